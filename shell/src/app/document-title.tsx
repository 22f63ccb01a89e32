// Every page names itself in the browser tab ("Habits · ONE Thing OS"), so tabs, history and screen
// readers' page announcements tell pages apart. Titles come from the route table's `handle.title`;
// the innermost route that has one wins.
import { useEffect } from 'react';
import { Outlet, useMatches } from 'react-router-dom';

export const APP_NAME = 'ONE Thing OS';

export interface RouteHandle {
  title?: string;
}

export function formatDocumentTitle(pageTitle?: string): string {
  return pageTitle ? `${pageTitle} · ${APP_NAME}` : APP_NAME;
}

export function DocumentTitle() {
  const matches = useMatches();
  const pageTitle = matches
    .map((match) => (match.handle as RouteHandle | undefined)?.title)
    .filter((title): title is string => Boolean(title))
    .at(-1);
  useEffect(() => {
    document.title = formatDocumentTitle(pageTitle);
  }, [pageTitle]);
  return <Outlet />;
}
