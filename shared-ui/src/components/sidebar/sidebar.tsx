import { useMemo, type ComponentPropsWithRef } from 'react';
import styled from 'styled-components';
import { useIsMobile } from '../../hooks/use-media-query';
import { preloadOverlayParts, useOverlayParts } from '../overlay-module/overlay-module';
import { SidebarContext } from './sidebar-context';
import type { SidebarSheetProps } from './sidebar-sheet-parts';
import { sidebarPanelStyles } from './sidebar-styles';

/** The phone sheet loads with the overlays' module when it first opens; closed, it renders nothing (as radix's). */
function LazySheet(props: SidebarSheetProps) {
  const parts = useOverlayParts();
  if (!parts) {
    if (props.open) preloadOverlayParts();
    return null;
  }
  return <parts.SidebarSheet {...props} />;
}

const DesktopPanel = styled.nav<{ $collapsed: boolean }>`
  ${sidebarPanelStyles}
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
        <LazySheet open={mobileOpen} onOpenChange={onMobileOpenChange} label={label} {...props}>
          {children}
        </LazySheet>
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
