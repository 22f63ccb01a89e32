import { getSupabase } from '../../supabase';
import { row } from '../../supabase/result';
import type { Playbook } from '../../types/database';

/**
 * "Save as playbook": the database copies the goal's steps (by sort order) and its time blocks into a new playbook
 * (`id`: the one the client gave it). Sent again with the same id, answers with that playbook and changes nothing.
 */
export async function saveGoalAsPlaybook(goalId: string, id?: string): Promise<Playbook> {
  // The rpc's row type knows the jsonb columns only as Json; the database stores them in the playbook shapes.
  return row(await getSupabase().rpc('save_goal_as_playbook', { p_goal_id: goalId, p_id: id })) as unknown as Playbook;
}
