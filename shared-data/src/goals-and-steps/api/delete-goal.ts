import { getSupabase } from '../../supabase';
import { done } from '../../supabase/result';

/** One request: the goal's steps and time blocks go with it (on delete cascade). */
export async function deleteGoal(id: string): Promise<void> {
  done(await getSupabase().from('one_thing_goals').delete().eq('id', id));
}
