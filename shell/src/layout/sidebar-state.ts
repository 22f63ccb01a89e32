// The sidebar's open state lives in a cookie for 7 days; under 768 px the
// sidebar is a slide-over that starts closed and is not remembered.
import { useCallback, useState } from 'react';
import { useIsMobile } from '@onething/shared-ui';
import { readSidebarCookie, sidebarCookieValue } from './sidebar-cookie';

export function useSidebarState() {
  const isMobile = useIsMobile();
  const [open, setOpenState] = useState(() => readSidebarCookie(document.cookie));
  const [mobileOpen, setMobileOpen] = useState(false);

  const setOpen = useCallback((next: boolean) => {
    setOpenState(next);
    document.cookie = sidebarCookieValue(next);
  }, []);

  const toggle = useCallback(() => {
    if (isMobile) setMobileOpen((value) => !value);
    else setOpen(!open);
  }, [isMobile, open, setOpen]);

  return { isMobile, open, mobileOpen, setMobileOpen, toggle };
}
