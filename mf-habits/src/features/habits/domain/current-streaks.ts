import type { HabitStreak } from '@onething/shared-data';

/** The current streak of each habit by id; 0 for a habit the answer does not list yet. */
export function currentStreakById(streaks: readonly HabitStreak[] | undefined): (habitId: string) => number {
  const byId = new Map((streaks ?? []).map((s) => [s.habit_id, s.current_streak]));
  return (habitId) => byId.get(habitId) ?? 0;
}
