import { getSupabase } from '../../supabase';
import { maybeRow } from '../../supabase/result';
import type { Task, TimeBlock } from '../../types/database';

/** A step as delete_step() removed it: its row, its time blocks and the deep work sessions that pointed at them. */
export type DeletedStep = {
  step: Task;
  blocks: TimeBlock[];
  session_links: { id: string; task_id: string }[];
};

/**
 * Deletes a step with its time blocks in one transaction and returns what was deleted, as stored. The database
 * keeps the same rows for a day so an undo (restoreStep) can put them back. Deleting it again (a request sent
 * again) answers the same while those rows are kept, and null once they are gone.
 */
export async function deleteStep(stepId: string): Promise<DeletedStep | null> {
  return maybeRow(await getSupabase().rpc('delete_step', { p_step_id: stepId })) as unknown as DeletedStep | null;
}
