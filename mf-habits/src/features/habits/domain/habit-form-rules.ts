// The habit form's own rules: the duration input's bounds and the suggested time of a new habit (the field
// checks are shared-data's validateHabitForm: the shell's starter habits must pass them too).
import { HABIT_ASSUMED_DURATION, formatTimeHHMM, isValidTime, parseTime } from '@onething/shared-data';

export const HABIT_DURATION_MIN = 1;
export const HABIT_DURATION_MAX = 480;
/** The duration input's value when what was typed cannot be read as a number. */
export const HABIT_FORM_DEFAULT_DURATION = 15;
/** Suggested time for the first habit (our choice: a morning routine slot). */
export const DEFAULT_HABIT_TIME = '07:00';
const SUGGESTION_STEP_MINUTES = 15;

export type HabitTimeLike = { scheduled_time: string | null; duration_minutes?: number | null };

/**
 * Suggested time ('HH:MM') for a new habit: the first 15-minute boundary at or after the latest end
 * (scheduled_time + duration, 30 minutes when absent) among existing habits; 07:00 when there are none.
 * Capped at 23:45 rather than wrapping into the next morning.
 */
export function suggestDefaultTime(habits: readonly HabitTimeLike[]): string {
  const ends = habits
    .filter((habit) => habit.scheduled_time != null && isValidTime(habit.scheduled_time))
    .map((habit) => parseTime(habit.scheduled_time as string) + (habit.duration_minutes ?? HABIT_ASSUMED_DURATION));
  if (ends.length === 0) return DEFAULT_HABIT_TIME;
  const rounded = Math.ceil(Math.max(...ends) / SUGGESTION_STEP_MINUTES) * SUGGESTION_STEP_MINUTES;
  return formatTimeHHMM(Math.min(rounded, 24 * 60 - SUGGESTION_STEP_MINUTES));
}

/** Duration input: falls back to 15 when unreadable, then clamped to 1-480. */
export function parseDurationInput(value: string): number {
  const parsed = Number.parseInt(value.trim(), 10);
  if (Number.isNaN(parsed)) return HABIT_FORM_DEFAULT_DURATION;
  return Math.min(HABIT_DURATION_MAX, Math.max(HABIT_DURATION_MIN, parsed));
}
