// How a page names itself in the browser tab ("Habits · ONE Thing OS"), and the titles of the two
// pre-sign-in pages, shared by the app's route table and the pre-sign-in bundle (which also writes them
// into the prerendered HTML).

export const APP_NAME = 'ONE Thing OS';

export interface RouteHandle {
  title?: string;
}

export function formatDocumentTitle(pageTitle?: string): string {
  return pageTitle ? `${pageTitle} · ${APP_NAME}` : APP_NAME;
}

export const LANDING_ROUTE_HANDLE: RouteHandle = {};
export const AUTH_ROUTE_HANDLE: RouteHandle = { title: 'Sign In' };
