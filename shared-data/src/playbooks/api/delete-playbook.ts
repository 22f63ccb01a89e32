import { getSupabase } from '../../supabase';
import { done } from '../../supabase/result';

export async function deletePlaybook(id: string): Promise<void> {
  done(await getSupabase().from('playbooks').delete().eq('id', id));
}
