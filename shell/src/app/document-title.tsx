// Every page names itself in the browser tab ("Habits · ONE Thing OS"), so tabs, history and screen
// readers' page announcements tell pages apart. A remote's page names itself (`usePageTitle`); otherwise
// the title its route in the route table gives. While a deep work session is on, the time left comes first.
import { useEffect, type ReactNode } from 'react';
import { useAtomValue } from 'jotai';
import { isSessionOn, pageTitleAtom, useAuth, useSessionTime } from '@onething/shared-data';
import { sessionTabTitle } from '../layout/session-tab-title';
import { formatDocumentTitle } from './page-titles';

export function DocumentTitle({ title, children }: { title?: string; children: ReactNode }) {
  const remoteTitle = useAtomValue(pageTitleAtom);
  return (
    <>
      <TabTitle pageTitle={remoteTitle ?? title} />
      {children}
    </>
  );
}

/** Its own component, so the session's clock repaints the title and nothing else. */
function TabTitle({ pageTitle }: { pageTitle: string | undefined }) {
  const { user } = useAuth();
  const { phase, remaining } = useSessionTime();
  // The session is the signed-in user's: the pages before sign-in keep their own titles.
  const title =
    user && isSessionOn(phase)
      ? sessionTabTitle(remaining, phase === 'paused', pageTitle)
      : formatDocumentTitle(pageTitle);
  useEffect(() => {
    document.title = title;
  }, [title]);
  return null;
}
