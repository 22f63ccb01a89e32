import { getSupabase } from '../../supabase';
import { insertOnce } from '../../supabase/insert-once';
import type { Playbook, PlaybookTask, PlaybookTimeBlock } from '../../types/database';

export type PlaybookInput = {
  /** The id the client gave the playbook; the database makes one when absent. */
  id?: string;
  title: string;
  description?: string | null;
  tasks?: PlaybookTask[];
  time_blocks?: PlaybookTimeBlock[];
};

/** Sent again with the same id, answers with the playbook the first request made and changes nothing. */
export async function createPlaybook(userId: string, input: PlaybookInput): Promise<Playbook> {
  const playbooks = () => getSupabase().from('playbooks');
  return insertOnce(
    input.id,
    () =>
      playbooks()
        .insert({
          ...(input.id === undefined ? {} : { id: input.id }),
          title: input.title,
          description: input.description ?? null,
          user_id: userId,
          tasks: input.tasks ?? [],
          time_blocks: input.time_blocks ?? [],
        })
        .select()
        .single(),
    (id) => playbooks().select().eq('id', id).eq('user_id', userId).maybeSingle(),
  );
}
