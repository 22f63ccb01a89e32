import { getSupabase } from '../../supabase';
import { row } from '../../supabase/result';

/** Returns the joined group's id. */
export async function joinGroupByInvite(code: string): Promise<string> {
  return row(await getSupabase().rpc('join_group_by_invite', { code }));
}
