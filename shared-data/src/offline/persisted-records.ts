import type { DehydratedState } from '@tanstack/react-query';

// What the offline cache stores per user: one record of cached reads, and one queue of writes per tab (a tab
// writes only its own queue, so two tabs never overwrite each other's writes). Pure: the session module
// does the storage.

type DehydratedQuery = DehydratedState['queries'][number];
type DehydratedMutation = DehydratedState['mutations'][number];

/** Changes when the shape of what is stored, or of cached rows, changes: an older cache is then dropped. */
export const OFFLINE_CACHE_BUSTER = 'onething-cache-1';
const QUEUE_VERSION = 1;
/** Cached reads older than this are not shown; queued writes are kept whatever their age. */
export const OFFLINE_CACHE_MAX_AGE_MS = 7 * 24 * 60 * 60 * 1000;
/** Serialised size the cached reads may take; the least recently fetched go first. */
export const OFFLINE_CACHE_MAX_CHARS = 4_000_000;

const PREFIX = 'onething-offline:';

export const userKeyPrefix = (userId: string) => `${PREFIX}${userId}:`;
export const cacheKey = (userId: string) => `${userKeyPrefix(userId)}cache`;
const queuePrefix = (userId: string) => `${userKeyPrefix(userId)}queue:`;
export const queueKey = (userId: string, tabId: string) => `${queuePrefix(userId)}${tabId}`;

/** The tab ids of the stored queues of one user. */
export function queueTabIds(userId: string, storedKeys: readonly string[]): string[] {
  const prefix = queuePrefix(userId);
  return storedKeys.filter((key) => key.startsWith(prefix)).map((key) => key.slice(prefix.length));
}

export type CacheRecord = { buster: string; savedAt: number; queries: DehydratedQuery[] };
export type QueueRecord = { version: number; savedAt: number; mutations: DehydratedMutation[] };

const isObject = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null;

function isDehydratedQuery(value: unknown): value is DehydratedQuery {
  return (
    isObject(value) &&
    Array.isArray(value['queryKey']) &&
    typeof value['queryHash'] === 'string' &&
    isObject(value['state'])
  );
}

function isDehydratedMutation(value: unknown): value is DehydratedMutation {
  return (
    isObject(value) &&
    Array.isArray(value['mutationKey']) &&
    isObject(value['state']) &&
    value['state']['status'] === 'pending'
  );
}

/**
 * The cached reads worth showing: none when the record is corrupt (with a warning), from another cache
 * version or older than the maximum age.
 */
export function readCacheRecord(raw: unknown, now: number): DehydratedQuery[] {
  if (raw === undefined) return [];
  if (!isObject(raw) || !Array.isArray(raw['queries']) || typeof raw['savedAt'] !== 'number') {
    console.warn('[onething] the offline cache was unreadable and has been discarded.');
    return [];
  }
  if (raw['buster'] !== OFFLINE_CACHE_BUSTER || now - raw['savedAt'] > OFFLINE_CACHE_MAX_AGE_MS) return [];
  const queries = raw['queries'] as unknown[];
  const valid = queries.filter(isDehydratedQuery);
  if (valid.length !== queries.length)
    console.warn('[onething] unreadable entries of the offline cache were discarded.');
  return valid;
}

/** The writes of a stored queue; a corrupt queue gives none, with a warning (never a blank page). */
export function readQueueRecord(raw: unknown): DehydratedMutation[] {
  if (raw === undefined) return [];
  if (!isObject(raw) || raw['version'] !== QUEUE_VERSION || !Array.isArray(raw['mutations'])) {
    console.warn('[onething] a stored queue of changes was unreadable and has been discarded.');
    return [];
  }
  const mutations = raw['mutations'] as unknown[];
  const valid = mutations.filter(isDehydratedMutation);
  if (valid.length !== mutations.length) console.warn('[onething] unreadable queued changes were discarded.');
  return valid;
}

/** Keeps the most recently fetched reads within the size limit. */
export function boundQueries(
  queries: readonly DehydratedQuery[],
  maxChars = OFFLINE_CACHE_MAX_CHARS,
): DehydratedQuery[] {
  const newestFirst = [...queries].sort((a, b) => b.state.dataUpdatedAt - a.state.dataUpdatedAt);
  const kept: DehydratedQuery[] = [];
  let total = 0;
  for (const query of newestFirst) {
    const size = JSON.stringify(query.state.data ?? null).length + query.queryHash.length;
    if (total + size > maxChars) continue;
    total += size;
    kept.push(query);
  }
  return kept;
}

export function cacheRecord(queries: readonly DehydratedQuery[], now: number): CacheRecord {
  return { buster: OFFLINE_CACHE_BUSTER, savedAt: now, queries: boundQueries(queries) };
}

/** Errors are not stored: they may not be cloneable, and a restored write starts again anyway. */
export function queueRecord(mutations: readonly DehydratedMutation[], now: number): QueueRecord {
  return {
    version: QUEUE_VERSION,
    savedAt: now,
    mutations: mutations.map((m) => ({ ...m, state: { ...m.state, error: null, failureReason: null } })),
  };
}

/**
 * Writes restored from storage, marked paused: TanStack resumes paused writes when asked and when the
 * connection returns, and one that was in flight when the tab closed is sent again (the server's
 * idempotency makes that safe).
 */
export function asPaused(mutations: readonly DehydratedMutation[]): DehydratedMutation[] {
  return mutations.map((m) => ({ ...m, state: { ...m.state, isPaused: true, failureCount: 0 } }));
}
