import { getSupabase } from '../../supabase';
import { done } from '../../supabase/result';

/** Public groups only; private ones are joined with an invite code (joinGroupByInvite). */
export async function joinGroup(groupId: string, userId: string): Promise<void> {
  done(await getSupabase().from('group_members').insert({ group_id: groupId, user_id: userId }));
}
