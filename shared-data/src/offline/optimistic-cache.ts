import type { QueryClient, QueryKey } from '@tanstack/react-query';

// An optimistic update changes the cached data at once and keeps what it replaced, to put it back when the
// server refuses the write. What it replaced is plain data (each query's key and its data before), because a
// queued write is stored with it in IndexedDB, which cannot store a function.

export type CacheUndo = Array<[queryKey: QueryKey, data: unknown]>;

/** Sets one query's data from what it holds (possibly nothing) and returns what was there. */
export async function patchQuery<T>(
  client: QueryClient,
  queryKey: QueryKey,
  update: (data: T | undefined) => T | undefined,
): Promise<CacheUndo[number]> {
  await client.cancelQueries({ queryKey, exact: true });
  const before = client.getQueryData<T>(queryKey);
  client.setQueryData<T>(queryKey, update(before));
  return [queryKey, before];
}

/**
 * Updates every cached query whose key starts with `queryKey` (all the lists of a domain, whatever their
 * filters; `update` gets each one's key) and returns what each held. Queries with no data are left alone.
 */
export async function patchQueries<T>(
  client: QueryClient,
  queryKey: QueryKey,
  update: (data: T, key: QueryKey) => T,
): Promise<CacheUndo> {
  await client.cancelQueries({ queryKey });
  const undo: CacheUndo = [];
  for (const [key, data] of client.getQueriesData<T>({ queryKey })) {
    if (data === undefined) continue;
    client.setQueryData<T>(key, update(data, key));
    undo.push([key, data]);
  }
  return undo;
}

/** Puts back what an optimistic update replaced (the refresh after the write then reads the server's). */
export function undoPatches(client: QueryClient, undo: CacheUndo | undefined): void {
  for (const [queryKey, data] of undo ?? []) client.setQueryData(queryKey, data);
}
