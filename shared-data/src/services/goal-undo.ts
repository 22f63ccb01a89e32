import { getSupabase } from '../supabase';
import type { Goal, Task, TimeBlock } from '../types/database';
import { row } from '../supabase/result';

/** A step as delete_step() removed it: its row, its time blocks and the deep work sessions that pointed at them. */
export type DeletedStep = {
  step: Task;
  blocks: TimeBlock[];
  session_links: { id: string; task_id: string }[];
};

/**
 * Deletes a step with its time blocks in one transaction and returns what was deleted, as stored. The database
 * keeps the same rows for a day so an undo (restoreStep) can put them back.
 */
export async function deleteStep(stepId: string): Promise<DeletedStep> {
  return row(await getSupabase().rpc('delete_step', { p_step_id: stepId })) as unknown as DeletedStep;
}

/**
 * Puts back exactly what deleteStep removed (ids, completion, blocks, session links), once; only the step's id is
 * sent, never a copy of the rows. A block whose slot was taken since is refused as a time conflict and nothing is
 * restored.
 */
export async function restoreStep(stepId: string): Promise<Task> {
  return row(await getSupabase().rpc('restore_step', { p_step_id: stepId }));
}

/**
 * Undoes completing a goal by its last step: the step open again and the goal active and not completed.
 * Refused while another active goal is open.
 */
export async function reopenGoalStep(stepId: string): Promise<{ step: Task; goal: Goal }> {
  return row(await getSupabase().rpc('reopen_goal_step', { p_step_id: stepId })) as unknown as { step: Task; goal: Goal };
}
