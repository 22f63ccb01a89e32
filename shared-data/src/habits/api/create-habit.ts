import { getSupabase } from '../../supabase';
import { row } from '../../supabase/result';
import type { Habit, HabitInsert } from '../../types/database';

/** What a user sets on a habit; streaks and the creation time are the database's. */
export type NewHabit = Omit<
  HabitInsert,
  'user_id' | 'id' | 'created_at' | 'updated_at' | 'streak' | 'streak_last_day' | 'longest_streak'
>;

export async function createHabit(userId: string, input: NewHabit): Promise<Habit> {
  return row(
    await getSupabase()
      .from('habits')
      .insert({ ...input, user_id: userId })
      .select()
      .single(),
  );
}
