import { getSupabase } from '../../supabase';
import { row } from '../../supabase/result';

// Deleting a habit with a way back: the database keeps the habit and its completions aside, and puts back
// exactly that when asked by id (restoreHabit), so the client never sends a copy of what it wants restored.

/** Deletes the habit and its completions, keeping them aside for restoreHabit. */
export async function deleteHabitWithUndo(habitId: string): Promise<void> {
  row(await getSupabase().rpc('delete_habit', { p_habit_id: habitId }));
}
