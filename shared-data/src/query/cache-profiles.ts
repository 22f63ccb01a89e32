// Cache profiles: realtime 30 s fresh, standard 1 min, stable 30 min, default 5 min. Habits use standard;
// completions and deep work sessions use realtime. Every page's data is kept for a day once read: the
// offline cache stores what memory holds, so a page visited online still shows offline hours later.

export type CacheProfile = { readonly staleTime: number; readonly gcTime: number };

/** How long unused data stays in memory, and so in the offline cache. */
export const KEPT_FOR_OFFLINE_MS = 24 * 60 * 60 * 1000;

export const cacheProfiles = {
  realtime: { staleTime: 30_000, gcTime: KEPT_FOR_OFFLINE_MS },
  standard: { staleTime: 60_000, gcTime: KEPT_FOR_OFFLINE_MS },
  stable: { staleTime: 1_800_000, gcTime: KEPT_FOR_OFFLINE_MS },
  default: { staleTime: 300_000, gcTime: KEPT_FOR_OFFLINE_MS },
} as const satisfies Record<string, CacheProfile>;
