import { getSupabase } from '../../supabase';
import { row } from '../../supabase/result';
import type { Playbook, PlaybookTask, PlaybookTimeBlock } from '../../types/database';

export type PlaybookInput = {
  title: string;
  description?: string | null;
  tasks?: PlaybookTask[];
  time_blocks?: PlaybookTimeBlock[];
};

export async function createPlaybook(userId: string, input: PlaybookInput): Promise<Playbook> {
  return row(
    await getSupabase()
      .from('playbooks')
      .insert({
        title: input.title,
        description: input.description ?? null,
        user_id: userId,
        tasks: input.tasks ?? [],
        time_blocks: input.time_blocks ?? [],
      })
      .select()
      .single(),
  );
}
