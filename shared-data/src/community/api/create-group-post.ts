import { getSupabase } from '../../supabase';
import { insertOnce } from '../../supabase/insert-once';
import type { GroupPost } from '../../types/database';

/**
 * A member's own text post (`id`: the one the client gave it, else the database's); check-ins are written only
 * by the database. Sent again with the same id, answers with the post the first request made and changes
 * nothing.
 */
export async function createGroupPost(groupId: string, userId: string, body: string, id?: string): Promise<GroupPost> {
  const posts = () => getSupabase().from('group_posts');
  return insertOnce(
    id,
    () =>
      posts()
        .insert({ ...(id === undefined ? {} : { id }), group_id: groupId, user_id: userId, body })
        .select()
        .single(),
    (own) => posts().select().eq('id', own).eq('user_id', userId).maybeSingle(),
  );
}
