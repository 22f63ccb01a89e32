import { getSupabase } from '../../supabase';
import { row } from '../../supabase/result';
import type { Goal, Task } from '../../types/database';

/**
 * Undoes completing a goal by its last step: the step open again and the goal active and not completed.
 * Refused while another active goal is open.
 */
export async function reopenGoalStep(stepId: string): Promise<{ step: Task; goal: Goal }> {
  return row(await getSupabase().rpc('reopen_goal_step', { p_step_id: stepId })) as unknown as {
    step: Task;
    goal: Goal;
  };
}
