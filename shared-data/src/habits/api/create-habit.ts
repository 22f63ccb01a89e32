import { getSupabase } from '../../supabase';
import { insertOnce } from '../../supabase/insert-once';
import type { Habit, HabitInsert } from '../../types/database';

/**
 * What a user sets on a habit, and optionally the id the client gave it; streaks and the creation time are
 * the database's.
 */
export type NewHabit = Omit<
  HabitInsert,
  'user_id' | 'created_at' | 'updated_at' | 'streak' | 'streak_last_day' | 'longest_streak'
>;

/** Sent again with the same id, answers with the habit the first request made and changes nothing. */
export async function createHabit(userId: string, input: NewHabit): Promise<Habit> {
  const habits = () => getSupabase().from('habits');
  return insertOnce(
    input.id,
    () =>
      habits()
        .insert({ ...input, user_id: userId })
        .select()
        .single(),
    (id) => habits().select().eq('id', id).eq('user_id', userId).maybeSingle(),
  );
}
