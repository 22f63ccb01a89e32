import { dehydrate, hydrate, onlineManager, type Mutation, type QueryClient } from '@tanstack/react-query';
import { invalidateAfter } from '../query/invalidate-after';
import { refreshAfterWrite, registerWrites, writeOf, type AnyWrite } from './define-write';
import type { OfflineStorage } from './offline-storage';
import {
  asPaused,
  cacheKey,
  cacheRecord,
  queueKey,
  queueRecord,
  queueTabIds,
  readCacheRecord,
  readQueueRecord,
} from './persisted-records';
import { openTabChannel, type TabChannel, type TabMessage } from './tab-sync';
import { notifyWriteRefused } from './write-refusals';
import { ALL_WRITES } from './all-writes';

// One signed-in user's offline cache in this tab: restores the cached reads and the queued writes (this
// tab's from before, and those of tabs that are gone), stores every change of the queue at once and the
// reads at most once a second, replays the queue, tells the other tabs what a settled write changed, and
// shows a refused write. Loaded after the first paint (offline-mode.ts imports it lazily).

const CACHE_THROTTLE_MS = 1000;
/** A tab holds this lock while it lives, so others can tell its stored queue from a closed tab's. */
const tabLockName = (tabId: string) => `onething-tab:${tabId}`;
const adoptLockName = (userId: string) => `onething-adopt:${userId}`;

/** The part of the Web Locks API used here (absent in tests and old browsers: one tab is assumed). */
export type TabLocks = Pick<LockManager, 'request' | 'query'>;

export type OfflineSessionOptions = {
  client: QueryClient;
  userId: string;
  storage: OfflineStorage;
  tabId: string;
  locks?: TabLocks | null;
  openChannel?: (onMessage: (message: TabMessage) => void) => TabChannel | null;
  now?: () => number;
  /** The declared writes (every domain's by default). */
  writes?: readonly AnyWrite[];
};

export type OfflineSession = {
  /** Stops storing (before the in-memory cache is cleared, so the stored queue survives). */
  stop: () => void;
  /** Resolves once everything changed so far is stored. */
  flush: () => Promise<void>;
  /** Takes over the stored queues of tabs that have closed. */
  adoptOrphans: () => Promise<void>;
};

const heldTabLocks = new Set<string>();

function holdTabLock(locks: TabLocks | null | undefined, tabId: string): void {
  if (!locks || heldTabLocks.has(tabId)) return;
  heldTabLocks.add(tabId);
  // Held for the life of the page: the browser frees it when the tab goes.
  void locks.request(tabLockName(tabId), () => new Promise<void>(() => {}));
}

const isQueuedWrite = (mutation: Mutation) =>
  mutation.state.status === 'pending' && writeOf(mutation.meta) !== undefined;

