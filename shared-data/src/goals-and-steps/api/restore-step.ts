import { getSupabase } from '../../supabase';
import { row } from '../../supabase/result';
import type { Task } from '../../types/database';

/**
 * Puts back exactly what deleteStep removed (ids, completion, blocks, session links), once; only the step's id is
 * sent, never a copy of the rows. A block whose slot was taken since is refused as a time conflict and nothing is
 * restored.
 */
export async function restoreStep(stepId: string): Promise<Task> {
  return row(await getSupabase().rpc('restore_step', { p_step_id: stepId }));
}
