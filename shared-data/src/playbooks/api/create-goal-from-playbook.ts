import { localDateKey } from '../../dates/dates';
import { getSupabase } from '../../supabase';
import { row } from '../../supabase/result';
import type { Goal } from '../../types/database';

/**
 * "Use as ONE Thing": the new active goal with the playbook's steps and its blocks placed on `date` (the local
 * day). Refused with the active-goal message while an active goal is open, and with 'Time Conflict' when a
 * block cannot fit before midnight. `id`: the one the client gave the goal; sent again with it, answers with
 * that goal as it is and changes nothing.
 */
export async function createGoalFromPlaybook(
  playbookId: string,
  date: string = localDateKey(),
  id?: string,
): Promise<Goal> {
  return row(
    await getSupabase().rpc('create_goal_from_playbook', { p_playbook_id: playbookId, p_date: date, p_id: id }),
  );
}
