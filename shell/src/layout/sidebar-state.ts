// The sidebar's open state lives in a cookie for 7 days; under 768 px the
// sidebar is a slide-over that starts closed and is not remembered.
import { useCallback, useState } from 'react';
import { useIsMobile } from '@onething/shared-ui';

export const SIDEBAR_COOKIE = 'sidebar_state';
export const SIDEBAR_COOKIE_MAX_AGE = 60 * 60 * 24 * 7;

export function readSidebarCookie(cookie: string): boolean {
  const match = cookie.split('; ').find((part) => part.startsWith(`${SIDEBAR_COOKIE}=`));
  return match ? match.slice(SIDEBAR_COOKIE.length + 1) !== 'false' : true;
}

export function sidebarCookieValue(open: boolean): string {
  return `${SIDEBAR_COOKIE}=${open}; path=/; max-age=${SIDEBAR_COOKIE_MAX_AGE}; SameSite=Lax`;
}

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
