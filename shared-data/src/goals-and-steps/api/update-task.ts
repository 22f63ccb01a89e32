import { getSupabase } from '../../supabase';
import { row } from '../../supabase/result';
import type { Task, TaskUpdate } from '../../types/database';

/** Direct edits of a time block's own fields (its title, times, instructions, criteria): a time block is a task with a start time. */
export async function updateTimeBlock(
  id: string,
  patch: Omit<TaskUpdate, 'status' | 'goal_id' | 'step_id'>,
): Promise<Task> {
  return row(await getSupabase().from('one_thing_tasks').update(patch).eq('id', id).select().single());
}
