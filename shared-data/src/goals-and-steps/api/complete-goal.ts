import { getSupabase } from '../../supabase';
import { row } from '../../supabase/result';
import type { Goal } from '../../types/database';

/** 'Mark as Done': inactive, progress 100, completed now (a second call changes nothing). */
export async function completeGoal(id: string): Promise<Goal> {
  return row(await getSupabase().rpc('complete_goal', { p_goal_id: id }));
}
