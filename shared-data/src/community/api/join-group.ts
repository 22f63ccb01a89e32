import { getSupabase } from '../../supabase';
import { isUniqueViolation } from '../../supabase/insert-once';
import { done } from '../../supabase/result';

/**
 * Be a member of a public group; private ones are joined with an invite code (joinGroupByInvite). Joining a
 * group one is in already (a request sent again, a join queued on two devices) succeeds: the membership's key
 * is the group and the caller, so its 23505 can only mean that; and when the insert is refused because the
 * group has become private since, a membership the caller already has is read back and answers it.
 */
export async function joinGroup(groupId: string, userId: string): Promise<void> {
  const joined = await getSupabase().from('group_members').insert({ group_id: groupId, user_id: userId });
  if (!joined.error || isUniqueViolation(joined.error)) return;
  const own = await getSupabase()
    .from('group_members')
    .select('user_id')
    .eq('group_id', groupId)
    .eq('user_id', userId)
    .maybeSingle();
  if (own.data) return;
  done(joined);
}
