import { Dialog as DialogPrimitive } from 'radix-ui';
import { X } from 'lucide-react';
import type { ComponentPropsWithRef } from 'react';
import styled, { css } from 'styled-components';
import { dialogIn, dialogOut } from '../shared/animations';
import { overlayStyles } from '../shared/styles';

export const Dialog = DialogPrimitive.Root;
export const DialogTrigger = DialogPrimitive.Trigger;
export const DialogClose = DialogPrimitive.Close;
export const DialogPortal = DialogPrimitive.Portal;

export const DialogOverlay = styled(DialogPrimitive.Overlay)`
  ${overlayStyles}
`;

export type DialogSize = 'sm' | 'md' | 'lg';

const maxWidths: Record<DialogSize, string> = { sm: '24rem', md: '32rem', lg: '42rem' };

/** Centred modal panel look, shared with AlertDialog. */
export const modalPanelStyles = css<{ $size: DialogSize }>`
  position: fixed;
  top: 50%;
  left: 50%;
  z-index: ${({ theme }) => theme.zIndices.modal};
  display: grid;
  gap: ${({ theme }) => theme.space[4]};
  width: calc(100% - 2rem);
  max-width: ${({ $size }) => maxWidths[$size]};
  max-height: calc(100dvh - 2rem);
  overflow-y: auto;
  padding: ${({ theme }) => theme.space[6]};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.lg};
  background-color: ${({ theme }) => theme.colors.card};
  color: ${({ theme }) => theme.colors.cardForeground};
  box-shadow: ${({ theme }) => theme.shadows.xl};
  transform: translate(-50%, -50%);

  /* Radix focuses the panel itself when nothing inside is focusable; that needs no ring. */
  &:focus {
    outline: none;
  }

  &[data-state='open'] {
    animation: ${dialogIn} 160ms ease-out;
  }

  &[data-state='closed'] {
    animation: ${dialogOut} 120ms ease-in;
  }
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

export const DialogHeader = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[1.5]};
  padding-right: ${({ theme }) => theme.space[6]};
`;

export const DialogFooter = styled.div`
  display: flex;
  flex-wrap: wrap-reverse;
  justify-content: flex-end;
  gap: ${({ theme }) => theme.space[2]};
  padding-top: ${({ theme }) => theme.space[2]};
`;

export const dialogTitleStyles = css`
  font-size: ${({ theme }) => theme.fontSizes.lg};
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
  line-height: ${({ theme }) => theme.lineHeights.tight};
`;

export const dialogDescriptionStyles = css`
  font-size: ${({ theme }) => theme.fontSizes.sm};
  line-height: ${({ theme }) => theme.lineHeights.normal};
  color: ${({ theme }) => theme.colors.mutedForeground};
`;

export const DialogTitle = styled(DialogPrimitive.Title)`
  ${dialogTitleStyles}
`;

export const DialogDescription = styled(DialogPrimitive.Description)`
  ${dialogDescriptionStyles}
`;
