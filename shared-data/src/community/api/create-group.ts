import { getSupabase } from '../../supabase';
import { row } from '../../supabase/result';
import type { Group, GroupInsert } from '../../types/database';

export type NewGroup = Pick<GroupInsert, 'name' | 'description' | 'is_public'>;

/** The owner becomes a member with role 'owner' through a database trigger. */
export async function createGroup(userId: string, input: NewGroup): Promise<Group> {
  return row(
    await getSupabase()
      .from('groups')
      .insert({ ...input, owner_id: userId })
      .select()
      .single(),
  );
}
