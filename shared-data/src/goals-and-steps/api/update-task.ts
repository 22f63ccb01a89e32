import { getSupabase } from '../../supabase';
import { row } from '../../supabase/result';
import type { Task, TaskUpdate } from '../../types/database';

/** Direct edits of a task's own fields (a time block's title, times, instructions, criteria). */
export async function updateTask(id: string, patch: Omit<TaskUpdate, 'status' | 'goal_id' | 'step_id'>): Promise<Task> {
  return row(await getSupabase().from('one_thing_tasks').update(patch).eq('id', id).select().single());
}

/** A time block is a task with a start time, so its edits are the task's. */
export const updateTimeBlock = updateTask;
