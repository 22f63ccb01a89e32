import { getSupabase } from '../../supabase';
import { done } from '../../supabase/result';

/** Deleting a step deletes its time blocks with it (on delete cascade), in one request. */
export async function deleteTask(id: string): Promise<void> {
  done(await getSupabase().from('one_thing_tasks').delete().eq('id', id));
}

/** A time block is a task with a start time, so deleting one is deleting that task. */
export const deleteTimeBlock = deleteTask;
