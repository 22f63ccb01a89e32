// The desktop sidebar's open state, kept in a cookie for 7 days. No React here: the inline start-up
// script (src/first-paint/boot-frame) reads it too, before any library has loaded.

export const SIDEBAR_COOKIE = 'sidebar_state';
export const SIDEBAR_COOKIE_MAX_AGE = 60 * 60 * 24 * 7;

/** Open unless the cookie says 'false'. */
export function readSidebarCookie(cookie: string): boolean {
  const match = cookie.split('; ').find((part) => part.startsWith(`${SIDEBAR_COOKIE}=`));
  return match ? match.slice(SIDEBAR_COOKIE.length + 1) !== 'false' : true;
}

export function sidebarCookieValue(open: boolean): string {
  return `${SIDEBAR_COOKIE}=${open}; path=/; max-age=${SIDEBAR_COOKIE_MAX_AGE}; SameSite=Lax`;
}
