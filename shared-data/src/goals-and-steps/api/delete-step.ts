import { getSupabase } from '../../supabase';
import { row } from '../../supabase/result';
import type { Task, TimeBlock } from '../../types/database';

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
