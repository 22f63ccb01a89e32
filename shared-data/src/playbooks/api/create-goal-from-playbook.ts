import { localDateKey } from '../../dates/dates';
import { getSupabase } from '../../supabase';
import { row } from '../../supabase/result';
import type { Goal } from '../../types/database';

/** The ids the client gives the rows it shows before the answer: by place in the playbook's steps and blocks. */
export type PlaybookRowIds = { stepIds: readonly string[]; blockIds: readonly string[] };

/**
 * "Use as ONE Thing": the new active goal with the playbook's steps and its blocks placed on `date` (the local
 * day). Refused with the active-goal message while an active goal is open, and with 'Time Conflict' when a
 * block cannot fit before midnight. `id`: the one the client gave the goal; sent again with it, answers with
 * that goal as it is and changes nothing. `rows`: the ids the steps and blocks get (made here when missing).
 */
export async function createGoalFromPlaybook(
  playbookId: string,
  date: string = localDateKey(),
  id?: string,
  rows?: PlaybookRowIds,
): Promise<Goal> {
  return row(
    await getSupabase().rpc('create_goal_from_playbook', {
      p_playbook_id: playbookId,
      p_date: date,
      p_id: id,
      p_step_ids: rows ? [...rows.stepIds] : undefined,
      p_block_ids: rows ? [...rows.blockIds] : undefined,
    }),
  );
}
