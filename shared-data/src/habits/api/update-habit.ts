import { getSupabase } from '../../supabase';
import { row } from '../../supabase/result';
import type { Habit, HabitUpdate } from '../../types/database';

/** What a user may change on a habit; streaks and the creation time are the database's. */
export type HabitEdit = Omit<
  HabitUpdate,
  | 'user_id'
  | 'id'
  | 'created_at'
  | 'updated_at'
  | 'streak'
  | 'streak_last_day'
  | 'longest_streak'
  | 'streak_freezes_held'
  | 'archived_at'
  | 'sort_order'
>;

/** A new schedule makes the database recount the habit's streaks over its whole history. */
export async function updateHabit(id: string, patch: HabitEdit): Promise<Habit> {
  return row(await getSupabase().from('habits').update(patch).eq('id', id).select().single());
}
