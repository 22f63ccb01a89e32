import { getSupabase } from '../supabase';
import type { HabitCompletion } from '../types/database';
import { allPages } from '../supabase/paging';
import { row, rows } from '../supabase/result';

// Dates are local calendar days, yyyy-MM-dd. Lists that span years are read page by page.

/** Every completion of the user, newest first (years of history: paged). */
export async function listCompletions(userId: string): Promise<HabitCompletion[]> {
  return allPages((from, to) =>
    getSupabase()
      .from('habit_completions')
      .select('*')
      .eq('user_id', userId)
      .order('completion_date', { ascending: false })
      .order('id', { ascending: true })
      .range(from, to),
  );
}

export async function listCompletionsForHabit(habitId: string, userId: string): Promise<HabitCompletion[]> {
  return allPages((from, to) =>
    getSupabase()
      .from('habit_completions')
      .select('*')
      .eq('habit_id', habitId)
      .eq('user_id', userId)
      .order('completion_date', { ascending: false })
      .order('id', { ascending: true })
      .range(from, to),
  );
}

export async function listCompletionsForDate(userId: string, date: string): Promise<HabitCompletion[]> {
  return rows(
    await getSupabase().from('habit_completions').select('*').eq('user_id', userId).eq('completion_date', date),
  );
}

/** Inclusive range of local days, newest first. */
export async function listCompletionsInRange(userId: string, from: string, to: string): Promise<HabitCompletion[]> {
  return allPages((first, last) =>
    getSupabase()
      .from('habit_completions')
      .select('*')
      .eq('user_id', userId)
      .gte('completion_date', from)
      .lte('completion_date', to)
      .order('completion_date', { ascending: false })
      .order('id', { ascending: true })
      .range(first, last),
  );
}

export type HabitCompletionState = {
  habit_id: string;
  completion_date: string;
  completed: boolean;
  /** The habit's streaks after the change, as the database counts them. */
  current_streak: number;
  longest_streak: number;
};

/**
 * Sets one habit-day to the intended state: "done" twice leaves one row, "not done" twice none, so a stale
 * tab or a retried request never inverts what the user clicked. The database refuses future days, days
 * before the habit existed and unscheduled days.
 */
export async function setHabitCompletion(habitId: string, date: string, completed: boolean): Promise<HabitCompletionState> {
  const result = await getSupabase().rpc('set_habit_completion', {
    p_habit_id: habitId,
    p_date: date,
    p_completed: completed,
  });
  return row(result) as unknown as HabitCompletionState;
}