export async function startOfflineSession(options: OfflineSessionOptions): Promise<OfflineSession> {
  const { client, userId, storage, tabId, locks, now = Date.now, writes = ALL_WRITES } = options;
  let stopped = false;
  registerWrites(client, writes);
  holdTabLock(locks, tabId);

  const warn = (what: string) => (error: unknown) => console.warn(`[onething] offline cache: ${what} failed`, error);

  // Reads first, so a page shows its last known data while the rest starts.
  try {
    const queries = readCacheRecord(await storage.get(cacheKey(userId)), now());
    if (queries.length > 0) hydrate(client, { queries, mutations: [] });
  } catch (error) {
    console.warn('[onething] the offline cache was unreadable and has been discarded.', error);
    await storage.del(cacheKey(userId)).catch(warn('discarding the cache'));
  }

  let queueChain: Promise<void> = Promise.resolve();
  let queueScheduled = false;
  const persistQueue = (): Promise<void> => {
    if (queueScheduled) return queueChain;
    queueScheduled = true;
    queueChain = queueChain
      .then(async () => {
        queueScheduled = false;
        if (stopped) return;
        const { mutations } = dehydrate(client, {
          shouldDehydrateQuery: () => false,
          shouldDehydrateMutation: isQueuedWrite,
        });
        const key = queueKey(userId, tabId);
        if (mutations.length === 0) await storage.del(key);
        else await storage.set(key, queueRecord(mutations, now()));
      })
      .catch(warn('storing the queue'));
    return queueChain;
  };

  let cacheTimer: ReturnType<typeof setTimeout> | undefined;
  let cacheChain: Promise<void> = Promise.resolve();
  const persistCache = (): Promise<void> => {
    clearTimeout(cacheTimer);
    cacheTimer = undefined;
    cacheChain = cacheChain
      .then(async () => {
        if (stopped) return;
        const { queries } = dehydrate(client, { shouldDehydrateMutation: () => false });
        await storage.set(cacheKey(userId), cacheRecord(queries, now()));
      })
      .catch(warn('storing the cache'));
    return cacheChain;
  };
  const scheduleCache = () => {
    if (cacheTimer === undefined && !stopped) cacheTimer = setTimeout(() => void persistCache(), CACHE_THROTTLE_MS);
  };

  // `withOwn`: at start only, this tab's own stored queue too (left by an earlier sign-in of this user here,
  // whose writes were cleared from memory); later it is what memory holds and must not be added twice.
  const adopt = async (withOwn: boolean): Promise<void> => {
    const run = async () => {
      if (stopped) return;
      const ids = queueTabIds(userId, await storage.keys());
      const alive = locks ? new Set((await locks.query()).held?.map((lock) => lock.name)) : new Set<string>();
      const orphans = ids.filter((id) => (id === tabId ? withOwn : !alive.has(tabLockName(id))));
      if (orphans.length === 0) return;
      const restored = [];
      for (const id of orphans) restored.push(...readQueueRecord(await storage.get(queueKey(userId, id))));
      // Writes from several tabs replay in the order they were made.
      restored.sort((a, b) => a.state.submittedAt - b.state.submittedAt);
      if (restored.length > 0) hydrate(client, { queries: [], mutations: asPaused(restored) });
      // Stored under this tab before the adopted queues are deleted: no moment holds them nowhere.
      await persistQueue();
      const others = orphans.filter((id) => id !== tabId).map((id) => queueKey(userId, id));
      if (others.length > 0) await storage.delMany(others);
      if (restored.length > 0 && onlineManager.isOnline()) void client.resumePausedMutations();
    };
    if (locks) await locks.request(adoptLockName(userId), run);
    else await run();
  };
  const adoptOrphans = () => adopt(false);

  const channel = (options.openChannel ?? openTabChannel)((message) => {
    if (stopped || message.userId !== userId) return;
    if (message.type === 'changed') void invalidateAfter([...message.changes], client);
    else if (message.type === 'tab-closed' && message.tabId !== tabId) setTimeout(() => void adoptOrphans(), 300);
  });

  const unsubscribeMutations = client.getMutationCache().subscribe((event) => {
    if (stopped || !event.mutation) return;
    const { mutation } = event;
    const write = writeOf(mutation.meta);
    if (!write || event.type === 'observerAdded' || event.type === 'observerRemoved') return;
    void persistQueue();
    if (event.type !== 'updated') return;
    // A write started by a hook in this page has the hook's own toasts and refetch; a restored one (or a
    // declared write run without a hook) gets the queue's.
    const ownHandling = mutation.options.onError !== undefined;
    if (event.action.type === 'success') {
      channel?.post({ type: 'changed', userId, changes: write.changes });
      if (!ownHandling) void refreshAfterWrite(write.changes, client);
    } else if (event.action.type === 'error') {
      if (!ownHandling) notifyWriteRefused(write.label, event.action.error);
      // The optimistic change is undone by refetching what the server has.
      void invalidateAfter([...write.changes], client);
    }
  });
  const unsubscribeQueries = client.getQueryCache().subscribe((event) => {
    if (event.type === 'added' || event.type === 'removed' || event.type === 'updated') scheduleCache();
  });

  const onPageHide = () => {
    channel?.post({ type: 'tab-closed', userId, tabId });
    void persistCache();
  };
  const onOnline = () => void adoptOrphans();
  if (typeof window !== 'undefined') {
    window.addEventListener('pagehide', onPageHide);
    window.addEventListener('online', onOnline);
  }

  await adopt(true);
  void persistCache();
  if (onlineManager.isOnline()) void client.resumePausedMutations();

  return {
    stop: () => {
      stopped = true;
      clearTimeout(cacheTimer);
      unsubscribeMutations();
      unsubscribeQueries();
      channel?.close();
      if (typeof window !== 'undefined') {
        window.removeEventListener('pagehide', onPageHide);
        window.removeEventListener('online', onOnline);
      }
    },
    flush: async () => {
      await Promise.all([persistQueue(), cacheTimer !== undefined ? persistCache() : cacheChain]);
    },
    adoptOrphans,
  };
}
