import { getSupabase } from '../../supabase';
import { row } from '../../supabase/result';
import type { Goal } from '../../types/database';

/** Makes a goal the active one (the others are deactivated); refused while another active goal is open. */
export async function activateGoal(goalId: string): Promise<Goal> {
  return row(await getSupabase().rpc('activate_goal', { p_goal_id: goalId }));
}
