// The habit form's own rules: the duration input's bounds, the suggested time of a new habit and the field
// checks with their messages.
import { HABIT_ASSUMED_DURATION, formatTimeHHMM, isHabitCategory, isValidTime, normalizeScheduledDays, parseTime } from '@onething/shared-data';

export const HABIT_DURATION_MIN = 1;
export const HABIT_DURATION_MAX = 480;
/** The duration input's value when what was typed cannot be read as a number. */
export const HABIT_FORM_DEFAULT_DURATION = 15;
/** Suggested time for the first habit (our choice: a morning routine slot). */
export const DEFAULT_HABIT_TIME = '07:00';
const SUGGESTION_STEP_MINUTES = 15;

export const HABIT_FORM_MESSAGES = {
  name: 'Habit name is required',
  category: 'Category is required',
  scheduled_time: 'Scheduled time is required',
  cue: 'Cue is required - what triggers this habit?',
  two_minute_version: "Start small - what's the 2-minute version?",
  scheduled_days: 'Please select at least one day',
} as const;

export type HabitFormField = keyof typeof HABIT_FORM_MESSAGES;
export type HabitFormErrors = Partial<Record<HabitFormField, string>>;

const blank = (value: string | null | undefined): boolean => value == null || value.trim() === '';

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

/** Field errors with the spec's messages; an empty object means valid. */
export function validateHabitForm(form: {
  name?: string | null;
  category?: string | null;
  scheduled_time?: string | null;
  cue?: string | null;
  two_minute_version?: string | null;
  scheduled_days?: readonly string[] | null;
}): HabitFormErrors {
  const errors: HabitFormErrors = {};
  if (blank(form.name)) errors.name = HABIT_FORM_MESSAGES.name;
  if (!isHabitCategory(form.category)) errors.category = HABIT_FORM_MESSAGES.category;
  if (blank(form.scheduled_time) || !isValidTime(form.scheduled_time as string)) {
    errors.scheduled_time = HABIT_FORM_MESSAGES.scheduled_time;
  }
  if (blank(form.cue)) errors.cue = HABIT_FORM_MESSAGES.cue;
  if (blank(form.two_minute_version)) errors.two_minute_version = HABIT_FORM_MESSAGES.two_minute_version;
  if (normalizeScheduledDays(form.scheduled_days).length === 0) {
    errors.scheduled_days = HABIT_FORM_MESSAGES.scheduled_days;
  }
  return errors;
}

export function hasFormErrors(errors: HabitFormErrors): boolean {
  return Object.keys(errors).length > 0;
}
