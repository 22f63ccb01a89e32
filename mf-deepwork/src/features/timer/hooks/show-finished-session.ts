import type { QueryClient } from '@tanstack/react-query';
import { deepWorkKeys, type DeepWorkSession } from '@onething/shared-data';
import { listHoldsSession, withSession } from '../domain/finished-session-entry';

/**
 * Puts a session ended here into every cached list of sessions that holds it (see finished-session-entry.ts),
 * so the page's sessions and minutes, and the dashboard's, show it at once, also while it waits offline.
 */
export async function showFinishedSession(client: QueryClient, row: DeepWorkSession): Promise<void> {
  // A read in flight (or paused offline) must not land afterwards with the list from before.
  await client.cancelQueries({ queryKey: deepWorkKeys.lists() });
  for (const query of client.getQueryCache().findAll({ queryKey: deepWorkKeys.lists() })) {
    const filters = query.queryKey[2] as Readonly<Record<string, unknown>> | undefined;
    if (typeof filters !== 'object' || filters === null || !listHoldsSession(filters, row)) continue;
    client.setQueryData<DeepWorkSession[]>(query.queryKey, (list) => (list ? withSession(list, row) : list));
  }
}
