import { getSupabase } from '../../supabase';
import { done } from '../../supabase/result';

export async function leaveGroup(groupId: string, userId: string): Promise<void> {
  done(await getSupabase().from('group_members').delete().eq('group_id', groupId).eq('user_id', userId));
}

/** Owner only (enforced by RLS): the same row goes as when the member leaves. */
export async function removeGroupMember(groupId: string, userId: string): Promise<void> {
  await leaveGroup(groupId, userId);
}
