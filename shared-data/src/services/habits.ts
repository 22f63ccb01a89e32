import { getSupabase } from '../supabase';
import type { Habit, HabitInsert, HabitUpdate, Weekday } from '../types/database';
import { row, rows } from '../supabase/result';

/** What a user sets on a habit; streaks and the creation time are the database's. */
export type NewHabit = Omit<HabitInsert, 'user_id' | 'id' | 'created_at' | 'updated_at' | 'streak' | 'streak_last_day' | 'longest_streak'>;
export type HabitEdit = Omit<HabitUpdate, 'user_id' | 'id' | 'created_at' | 'updated_at' | 'streak' | 'streak_last_day' | 'longest_streak'>;

/** A habit's streaks today on the user's calendar (fair streaks, counted by the database). */
export type HabitStreak = { habit_id: string; current_streak: number; longest_streak: number };

export async function listHabits(userId: string): Promise<Habit[]> {
  return rows(
    await getSupabase().from('habits').select('*').eq('user_id', userId).order('created_at', { ascending: false }),
  );
}

export async function listHabitsForWeekday(userId: string, weekday: Weekday): Promise<Habit[]> {
  return rows(
    await getSupabase()
      .from('habits')
      .select('*')
      .eq('user_id', userId)
      .contains('scheduled_days', [weekday])
      .order('created_at', { ascending: false }),
  );
}

/** The signed-in user's streak per habit; a read-only GET, so it is cacheable and safe to retry. */
export async function listHabitStreaks(): Promise<HabitStreak[]> {
  return rows(await getSupabase().rpc('habit_streaks', {}, { get: true }));
}

export async function createHabit(userId: string, input: NewHabit): Promise<Habit> {
  return row(
    await getSupabase()
      .from('habits')
      .insert({ ...input, user_id: userId })
      .select()
      .single(),
  );
}

/** A new schedule makes the database recount the habit's streaks over its whole history. */
export async function updateHabit(id: string, patch: HabitEdit): Promise<Habit> {
  return row(await getSupabase().from('habits').update(patch).eq('id', id).select().single());
}
