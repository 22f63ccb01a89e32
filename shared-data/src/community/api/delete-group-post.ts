import { getSupabase } from '../../supabase';
import { done } from '../../supabase/result';

export async function deleteGroupPost(id: string): Promise<void> {
  done(await getSupabase().from('group_posts').delete().eq('id', id));
}
