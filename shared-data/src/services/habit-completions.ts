import { getSupabase } from '../supabase';
import type { HabitCompletion } from '../types/database';
import { done, maybeRow, row, rows } from './result';

// Dates are local calendar days, yyyy-MM-dd.

export async function listCompletions(userId: string): Promise<HabitCompletion[]> {
  return rows(
    await getSupabase()
      .from('habit_completions')
      .select('*')
      .eq('user_id', userId)
      .order('completion_date', { ascending: false }),
  );
}

export async function listCompletionsForHabit(habitId: string, userId: string): Promise<HabitCompletion[]> {
  return rows(
    await getSupabase()
      .from('habit_completions')
      .select('*')
      .eq('habit_id', habitId)
      .eq('user_id', userId)
      .order('completion_date', { ascending: false }),
  );
}

export async function listCompletionsForDate(userId: string, date: string): Promise<HabitCompletion[]> {
  return rows(
    await getSupabase().from('habit_completions').select('*').eq('user_id', userId).eq('completion_date', date),
  );
}

/** Inclusive range of local days. */
export async function listCompletionsInRange(userId: string, from: string, to: string): Promise<HabitCompletion[]> {
  return rows(
    await getSupabase()
      .from('habit_completions')
      .select('*')
      .eq('user_id', userId)
      .gte('completion_date', from)
      .lte('completion_date', to)
      .order('completion_date', { ascending: false }),
  );
}

export async function createCompletion(habitId: string, userId: string, date: string): Promise<HabitCompletion> {
  return row(
    await getSupabase()
      .from('habit_completions')
      .insert({ habit_id: habitId, user_id: userId, completion_date: date })
      .select()
      .single(),
  );
}

export async function deleteCompletion(habitId: string, userId: string, date: string): Promise<void> {
  done(
    await getSupabase()
      .from('habit_completions')
      .delete()
      .eq('habit_id', habitId)
      .eq('user_id', userId)
      .eq('completion_date', date),
  );
}

/** Deletes the day's completion if there is one (→ false), otherwise creates it (→ true). */
export async function toggleCompletion(habitId: string, userId: string, date: string): Promise<boolean> {
  const existing = maybeRow(
    await getSupabase()
      .from('habit_completions')
      .select('id')
      .eq('habit_id', habitId)
      .eq('user_id', userId)
      .eq('completion_date', date)
      .maybeSingle(),
  );
  if (existing) {
    await deleteCompletion(habitId, userId, date);
    return false;
  }
  await createCompletion(habitId, userId, date);
  return true;
}
