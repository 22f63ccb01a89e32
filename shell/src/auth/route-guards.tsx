// Protected routes wait for the first session check (spinner), then send visitors to /landing (or, when
// their session expired, to /auth) with a replace so Back does not return to the guarded page; the page they asked for is remembered
// and sign-in returns there.
import { useEffect, type ReactNode } from 'react';
import { Navigate, useLocation } from 'react-router-dom';
import { useAuth } from '@onething/shared-data';
import { PageSpinner } from '../layout/page-spinner';
import { forgetReturnTo, readReturnTo, rememberReturnTo } from './return-to';

export function RequireAuth({ children }: { children: ReactNode }) {
  const { user, loading, expiredSession } = useAuth();
  const location = useLocation();
  const currentPath = `${location.pathname}${location.search}${location.hash}`;
  useEffect(() => {
    if (user) forgetReturnTo(currentPath);
  }, [user, currentPath]);
  if (loading) return <PageSpinner fullScreen />;
  if (!user) {
    rememberReturnTo(currentPath);
    // A session that expired by itself goes straight to sign-in, which says why (and that changes wait).
    return <Navigate to={expiredSession ? '/auth' : '/landing'} replace />;
  }
  return <>{children}</>;
}

export function RedirectIfSignedIn({ children }: { children: ReactNode }) {
  const { user, loading } = useAuth();
  if (loading) return <PageSpinner fullScreen />;
  if (user) return <Navigate to={readReturnTo()} replace />;
  return <>{children}</>;
}
