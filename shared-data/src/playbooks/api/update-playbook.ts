import { getSupabase } from '../../supabase';
import { definedOnly, row } from '../../supabase/result';
import type { Playbook } from '../../types/database';

export type PlaybookPatch = Partial<Pick<Playbook, 'title' | 'description' | 'tasks' | 'time_blocks'>>;

/** Sends only the fields the caller provided. */
export async function updatePlaybook(id: string, patch: PlaybookPatch): Promise<Playbook> {
  const fields = definedOnly({
    title: patch.title,
    description: patch.description,
    tasks: patch.tasks,
    time_blocks: patch.time_blocks,
  });
  return row(await getSupabase().from('playbooks').update(fields).eq('id', id).select().single());
}
