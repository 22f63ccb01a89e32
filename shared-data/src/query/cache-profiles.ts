// Cache profiles: realtime 30 s fresh / 2 min kept, standard 1 / 5 min, stable 30 / 60 min, default 5 / 10 min.
// Habits use standard; completions and deep work sessions use realtime.

export type CacheProfile = { readonly staleTime: number; readonly gcTime: number };

export const cacheProfiles = {
  realtime: { staleTime: 30_000, gcTime: 120_000 },
  standard: { staleTime: 60_000, gcTime: 300_000 },
  stable: { staleTime: 1_800_000, gcTime: 3_600_000 },
  default: { staleTime: 300_000, gcTime: 600_000 },
} as const satisfies Record<string, CacheProfile>;
