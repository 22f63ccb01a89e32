import { useEffect } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { useAuth } from '../auth/auth-context';
import { getSupabase } from '../supabase/client';
import { startLiveSync } from './start-live-sync';

/** How long after the page is shown the stream starts at the latest, without an idle moment first (ms). */
const START_TIMEOUT_MS = 2000;

/**
 * Keeps the signed-in user's open pages in step with their other devices (see startLiveSync). The realtime
 * client is fetched once the page has been shown and the browser is idle, never on the first paint's path.
 */
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
    // Without requestIdleCallback (Safari), after the same wait.
    const idle = typeof window.requestIdleCallback === 'function';
    const id = idle
      ? window.requestIdleCallback(start, { timeout: START_TIMEOUT_MS })
      : window.setTimeout(start, START_TIMEOUT_MS);
    return () => {
      if (idle) window.cancelIdleCallback(id);
      else window.clearTimeout(id);
      stop?.();
    };
  }, [userId, queryClient, refreshProfile]);
}
