import { getSupabase } from '../supabase';
import { localDateKey } from '../dates/dates';
import type { Goal, Playbook, PlaybookTask, PlaybookTimeBlock } from '../types/database';
import { USER_NOT_AUTHENTICATED } from './deep-work-sessions';
import { definedOnly, done, row, rows } from '../supabase/result';

export type PlaybookInput = {
  title: string;
  description?: string | null;
  tasks?: PlaybookTask[];
  time_blocks?: PlaybookTimeBlock[];
};

export type PlaybookPatch = Partial<Pick<Playbook, 'title' | 'description' | 'tasks' | 'time_blocks'>>;

/** Throws 'User not authenticated' without a user; the query client does not retry that. */
export async function listPlaybooks(userId: string | null | undefined): Promise<Playbook[]> {
  if (!userId) throw new Error(USER_NOT_AUTHENTICATED);
  return rows(
    await getSupabase().from('playbooks').select('*').eq('user_id', userId).order('created_at', { ascending: false }),
  );
}

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

export async function deletePlaybook(id: string): Promise<void> {
  done(await getSupabase().from('playbooks').delete().eq('id', id));
}

/** "Save as playbook": the database copies the goal's steps (by sort order) and its time blocks into a new playbook. */
export async function saveGoalAsPlaybook(goalId: string): Promise<Playbook> {
  // The rpc's row type knows the jsonb columns only as Json; the database stores them in the playbook shapes.
  return row(await getSupabase().rpc('save_goal_as_playbook', { p_goal_id: goalId })) as unknown as Playbook;
}

/**
 * "Use as ONE Thing": the new active goal with the playbook's steps and its blocks placed on `date` (the local
 * day). Refused with the active-goal message while an active goal is open, and with 'Time Conflict' when a
 * block cannot fit before midnight.
 */
export async function createGoalFromPlaybook(playbookId: string, date: string = localDateKey()): Promise<Goal> {
  return row(await getSupabase().rpc('create_goal_from_playbook', { p_playbook_id: playbookId, p_date: date }));
}

/** All steps of a playbook run in Deep Work are done: kept as an inactive, completed goal. */
export async function completePlaybookRun(playbookId: string): Promise<Goal> {
  return row(await getSupabase().rpc('complete_playbook_run', { p_playbook_id: playbookId }));
}
