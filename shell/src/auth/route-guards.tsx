// Protected routes wait for the first session check (spinner), then send visitors to /landing
// with a replace so Back does not return to the guarded page.
import type { ReactNode } from 'react';
import { Navigate } from 'react-router-dom';
import { useAuth } from '@onething/shared-data';
import { PageSpinner } from '../layout/page-spinner';

export function RequireAuth({ children }: { children: ReactNode }) {
  const { user, loading } = useAuth();
  if (loading) return <PageSpinner fullScreen />;
  if (!user) return <Navigate to="/landing" replace />;
  return <>{children}</>;
}

export function RedirectIfSignedIn({ children }: { children: ReactNode }) {
  const { user, loading } = useAuth();
  if (loading) return <PageSpinner fullScreen />;
  if (user) return <Navigate to="/" replace />;
  return <>{children}</>;
}
