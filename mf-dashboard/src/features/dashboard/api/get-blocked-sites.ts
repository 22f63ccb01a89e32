import { queryOptions } from '@tanstack/react-query';
import { createQueryKeys, getSupabase, toBlockedSites, toFriendlyError, type BlockedSite } from '@onething/shared-data';

// The dashboard's own read: what the shield blocked over the chart's days. The extension writes the log, so
// no write of the app refreshes it; it is read again when the dashboard opens.
const blockedSiteKeys = createQueryKeys('shield-block-log');

export async function fetchBlockedSites(firstDay: string, lastDay: string): Promise<BlockedSite[]> {
  const { data, error } = await getSupabase().rpc('blocked_sites', { p_first_day: firstDay, p_last_day: lastDay });
  if (error) throw toFriendlyError(error);
  return toBlockedSites(data);
}

export const blockedSitesQueryOptions = (userId: string, firstDay: string, lastDay: string) =>
  queryOptions({
    queryKey: blockedSiteKeys.list({ userId, firstDay, lastDay }),
    queryFn: () => fetchBlockedSites(firstDay, lastDay),
    refetchOnMount: 'always',
  });
