import { getSupabase } from '../supabase';
import type { Goal, Task, TaskUpdate, TimeBlock } from '../types/database';
import { allPages } from '../supabase/paging';
import { done, row, rows } from '../supabase/result';

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

/** Every task and time block of the user, through the goal's user_id (tasks have no user_id); grows with years of use. */
export async function listTasksForUser(userId: string): Promise<Task[]> {
  const data = await allPages((from, to) =>
    getSupabase()
      .from('one_thing_tasks')
      .select('*, one_thing_goals!inner(user_id)')
      .eq('one_thing_goals.user_id', userId)
      .order('sort_order', { ascending: true })
      .order('id', { ascending: true })
      .range(from, to),
  );
  return data.map(({ one_thing_goals: _goal, ...task }) => task);
}

export type NewStep = {
  goalId: string;
  title: string;
  /** 'HH:MM' or 'HH:MM:SS' */
  startTime: string;
  /** Minutes, 1-180. */
  durationMinutes: number;
  /** The local day of its time block, yyyy-MM-dd. */
  date: string;
};

/**
 * A step and its time block in one transaction. An overlap with another block of that day is refused by the
 * database with SQLSTATE 23P01 (see isTimeConflict) and nothing is saved.
 */
export async function createStep(step: NewStep): Promise<Task> {
  return row(
    await getSupabase().rpc('create_step', {
      p_goal_id: step.goalId,
      p_title: step.title,
      p_start_time: step.startTime,
      p_duration_minutes: step.durationMinutes,
      p_date: step.date,
    }),
  );
}

export type StepEdit = {
  stepId: string;
  title: string;
  /** Moves this block of the step to startTime for durationMinutes (conflicts are refused like new blocks). */
  block?: { blockId: string; startTime: string; durationMinutes: number };
};

export async function updateStep(edit: StepEdit): Promise<Task> {
  return row(
    await getSupabase().rpc('update_step', {
      p_step_id: edit.stepId,
      p_title: edit.title,
      p_block_id: edit.block?.blockId,
      p_start_time: edit.block?.startTime,
      p_duration_minutes: edit.block?.durationMinutes,
    }),
  );
}

export type StepCompletion = {
  step: Task;
  goal: Goal;
  /** True only for the call that completed the goal (its last open step). */
  goal_completed: boolean;
};

/**
 * Sets a step to the intended state; sending the same state again changes nothing. Its time blocks follow,
 * the goal's progress is recomputed, and the goal completes when this was its last open step.
 */
export async function setStepCompleted(stepId: string, completed: boolean): Promise<StepCompletion> {
  return row(await getSupabase().rpc('set_step_completed', { p_step_id: stepId, p_completed: completed })) as unknown as StepCompletion;
}

/** Direct edits of a task's own fields (a time block's title, times, instructions, criteria). */
export async function updateTask(id: string, patch: Omit<TaskUpdate, 'status' | 'goal_id' | 'step_id'>): Promise<Task> {
  return row(await getSupabase().from('one_thing_tasks').update(patch).eq('id', id).select().single());
}

/** Deleting a step deletes its time blocks with it (on delete cascade), in one request. */
export async function deleteTask(id: string): Promise<void> {
  done(await getSupabase().from('one_thing_tasks').delete().eq('id', id));
}

// Time block edits reuse the task calls.
export const updateTimeBlock = updateTask;
export const deleteTimeBlock = deleteTask;
