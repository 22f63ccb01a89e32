import { getSupabase } from '../../supabase';
import { insertOnce } from '../../supabase/insert-once';
import type { Group, GroupInsert } from '../../types/database';

/** What a user sets on a new group, and optionally the id the client gave it. */
export type NewGroup = Pick<GroupInsert, 'id' | 'name' | 'description' | 'is_public'>;

/**
 * The owner becomes a member with role 'owner' through a database trigger. Sent again with the same id,
 * answers with the group the first request made and changes nothing.
 */
export async function createGroup(userId: string, input: NewGroup): Promise<Group> {
  const groups = () => getSupabase().from('groups');
  return insertOnce(
    input.id,
    () =>
      groups()
        .insert({ ...input, owner_id: userId })
        .select()
        .single(),
    (id) => groups().select().eq('id', id).eq('owner_id', userId).maybeSingle(),
  );
}
