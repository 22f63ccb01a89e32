import { useEffect, useState, type ReactNode } from 'react';
import { Navigate } from 'react-router-dom';
import { useAuth } from '@onething/shared-data';
import { PageSpinner } from '../../layout/page-spinner';
import { needsOnboarding } from './needs-onboarding';

/** How long the layout waits for the profile before showing the app without knowing. */
export const PROFILE_WAIT_MS = 4000;

/**
 * Sits in the signed-in layout, so every way in (sign-in, sign-up, the confirmation link, a bookmark)
 * lands a new account on /onboarding. It waits briefly for the profile so the dashboard does not flash
 * first; if the profile cannot be loaded the app still opens (the profile errors are only logged).
 */
export function OnboardingGate({ children }: { children: ReactNode }) {
  const { user, profile } = useAuth();
  const waiting = user !== null && profile === null;
  const [gaveUp, setGaveUp] = useState(false);

  useEffect(() => {
    if (!waiting) return undefined;
    const timer = setTimeout(() => setGaveUp(true), PROFILE_WAIT_MS);
    return () => clearTimeout(timer);
  }, [waiting]);

  if (needsOnboarding(profile)) {
    return <Navigate to="/onboarding" replace />;
  }
  if (waiting && !gaveUp) return <PageSpinner fullScreen />;
  return <>{children}</>;
}
