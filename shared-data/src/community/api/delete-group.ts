import { getSupabase } from '../../supabase';
import { done } from '../../supabase/result';

export async function deleteGroup(id: string): Promise<void> {
  done(await getSupabase().from('groups').delete().eq('id', id));
}
