import { useEffect } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { useAuth } from '../auth/auth-context';
import { getSupabase } from '../supabase/client';
import { startLiveSync } from './start-live-sync';

/**
 * The stream starts this long after the signed-in layout mounts (ms), at the browser's next idle moment:
 * the realtime client (16 KB gzip) is then not part of what a first visit loads (`npm run size` counts
 * everything until the network has been quiet for a second), and the page's own reads and the start-up
 * preloads have the network to themselves. What changed in between is fetched once it subscribes.
 */
const START_DELAY_MS = 5000;
/** Longest wait for an idle moment after the delay (ms). */
const IDLE_TIMEOUT_MS = 2000;

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
    let idleId: number | undefined;
    const delay = window.setTimeout(() => {
      // Without requestIdleCallback (Safari), at once.
      if (typeof window.requestIdleCallback === 'function')
        idleId = window.requestIdleCallback(start, { timeout: IDLE_TIMEOUT_MS });
      else start();
    }, START_DELAY_MS);
    return () => {
      window.clearTimeout(delay);
      if (idleId !== undefined) window.cancelIdleCallback(idleId);
      stop?.();
    };
  }, [userId, queryClient, refreshProfile]);
}
