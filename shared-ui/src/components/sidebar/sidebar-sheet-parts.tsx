import { Dialog as DialogPrimitive } from 'radix-ui';
import type { ComponentPropsWithRef } from 'react';
import styled from 'styled-components';
import { VisuallyHidden } from '../visually-hidden/visually-hidden';
import { fadeIn, fadeOut, slideInLeft, slideOutLeft } from '../shared/animations';
import { sidebarPanelStyles as panelStyles } from './sidebar-styles';

// The sidebar's phone sheet (a radix dialog), part of the overlays' lazily loaded module (see
// overlay-module/overlay-module.tsx): it loads when the sheet first opens; the desktop sidebar is plain markup.

const MobileOverlay = styled(DialogPrimitive.Overlay)`
  position: fixed;
  inset: 0;
  z-index: ${({ theme }) => theme.zIndices.overlay};
  background-color: ${({ theme }) => theme.colors.overlay};

  &[data-state='open'] {
    animation: ${fadeIn} 200ms ease-out;
  }

  &[data-state='closed'] {
    animation: ${fadeOut} 200ms ease-in;
  }
`;

const MobilePanel = styled(DialogPrimitive.Content)`
  ${panelStyles}
  position: fixed;
  top: 0;
  bottom: 0;
  left: 0;
  z-index: ${({ theme }) => theme.zIndices.modal};
  width: ${({ theme }) => theme.sizes.sidebarWidthMobile};
  max-width: 85vw;
  overflow: hidden;
  border-right: 1px solid ${({ theme }) => theme.colors.sidebarBorder};
  box-shadow: ${({ theme }) => theme.shadows.xl};

  &:focus {
    outline: none;
  }

  &[data-state='open'] {
    animation: ${slideInLeft} 250ms cubic-bezier(0.32, 0.72, 0, 1);
  }

  &[data-state='closed'] {
    animation: ${slideOutLeft} 200ms ease-in;
  }
`;

export interface SidebarSheetProps extends ComponentPropsWithRef<'nav'> {
  open: boolean;
  onOpenChange?: (open: boolean) => void;
  label: string;
}

export function SidebarSheet({ open, onOpenChange, label, children, ...props }: SidebarSheetProps) {
  return (
    <DialogPrimitive.Root open={open} onOpenChange={onOpenChange}>
      <DialogPrimitive.Portal>
        <MobileOverlay />
        <MobilePanel aria-describedby={undefined} data-mobile="true">
          <DialogPrimitive.Title asChild>
            <VisuallyHidden>{label}</VisuallyHidden>
          </DialogPrimitive.Title>
          <nav aria-label={label} {...props} style={{ display: 'contents', ...props.style }}>
            {children}
          </nav>
        </MobilePanel>
      </DialogPrimitive.Portal>
    </DialogPrimitive.Root>
  );
}
