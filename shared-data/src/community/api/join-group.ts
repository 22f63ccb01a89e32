import { getSupabase } from '../../supabase';
import { isUniqueViolation } from '../../supabase/insert-once';
import { done } from '../../supabase/result';

/**
 * Public groups only; private ones are joined with an invite code (joinGroupByInvite). Joining a group one is in
 * already (a request sent again) succeeds: the membership's key is the group and the caller, so its 23505 can
 * only mean that.
 */
export async function joinGroup(groupId: string, userId: string): Promise<void> {
  const joined = await getSupabase().from('group_members').insert({ group_id: groupId, user_id: userId });
  if (isUniqueViolation(joined.error)) return;
  done(joined);
}
