// Every page names itself in the browser tab ("Habits · ONE Thing OS"), so tabs, history and screen
// readers' page announcements tell pages apart. A remote's page names itself (`usePageTitle`); otherwise
// the route table's `handle.title` of the innermost route that has one.
import { useEffect } from 'react';
import { Outlet, useMatches } from 'react-router-dom';
import { useAtomValue } from 'jotai';
import { pageTitleAtom } from '@onething/shared-data';
import { formatDocumentTitle, type RouteHandle } from './page-titles';


export function DocumentTitle() {
  const matches = useMatches();
  const remoteTitle = useAtomValue(pageTitleAtom);
  const routeTitle = matches
    .map((match) => (match.handle as RouteHandle | undefined)?.title)
    .filter((title): title is string => Boolean(title))
    .at(-1);
  const pageTitle = remoteTitle ?? routeTitle;
  useEffect(() => {
    document.title = formatDocumentTitle(pageTitle);
  }, [pageTitle]);
  return <Outlet />;
}
