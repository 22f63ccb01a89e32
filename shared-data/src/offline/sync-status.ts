import { onlineManager, type Mutation, type QueryClient } from '@tanstack/react-query';
import { useCallback, useSyncExternalStore } from 'react';
import { queryClient as appQueryClient } from '../query/query-client';
import { writeOf } from './define-write';

/**
 * The one sync status the top bar shows: offline; writes waiting (paused, or backing off after a failure);
 * a write being sent; or everything saved.
 */
export type SyncStatus =
  | { kind: 'offline'; waiting: number }
  | { kind: 'waiting'; waiting: number }
  | { kind: 'syncing'; waiting: number }
  | { kind: 'saved'; waiting: 0 };

const isSending = (m: Mutation) => !m.state.isPaused && m.state.failureCount === 0;

export function syncStatusOf(mutations: readonly Mutation[], online: boolean): SyncStatus {
  const pending = mutations.filter((m) => m.state.status === 'pending' && writeOf(m.meta) !== undefined);
  const waiting = pending.length;
  if (!online) return { kind: 'offline', waiting };
  if (waiting === 0) return { kind: 'saved', waiting: 0 };
  return pending.some(isSending) ? { kind: 'syncing', waiting } : { kind: 'waiting', waiting };
}

const changes = (n: number) => (n === 1 ? '1 change waiting' : `${n} changes waiting`);

/** The status's text; null when all is saved (the bar then shows nothing). */
export function syncStatusLabel(status: SyncStatus): string | null {
  switch (status.kind) {
    case 'offline':
      return status.waiting > 0 ? `Offline · ${changes(status.waiting)}` : 'Offline';
    case 'waiting':
      return changes(status.waiting);
    case 'syncing':
      return 'Syncing…';
    case 'saved':
      return null;
  }
}

/** Encoded so the store's snapshot compares by value. */
const encode = (s: SyncStatus) => `${s.kind}:${s.waiting}`;
function decode(snapshot: string): SyncStatus {
  const [kind, count] = snapshot.split(':');
  return { kind, waiting: Number(count) } as SyncStatus;
}

/** The app's client by default: the start-up frame renders the top bar with no QueryClientProvider. */
export function useSyncStatus(client: QueryClient = appQueryClient): SyncStatus {
  const subscribe = useCallback(
    (listener: () => void) => {
      const offMutations = client.getMutationCache().subscribe(listener);
      const offOnline = onlineManager.subscribe(listener);
      return () => {
        offMutations();
        offOnline();
      };
    },
    [client],
  );
  const snapshot = useSyncExternalStore(
    subscribe,
    () => encode(syncStatusOf(client.getMutationCache().getAll(), onlineManager.isOnline())),
    () => 'saved:0',
  );
  return decode(snapshot);
}

/** Writes not yet saved (queued or in flight): signing out now would drop them. */
export function unsavedWriteCount(mutations: readonly Mutation[]): number {
  return mutations.filter((m) => m.state.status === 'pending' && writeOf(m.meta) !== undefined).length;
}
