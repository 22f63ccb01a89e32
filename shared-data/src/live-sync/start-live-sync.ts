import type { QueryClient } from '@tanstack/react-query';
import type { RealtimeChannel } from '@supabase/supabase-js';
import { invalidateAfter, keysAffectedBy, type DataChange } from '../query/invalidate-after';
import { loadRealtime } from '../supabase/load-realtime';
import type { TypedSupabaseClient } from '../supabase/client';
import { SYNCED_TABLES } from './synced-tables';

/** While the stream is down, the open pages' data is fetched again this often (ms). */
export const LIVE_SYNC_POLL_MS = 30_000;
/** Changes arriving within this long of each other refresh the pages once (ms): a step move is many rows. */
export const LIVE_SYNC_BATCH_MS = 100;
/**
 * Failed subscriptions in a row, never having subscribed, after which the stream is left off and polling
 * alone keeps the pages current (a backend without Realtime), until the browser next comes online.
 */
export const LIVE_SYNC_MAX_FAILURES = 3;

export interface LiveSyncOptions {
  client: TypedSupabaseClient;
  queryClient: QueryClient;
  userId: string;
  /** The signed-in user's profile changed elsewhere (it is kept outside the query cache). */
  onProfileChange?: () => void;
  /** Default LIVE_SYNC_POLL_MS. */
  pollMs?: number;
}

export type LiveSyncState = 'connecting' | 'streaming' | 'polling';

/**
 * Keeps the open pages in step with the user's other devices: one Realtime channel with a postgres_changes
 * binding per synced table (the user's own rows), each change refreshing the cached queries it touches
 * within LIVE_SYNC_BATCH_MS. While the channel is not subscribed, the open pages' data is refetched every
 * LIVE_SYNC_POLL_MS instead. When it subscribes, what the open pages read before is refreshed (what
 * changed before the stream started, or while it was down, never arrives). Returns the function that
 * stops it.
 */
export function startLiveSync(
  options: LiveSyncOptions,
  onState: (state: LiveSyncState) => void = () => undefined,
): () => void {
  const { client, queryClient, userId, onProfileChange, pollMs = LIVE_SYNC_POLL_MS } = options;
  let stopped = false;
  let channel: RealtimeChannel | null = null;
  let pollTimer: ReturnType<typeof setInterval> | undefined;
  let batchTimer: ReturnType<typeof setTimeout> | undefined;
  const pending = new Set<DataChange>();
  let subscribedBefore = false;
  let failures = 0;
  const syncedKeys = new Set(keysAffectedBy('all').map((key) => key[0]));

  const flush = () => {
    batchTimer = undefined;
    const changes = [...pending];
    pending.clear();
    if (changes.includes('profile')) onProfileChange?.();
    void invalidateAfter(changes, queryClient);
  };
  const changed = (change: DataChange) => {
    pending.add(change);
    batchTimer ??= setTimeout(flush, LIVE_SYNC_BATCH_MS);
  };
  const refreshAll = () => {
    if (typeof document !== 'undefined' && document.visibilityState === 'hidden') return;
    void invalidateAfter('all', queryClient);
  };
  /** Refreshes the synced data read before `since` (epoch ms), once. */
  const refreshOlderThan = (since: number) =>
    void queryClient.invalidateQueries({
      predicate: (query) => syncedKeys.has(String(query.queryKey[0])) && query.state.dataUpdatedAt < since,
    });
  const startPolling = () => {
    onState('polling');
    pollTimer ??= setInterval(refreshAll, pollMs);
  };
  const stopPolling = () => {
    clearInterval(pollTimer);
    pollTimer = undefined;
  };

  const close = () => {
    const open = channel;
    channel = null;
    if (open) void client.removeChannel(open);
  };

  const open = () => {
    onState('connecting');
    const opening = Date.now();
    void loadRealtime(client).then(
      () => {
        if (stopped || channel) return;
        let opened = client.channel(`live-sync:${userId}`);
        for (const { table, change, ownerColumn } of SYNCED_TABLES) {
          opened = opened.on(
            'postgres_changes',
            {
              event: '*',
              schema: 'public',
              table,
              ...(ownerColumn ? { filter: `${ownerColumn}=eq.${userId}` } : {}),
            },
            () => changed(change),
          );
        }
        channel = opened.subscribe((status) => {
          if (stopped || channel !== opened) return;
          if (status === 'SUBSCRIBED') {
            failures = 0;
            stopPolling();
            onState('streaming');
            if (subscribedBefore) refreshAll();
            else refreshOlderThan(opening);
            subscribedBefore = true;
            return;
          }
          // CHANNEL_ERROR, TIMED_OUT or CLOSED: supabase-js keeps trying to join again; poll meanwhile.
          startPolling();
          failures += 1;
          if (!subscribedBefore && failures >= LIVE_SYNC_MAX_FAILURES) close();
        });
      },
      // The realtime client could not be fetched (offline): poll; the next online event tries again.
      () => startPolling(),
    );
  };

  const onOnline = () => {
    if (stopped || channel) return;
    failures = 0;
    open();
  };
  if (typeof window !== 'undefined') window.addEventListener('online', onOnline);
  open();

  return () => {
    stopped = true;
    if (typeof window !== 'undefined') window.removeEventListener('online', onOnline);
    stopPolling();
    clearTimeout(batchTimer);
    pending.clear();
    close();
  };
}
