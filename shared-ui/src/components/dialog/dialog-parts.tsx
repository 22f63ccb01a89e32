import { Dialog as DialogPrimitive } from 'radix-ui';
import { X } from 'lucide-react';
import type { ComponentPropsWithRef } from 'react';
import styled from 'styled-components';
import { overlayStyles } from '../shared/styles';
import { dialogDescriptionStyles, dialogTitleStyles, modalPanelStyles, type DialogSize } from './dialog-styles';

// radix's dialog, part of the overlays' lazily loaded module (see overlay-module/overlay-module.tsx).

export const Dialog = DialogPrimitive.Root;
export const DialogTrigger = DialogPrimitive.Trigger;
export const DialogClose = DialogPrimitive.Close;
export const DialogPortal = DialogPrimitive.Portal;

export const DialogOverlay = styled(DialogPrimitive.Overlay)`
  ${overlayStyles}
`;

const StyledContent = styled(DialogPrimitive.Content)<{ $size: DialogSize }>`
  ${modalPanelStyles}
`;

const CloseButton = styled(DialogPrimitive.Close)`
  position: absolute;
  top: ${({ theme }) => theme.space[3]};
  right: ${({ theme }) => theme.space[3]};
  display: inline-flex;
  align-items: center;
  justify-content: center;
  width: 2rem;
  height: 2rem;
  border-radius: ${({ theme }) => theme.radii.sm};
  color: ${({ theme }) => theme.colors.mutedForeground};
  transition: background-color ${({ theme }) => theme.transitions.fast};

  &:hover {
    background-color: ${({ theme }) => theme.colors.muted};
    color: ${({ theme }) => theme.colors.foreground};
  }

  svg {
    width: 1rem;
    height: 1rem;
  }
`;

export interface DialogContentProps extends ComponentPropsWithRef<typeof DialogPrimitive.Content> {
  size?: DialogSize;
  /** Show the top-right X button (labelled 'Close'). */
  showCloseButton?: boolean;
}

/**
 * Modal panel in a portal with an overlay. Radix traps focus, closes on Escape and returns focus to the
 * trigger; every dialog needs a DialogTitle (visually hide it if the design has none).
 */
export function DialogContent({ children, size = 'md', showCloseButton = true, ...props }: DialogContentProps) {
  return (
    <DialogPrimitive.Portal>
      <DialogOverlay />
      <StyledContent $size={size} {...props}>
        {children}
        {showCloseButton ? (
          <CloseButton aria-label="Close">
            <X aria-hidden="true" />
          </CloseButton>
        ) : null}
      </StyledContent>
    </DialogPrimitive.Portal>
  );
}

export const DialogTitle = styled(DialogPrimitive.Title)`
  ${dialogTitleStyles}
`;

export const DialogDescription = styled(DialogPrimitive.Description)`
  ${dialogDescriptionStyles}
`;
