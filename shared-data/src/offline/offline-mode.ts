import { onlineManager } from '@tanstack/react-query';
import { useSyncExternalStore } from 'react';
import { queryClient as appQueryClient } from '../query/query-client';
import type { OfflineSession } from './offline-session';
import type { OfflineStorage } from './offline-storage';

// Turns the offline cache on for the signed-in user. The persister, the queue's storage and the tab sync are
// a chunk of their own, loaded after the first paint: a write made before it arrives is in memory and is
// stored as soon as it does.

/** 'off': IndexedDB is missing or failing, so the app works online only and says so. */
export type OfflineModeState = 'idle' | 'starting' | 'on' | 'off';

let state: OfflineModeState = 'idle';
const listeners = new Set<() => void>();
let session: OfflineSession | null = null;
let generation = 0;
let storagePromise: Promise<OfflineStorage | null> | null = null;
/** One id per page load: the stored queue of this tab. */
const tabId = typeof crypto !== 'undefined' && 'randomUUID' in crypto ? crypto.randomUUID() : String(Math.random());

function setState(next: OfflineModeState) {
  if (next === state) return;
  state = next;
  for (const listener of listeners) listener();
}

function storage(): Promise<OfflineStorage | null> {
  storagePromise ??= import('./offline-storage').then((m) => m.openOfflineStorage());
  return storagePromise;
}

/** Starts the offline cache for this user (stopping another user's first). */
export async function startOfflineMode(userId: string, client = appQueryClient): Promise<void> {
  stopOfflineMode();
  const mine = ++generation;
  setState('starting');
  try {
    const [store, { startOfflineSession }] = await Promise.all([storage(), import('./offline-session')]);
    if (mine !== generation) return;
    if (!store) {
      setState('off');
      return;
    }
    const locks = typeof navigator !== 'undefined' && navigator.locks ? navigator.locks : null;
    const started = await startOfflineSession({ client, userId, storage: store, tabId, locks });
    if (mine !== generation) {
      started.stop();
      return;
    }
    session = started;
    setState('on');
  } catch (error) {
    console.warn('[onething] offline mode is off:', error);
    if (mine !== generation) return;
    setState('off');
    // Its code could not be fetched (the page went offline before the chunk ever loaded, and no service
    // worker had cached it): load it again once the connection is back, rather than staying off for the tab.
    storagePromise = null;
    const stopWaiting = onlineManager.subscribe((online) => {
      if (!online) return;
      stopWaiting();
      if (mine === generation) void startOfflineMode(userId, client);
    });
  }
}

/**
 * Stops storing at once. Call it before the in-memory cache is cleared (a sign-out, another user): the
 * stored queue then stays as it was, for the same user's next sign-in.
 */
export function stopOfflineMode(): void {
  generation++;
  session?.stop();
  session = null;
  if (state !== 'off') setState('idle');
}

/** Deletes everything stored for this user (an explicit sign-out: the user chose to leave it behind). */
export async function forgetOfflineUser(userId: string): Promise<void> {
  const store = await storage();
  if (!store) return;
  const { userKeyPrefix } = await import('./persisted-records');
  const prefix = userKeyPrefix(userId);
  await store.delMany((await store.keys()).filter((key) => key.startsWith(prefix)));
}

export function useOfflineMode(): OfflineModeState {
  return useSyncExternalStore(
    (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    () => state,
    () => 'idle',
  );
}
