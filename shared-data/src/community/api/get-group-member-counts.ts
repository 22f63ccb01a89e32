import { queryOptions } from '@tanstack/react-query';
import { getSupabase } from '../../supabase';
import { rows } from '../../supabase/result';
import { groupKeys } from '../keys';

/** Member counts of the groups the user can see. */
export async function listGroupMemberCounts(groupIds: readonly string[]): Promise<Record<string, number>> {
  if (groupIds.length === 0) return {};
  const data = rows(await getSupabase().rpc('group_member_counts', { gids: [...groupIds] }));
  return Object.fromEntries(data.map((r) => [r.group_id, r.member_count]));
}

export const groupMemberCountsQueryOptions = (groupIds: readonly string[]) =>
  queryOptions({
    queryKey: groupKeys.memberCounts(groupIds),
    queryFn: () => listGroupMemberCounts(groupIds),
  });
