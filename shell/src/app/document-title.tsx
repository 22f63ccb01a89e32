// Every page names itself in the browser tab ("Habits · ONE Thing OS"), so tabs, history and screen
// readers' page announcements tell pages apart. A remote's page names itself (`usePageTitle`); otherwise
// the title its route in the route table gives.
import { useEffect, type ReactNode } from 'react';
import { useAtomValue } from 'jotai';
import { pageTitleAtom } from '@onething/shared-data';
import { formatDocumentTitle } from './page-titles';

export function DocumentTitle({ title, children }: { title?: string; children: ReactNode }) {
  const remoteTitle = useAtomValue(pageTitleAtom);
  const pageTitle = remoteTitle ?? title;
  useEffect(() => {
    document.title = formatDocumentTitle(pageTitle);
  }, [pageTitle]);
  return <>{children}</>;
}
