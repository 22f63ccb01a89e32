// Rest days: skipped days and pauses (vacations) neither break nor extend a streak, and do not count against
// the weekly target. The database keeps the streak rule (habit_walk); these are the same facts for display.
import type { HabitPause, HabitRestDays } from '../api/get-habit-rest-days';

/** The pause of a habit that holds `day` (yyyy-MM-dd), if any. */
export function pauseOn(pauses: readonly HabitPause[], habitId: string, day: string): HabitPause | null {
  return pauses.find((p) => p.habit_id === habitId && p.first_day <= day && day <= p.last_day) ?? null;
}

/** Whether a habit is skipped on a day. */
export function isSkippedOn(rest: HabitRestDays | undefined, habitId: string, day: string): boolean {
  return (rest?.skips ?? []).some((s) => s.habit_id === habitId && s.skip_date === day);
}

/** Whether a day is a rest day of the habit: skipped, or in one of its pauses. */
export function isRestDay(rest: HabitRestDays | undefined, habitId: string, day: string): boolean {
  return isSkippedOn(rest, habitId, day) || pauseOn(rest?.pauses ?? [], habitId, day) !== null;
}

/** The last day of the pause a habit is in today, or null when it is not paused today. */
export function pausedUntil(rest: HabitRestDays | undefined, habitId: string, today: string): string | null {
  return pauseOn(rest?.pauses ?? [], habitId, today)?.last_day ?? null;
}
