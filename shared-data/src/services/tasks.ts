import { getSupabase } from '../supabase';
import type { Task, TaskInsert, TaskStatus, TaskUpdate, TimeBlock } from '../types/database';
import { done, row, rows } from './result';

/** Steps of a goal: tasks without a start time, in their manual order. */
export async function listSteps(goalId: string): Promise<Task[]> {
  return rows(
    await getSupabase()
      .from('one_thing_tasks')
      .select('*')
      .eq('goal_id', goalId)
      .is('start_time', null)
      .order('sort_order', { ascending: true }),
  );
}

/** Time blocks of a goal: tasks with a start time, by date then start time. */
export async function listTimeBlocks(goalId: string): Promise<TimeBlock[]> {
  const data = rows(
    await getSupabase()
      .from('one_thing_tasks')
      .select('*')
      .eq('goal_id', goalId)
      .not('start_time', 'is', null)
      .order('date', { ascending: true })
      .order('start_time', { ascending: true }),
  );
  return data as TimeBlock[];
}

/** Every task and time block of the user, through the goal's user_id (tasks have no user_id). */
export async function listTasksForUser(userId: string): Promise<Task[]> {
  const data = rows(
    await getSupabase()
      .from('one_thing_tasks')
      .select('*, one_thing_goals!inner(user_id)')
      .eq('one_thing_goals.user_id', userId)
      .order('sort_order', { ascending: true }),
  );
  return data.map(({ one_thing_goals: _goal, ...task }) => task);
}

export async function createTask(input: TaskInsert): Promise<Task> {
  return row(await getSupabase().from('one_thing_tasks').insert(input).select().single());
}

export async function updateTask(id: string, patch: TaskUpdate): Promise<Task> {
  return row(await getSupabase().from('one_thing_tasks').update(patch).eq('id', id).select().single());
}

export async function deleteTask(id: string): Promise<void> {
  done(await getSupabase().from('one_thing_tasks').delete().eq('id', id));
}

export async function deleteTasksByGoal(goalId: string): Promise<void> {
  done(await getSupabase().from('one_thing_tasks').delete().eq('goal_id', goalId));
}

/** Deleting a step deletes its time blocks. */
export async function deleteTimeBlocksByStep(stepId: string): Promise<void> {
  done(await getSupabase().from('one_thing_tasks').delete().eq('step_id', stepId));
}

/** Completing a step completes its time blocks; un-completing sets them back to upcoming. */
export async function setStepTimeBlocksStatus(stepId: string, status: TaskStatus): Promise<void> {
  done(
    await getSupabase()
      .from('one_thing_tasks')
      .update({ status })
      .eq('step_id', stepId),
  );
}

// Time block writes reuse the task calls (spec section 7).
export const createTimeBlock = createTask;
export const updateTimeBlock = updateTask;
export const deleteTimeBlock = deleteTask;
