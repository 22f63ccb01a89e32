import { getSupabase } from '../supabase';
import type { Goal, Playbook, PlaybookTask, PlaybookTimeBlock, Task } from '../types/database';
import { USER_NOT_AUTHENTICATED } from './deep-work-sessions';
import { definedOnly, done, row, rows } from './result';
import { listSteps, listTimeBlocks } from './tasks';

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

export function toPlaybookTask(step: Task): PlaybookTask {
  return {
    id: step.id,
    title: step.title,
    completed: false,
    description: step.instructions,
    estimated_duration: step.duration_minutes,
    sort_order: step.sort_order,
  };
}

export function toPlaybookTimeBlock(block: Task): PlaybookTimeBlock {
  return {
    id: block.id,
    title: block.title,
    start_time: block.start_time,
    end_time: block.end_time,
    status: 'upcoming',
    instructions: block.instructions,
    completion_criteria: block.completion_criteria,
    step_number: block.step_number,
    date: block.date,
  };
}

/** "Save as playbook": copies the goal's steps (by sort_order) and time blocks into a new playbook. */
export async function createPlaybookFromGoal(
  userId: string,
  goal: Pick<Goal, 'id' | 'title' | 'description'>,
): Promise<Playbook> {
  const [steps, blocks] = await Promise.all([listSteps(goal.id), listTimeBlocks(goal.id)]);
  return createPlaybook(userId, {
    title: goal.title,
    description: goal.description,
    tasks: steps.map(toPlaybookTask),
    time_blocks: blocks.map(toPlaybookTimeBlock),
  });
}
