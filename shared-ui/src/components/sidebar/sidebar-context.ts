import { createContext, useContext } from 'react';

export interface SidebarState {
  /** Desktop icon rail. Always false in the mobile slide-over, which shows full labels. */
  collapsed: boolean;
  isMobile: boolean;
}

export const SidebarContext = createContext<SidebarState>({ collapsed: false, isMobile: false });

/** Read the enclosing Sidebar's layout state (e.g. to hide a tagline in the icon rail). */
export function useSidebarState(): SidebarState {
  return useContext(SidebarContext);
}
