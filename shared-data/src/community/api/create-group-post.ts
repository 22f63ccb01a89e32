import { getSupabase } from '../../supabase';
import { row } from '../../supabase/result';
import type { GroupPost } from '../../types/database';

/** A member's own text post; check-ins are written only by the database. */
export async function createGroupPost(groupId: string, userId: string, body: string): Promise<GroupPost> {
  return row(
    await getSupabase().from('group_posts').insert({ group_id: groupId, user_id: userId, body }).select().single(),
  );
}
