import { Dialog as DialogPrimitive } from 'radix-ui';
import { useMemo, type ComponentPropsWithRef } from 'react';
import styled, { css } from 'styled-components';
// Another entry point: the core comes from its shared (Module Federation) copy, not a second bundled one.
// eslint-disable-next-line @nx/enforce-module-boundaries
import { useIsMobile, VisuallyHidden } from '@onething/shared-ui';
import { fadeIn, fadeOut, slideInLeft, slideOutLeft } from '../shared/animations';
import { SidebarContext } from './sidebar-context';

const panelStyles = css`
  display: flex;
  flex-direction: column;
  background-color: ${({ theme }) => theme.colors.sidebar};
  color: ${({ theme }) => theme.colors.sidebarForeground};
`;

const DesktopPanel = styled.nav<{ $collapsed: boolean }>`
  ${panelStyles}
  position: sticky;
  top: 0;
  z-index: ${({ theme }) => theme.zIndices.sidebar};
  flex-shrink: 0;
  width: ${({ theme, $collapsed }) => ($collapsed ? theme.sizes.sidebarWidthIcon : theme.sizes.sidebarWidth)};
  height: 100vh;
  height: 100dvh;
  overflow: hidden;
  border-right: 1px solid ${({ theme }) => theme.colors.sidebarBorder};
  transition: width ${({ theme }) => theme.transitions.normal};
`;

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

export interface SidebarProps extends ComponentPropsWithRef<'nav'> {
  /** Desktop: show the 3rem icon rail instead of the 16rem panel. */
  collapsed?: boolean;
  /** Mobile (< 768px): the slide-over is open. */
  mobileOpen?: boolean;
  /** Mobile: called with false on Escape, overlay click or a link click that should close it. */
  onMobileOpenChange?: (open: boolean) => void;
  /** Accessible name of the navigation landmark. */
  label?: string;
}

/**
 * App navigation. Desktop: a sticky full-height column (put it first in a flex row beside the main
 * area). Mobile: a modal slide-over with an overlay, focus trap and Escape to close. State is owned by
 * the app; this component only renders it.
 */
export function Sidebar({
  collapsed = false,
  mobileOpen = false,
  onMobileOpenChange,
  label = 'Main navigation',
  children,
  ...props
}: SidebarProps) {
  const isMobile = useIsMobile();
  const state = useMemo(() => ({ collapsed: isMobile ? false : collapsed, isMobile }), [collapsed, isMobile]);

  if (isMobile) {
    return (
      <SidebarContext.Provider value={state}>
        <DialogPrimitive.Root open={mobileOpen} onOpenChange={onMobileOpenChange}>
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
      </SidebarContext.Provider>
    );
  }

  return (
    <SidebarContext.Provider value={state}>
      <DesktopPanel
        aria-label={label}
        $collapsed={state.collapsed}
        data-state={state.collapsed ? 'collapsed' : 'expanded'}
        {...props}
      >
        {children}
      </DesktopPanel>
    </SidebarContext.Provider>
  );
}
