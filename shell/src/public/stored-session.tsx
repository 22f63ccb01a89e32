// /auth for someone the stored session says is signed in (a hint only, see stored-user.ts).
import { useEffect, type ReactNode } from 'react';
import { readReturnTo } from '../auth/return-to';
import { readStoredUser } from './stored-user';

/** /auth for someone already signed in: on to the page they were going to (a full load of the app). */
export function RedirectIfStoredSession({ children }: { children: ReactNode }) {
  const signedIn = typeof window !== 'undefined' && readStoredUser() !== null;
  useEffect(() => {
    if (signedIn) window.location.replace(readReturnTo());
  }, [signedIn]);
  return signedIn ? null : <>{children}</>;
}
