import { getSupabase } from '../../supabase';
import { row } from '../../supabase/result';
import type { Goal, Task } from '../../types/database';

export type StepCompletion = {
  step: Task;
  goal: Goal;
  /** True only for the call that completed the goal (its last open step). */
  goal_completed: boolean;
};

/**
 * Sets a step to the intended state; sending the same state again changes nothing. Its time blocks follow,
 * the goal's progress is recomputed, and the goal completes when this was its last open step.
 */
export async function setStepCompleted(stepId: string, completed: boolean): Promise<StepCompletion> {
  return row(
    await getSupabase().rpc('set_step_completed', { p_step_id: stepId, p_completed: completed }),
  ) as unknown as StepCompletion;
}
