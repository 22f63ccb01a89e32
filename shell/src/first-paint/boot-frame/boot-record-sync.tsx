// Keeps the start-up frame's record (boot-record.ts) in step with the session: written once the profile
// shows an onboarded account (a new account's first page is onboarding, not the dashboard), removed when
// nobody is signed in, so the next start shows the frame only to the person it greets.
import { useEffect } from 'react';
import { greetingName, useAuth } from '@onething/shared-data';
import { needsOnboarding } from '../../features/onboarding/needs-onboarding';
import { clearBootRecord, writeBootRecord } from './boot-record';

export function BootRecordSync() {
  const { user, profile, loading } = useAuth();
  useEffect(() => {
    if (loading) return;
    if (!user) clearBootRecord();
    else if (profile && !needsOnboarding(profile))
      writeBootRecord({ userId: user.id, name: greetingName(profile, user.email) });
    else if (profile) clearBootRecord();
  }, [loading, user, profile]);
  return null;
}
