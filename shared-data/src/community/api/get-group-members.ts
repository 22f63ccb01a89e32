import { queryOptions } from '@tanstack/react-query';
import { cacheProfiles } from '../../query/cache-profiles';
import { getSupabase } from '../../supabase';
import { rows } from '../../supabase/result';
import type { GroupMemberSummary } from '../../types/database';
import { groupKeys } from '../keys';

export async function listGroupMembers(groupId: string): Promise<GroupMemberSummary[]> {
  return rows(await getSupabase().rpc('group_member_summaries', { gid: groupId }));
}

export const groupMembersQueryOptions = (groupId: string) =>
  queryOptions({
    queryKey: groupKeys.members(groupId),
    queryFn: () => listGroupMembers(groupId),
    ...cacheProfiles.standard,
  });
