import { useEffect } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { useAuth } from '../auth/auth-context';
import { getSupabase } from '../supabase/client';
import { afterFirstVisit } from '../platform/after-first-visit';
import { startLiveSync } from './start-live-sync';

// The stream starts once the first visit has settled (afterFirstVisit): the realtime client (16 KB gzip) is
// not part of the first visit, and the page's own reads have the network to themselves. What changed in
// between is fetched once it subscribes.

/** Keeps the signed-in user's open pages in step with their other devices (see startLiveSync). */
export function useLiveSync(): void {
  const { user, refreshProfile } = useAuth();
  const userId = user?.id;
  const queryClient = useQueryClient();
  useEffect(() => {
    if (!userId) return;
    let stop: (() => void) | undefined;
    const start = () => {
      stop = startLiveSync({
        client: getSupabase(),
        queryClient,
        userId,
        onProfileChange: () => void refreshProfile(),
      });
    };
    const cancel = afterFirstVisit(start);
    return () => {
      cancel();
      stop?.();
    };
  }, [userId, queryClient, refreshProfile]);
}
