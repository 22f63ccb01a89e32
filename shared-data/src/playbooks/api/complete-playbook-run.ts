import { getSupabase } from '../../supabase';
import { row } from '../../supabase/result';
import type { Goal } from '../../types/database';

/** All steps of a playbook run in Deep Work are done: kept as an inactive, completed goal. */
export async function completePlaybookRun(playbookId: string): Promise<Goal> {
  return row(await getSupabase().rpc('complete_playbook_run', { p_playbook_id: playbookId }));
}
