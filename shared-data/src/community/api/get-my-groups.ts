import { queryOptions } from '@tanstack/react-query';
import { getSupabase } from '../../supabase';
import { allPages } from '../../supabase/paging';
import type { Group } from '../../types/database';
import { groupKeys } from '../keys';

/** Groups the user belongs to (public or private), newest first. */
export async function listMyGroups(userId: string): Promise<Group[]> {
  const data = await allPages((from, to) =>
    getSupabase()
      .from('groups')
      .select('*, group_members!inner(user_id)')
      .eq('group_members.user_id', userId)
      .order('created_at', { ascending: false })
      .order('id', { ascending: false })
      .range(from, to),
  );
  return data.map(({ group_members: _members, ...group }) => group);
}

export const myGroupsQueryOptions = (userId: string) =>
  queryOptions({ queryKey: groupKeys.mine(userId), queryFn: () => listMyGroups(userId) });
