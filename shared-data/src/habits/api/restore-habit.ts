import { getSupabase } from '../../supabase';
import { row } from '../../supabase/result';
import type { Habit } from '../../types/database';

/** Puts a habit deleted with deleteHabitWithUndo back: same id, creation time, fields and completions. */
export async function restoreHabit(habitId: string): Promise<Habit> {
  return row(await getSupabase().rpc('restore_habit', { p_habit_id: habitId })) as unknown as Habit;
}
