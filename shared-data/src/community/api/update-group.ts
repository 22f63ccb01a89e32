import { getSupabase } from '../../supabase';
import { row } from '../../supabase/result';
import type { Group, GroupUpdate } from '../../types/database';

/** What the owner may change: the invite code, owner and times are the database's. */
export type GroupEdit = Pick<GroupUpdate, 'name' | 'description' | 'is_public'>;

export async function updateGroup(id: string, patch: GroupEdit): Promise<Group> {
  return row(await getSupabase().from('groups').update(patch).eq('id', id).select().single());
}
