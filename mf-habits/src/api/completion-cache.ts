import type { HabitCompletion } from '@onething/shared-data';

const OPTIMISTIC_PREFIX = 'optimistic-';

export function hasCompletion(
  completions: readonly HabitCompletion[] | undefined,
  habitId: string,
  date: string,
): boolean {
  return (completions ?? []).some((c) => c.habit_id === habitId && c.completion_date === date);
}

/**
 * The completions list with the habit's row for that day present or absent. Idempotent, so a
 * rollback can restore one habit-day without undoing other toggles that happened meanwhile.
 */
export function withCompletion(
  completions: readonly HabitCompletion[] | undefined,
  target: { habitId: string; userId: string; date: string },
  present: boolean,
): HabitCompletion[] {
  const list = completions ?? [];
  const others = list.filter((c) => !(c.habit_id === target.habitId && c.completion_date === target.date));
  if (!present) return others;
  const existing = list.find((c) => c.habit_id === target.habitId && c.completion_date === target.date);
  const row: HabitCompletion = existing ?? {
    id: `${OPTIMISTIC_PREFIX}${target.habitId}-${target.date}`,
    habit_id: target.habitId,
    user_id: target.userId,
    completion_date: target.date,
    completed_at: new Date().toISOString(),
  };
  // Newest date first, like the server's order.
  return [...others, row].sort((a, b) => b.completion_date.localeCompare(a.completion_date));
}

export function completionsOf(completions: readonly HabitCompletion[] | undefined, habitId: string): HabitCompletion[] {
  return (completions ?? []).filter((c) => c.habit_id === habitId);
}
