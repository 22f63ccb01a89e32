import { getSupabase } from '../../supabase';
import { row } from '../../supabase/result';
import type { Goal } from '../../types/database';

/**
 * All steps of a playbook run in Deep Work are done: kept as an inactive, completed goal (`id`: the one the client
 * gave that goal). Sent again with the same id, records nothing more and answers with that goal.
 */
export async function completePlaybookRun(playbookId: string, id?: string): Promise<Goal> {
  return row(await getSupabase().rpc('complete_playbook_run', { p_playbook_id: playbookId, p_id: id }));
}
