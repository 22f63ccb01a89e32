import { currentStreak, listCompletionsForHabit, updateHabit, type Habit } from '@onething/shared-data';

type StreakHabit = Pick<Habit, 'id' | 'created_at' | 'scheduled_days' | 'target_per_week'>;

/**
 * Writes the habit's `streak` column from the server's completions (fair streak), so the dashboard's
 * longest streak, which reads the column, matches what this page shows. Always writes: the caller's
 * copy of the row may be stale after an earlier toggle.
 */
export async function syncHabitStreak(habit: StreakHabit, userId: string, now: Date = new Date()): Promise<number> {
  const completions = await listCompletionsForHabit(habit.id, userId);
  const streak = currentStreak(habit, completions, now);
  await updateHabit(habit.id, { streak });
  return streak;
}
