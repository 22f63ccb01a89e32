import { onlineManager, QueryCache, QueryClient, type Query } from '@tanstack/react-query';
import { cacheProfiles } from './cache-profiles';
import { retryDelay, shouldRetry } from './retry';

export const SLOW_QUERY_MS = 2000;

/** Builds a client with the app's defaults; the app uses the `queryClient` singleton, tests make their own. */
export function createQueryClient(): QueryClient {
  // Fetch start per query, recorded from the cache's own 'fetch' action so every query is timed
  // without wrapping its queryFn. A WeakMap lets removed queries be garbage-collected.
  const fetchStartedAt = new WeakMap<Query<unknown, unknown, unknown>, number>();

  const queryCache = new QueryCache({
    onSettled: (_data, _error, query) => {
      const started = fetchStartedAt.get(query);
      if (started === undefined) return;
      fetchStartedAt.delete(query);
      const elapsed = Date.now() - started;
      if (elapsed > SLOW_QUERY_MS) {
        console.warn(`[onething] slow query ${JSON.stringify(query.queryKey)} took ${elapsed} ms`);
      }
    },
  });
  queryCache.subscribe((event) => {
    if (event.type === 'updated' && event.action.type === 'fetch') {
      fetchStartedAt.set(event.query, Date.now());
    }
  });

  return new QueryClient({
    queryCache,
    defaultOptions: {
      queries: {
        staleTime: cacheProfiles.default.staleTime,
        gcTime: cacheProfiles.default.gcTime,
        refetchOnWindowFocus: false,
        // Offline, a query answers from the cache (restored from IndexedDB) instead of waiting for the network.
        networkMode: 'offlineFirst',
        retry: shouldRetry,
        retryDelay,
      },
      mutations: {
        retry: false,
      },
    },
  });
}

// TanStack Query assumes it is online until the browser says otherwise with an 'offline' event, which a page
// opened with no connection never receives: it would fetch, fail and spin instead of answering from the cache
// and saying "Offline". It starts from what the browser knows now.
if (typeof navigator !== 'undefined' && typeof navigator.onLine === 'boolean')
  onlineManager.setOnline(navigator.onLine);

/** The app-wide QueryClient (shared singleton across shell and remotes). */
export const queryClient: QueryClient = createQueryClient();

/**
 * Wraps a query function to warn when it is slower than SLOW_QUERY_MS. Only needed outside the
 * QueryClient (e.g. loaders calling the API functions directly); queries are already timed by the cache.
 */
export function timedQueryFn<T, A extends unknown[]>(
  name: string,
  fn: (...args: A) => Promise<T>,
): (...args: A) => Promise<T> {
  return async (...args: A) => {
    const started = Date.now();
    try {
      return await fn(...args);
    } finally {
      const elapsed = Date.now() - started;
      if (elapsed > SLOW_QUERY_MS) console.warn(`[onething] slow query ${name} took ${elapsed} ms`);
    }
  };
}
