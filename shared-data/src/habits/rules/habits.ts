// The habit rules more than one app reads: schedules, completions, rates, the form's checks and what a saved
// habit is filled in with (the shell's onboarding saves starter habits too). The habit tracker's own rules (form checks,
// weekly progress, badges, history) live in mf-habits.
import {
  WEEKDAYS,
  type DateKey,
  type Weekday,
  localDateKey,
  localDaysBetween,
  toLocalDateKey,
  weekdayName,
} from '../../dates/dates';
import { HABIT_CATEGORIES, type HabitCategory } from '../../types/database';
import { buildImplementationIntention, defaultDescription, defaultIdentity } from './habit-defaults';
import { formatTimeHHMMSS, formatTimeRange, isValidTime, parseTime } from '../../dates/clock-times';

// ---------------------------------------------------------------------------------------------------
// Constants
// ---------------------------------------------------------------------------------------------------

// Same binding as the schema mirror's, so both can be star-exported from the package root.
export { HABIT_CATEGORIES, type HabitCategory };
export const DEFAULT_HABIT_CATEGORY: HabitCategory = 'Wellness';

export const DIFFICULTIES = ['Easy', 'Medium', 'Hard'] as const;
export type Difficulty = (typeof DIFFICULTIES)[number];
export const DEFAULT_DIFFICULTY: Difficulty = 'Easy';

/** Duration assumed for display and scheduling when a habit has none. */
export const HABIT_ASSUMED_DURATION = 30;

export const DEFAULT_HABIT_REWARD = 'I feel accomplished and one step closer to my goals';
export const DEFAULT_HABIT_ENVIRONMENT = "I'll set up my space to make this habit easy to do";

export const HABIT_FORM_MESSAGES = {
  name: 'Habit name is required',
  category: 'Category is required',
  scheduled_time: 'Scheduled time is required',
  cue: 'Cue is required - what triggers this habit?',
  two_minute_version: "Start small - what's the 2-minute version?",
  scheduled_days: 'Please select at least one day',
} as const;

// ---------------------------------------------------------------------------------------------------
// Input shapes (minimal, so full rows fit)
// ---------------------------------------------------------------------------------------------------

export type HabitScheduleLike = {
  scheduled_days: readonly string[] | null;
  target_per_week: number;
};

/**
 * created_at is a timestamp (or a date); without it, the earliest completion stands in for it. history_start:
 * the day the owner began the habit, when before it was added here.
 */
export type HabitStreakLike = HabitScheduleLike & { created_at?: string | null; history_start?: string | null };

/** A habit's first day: its creation day, or the earlier day its owner began it (history_start). */
export function habitFirstDay(habit: Pick<HabitStreakLike, 'created_at' | 'history_start'>): DateKey | null {
  const created = habit.created_at ? toLocalDateKey(habit.created_at) : null;
  const began = habit.history_start ?? null;
  if (created === null) return began;
  return began !== null && began < created ? began : created;
}

export type CompletionLike = { completion_date: string };
/** A completion row or its 'yyyy-MM-dd' date. */
export type CompletionInput = CompletionLike | DateKey;

export function isHabitCategory(value: unknown): value is HabitCategory {
  return typeof value === 'string' && (HABIT_CATEGORIES as readonly string[]).includes(value);
}

export function isDifficulty(value: unknown): value is Difficulty {
  return typeof value === 'string' && (DIFFICULTIES as readonly string[]).includes(value);
}

/** The local days (yyyy-MM-dd) of completion rows or dates, each once. */
export function completionKeys(completions: readonly CompletionInput[]): Set<DateKey> {
  return new Set(completions.map((c) => toLocalDateKey(typeof c === 'string' ? c : c.completion_date)));
}

// ---------------------------------------------------------------------------------------------------
// Schedule
// ---------------------------------------------------------------------------------------------------

/** Scheduled on that local day: its weekday is selected, or the habit is daily (target 7). */
export function isScheduledOn(habit: HabitScheduleLike, date: Date | string): boolean {
  if (habit.target_per_week >= 7) return true;
  return (habit.scheduled_days ?? []).includes(weekdayName(date));
}

/** Calendar rule: a habit appears on its scheduled weekdays, from its creation date on. */
export function isHabitVisibleOn(habit: HabitStreakLike, date: Date | string): boolean {
  const first = habitFirstDay(habit);
  if (first !== null && toLocalDateKey(date) < first) return false;
  return isScheduledOn(habit, date);
}

/** Scheduled days in Sunday-first order, unknown names and duplicates dropped. */
export function normalizeScheduledDays(days: readonly string[] | null | undefined): Weekday[] {
  const selected = new Set(days ?? []);
  return WEEKDAYS.filter((day) => selected.has(day));
}

export function isCompletedOn(completions: readonly CompletionInput[], date: Date | string): boolean {
  return completionKeys(completions).has(toLocalDateKey(date));
}

// ---------------------------------------------------------------------------------------------------
// Streaks and rates
// ---------------------------------------------------------------------------------------------------

/**
 * Completions between the first day (the creation day, or the earlier day the owner began the habit) and
 * today (inclusive) over the days in that span, as a rounded percent. Days are local calendar days, so the
 * creation time of day does not matter.
 */
export function completionRate(
  habit: { created_at: string; history_start?: string | null },
  completions: readonly CompletionInput[],
  now: Date = new Date(),
): number {
  const created = habitFirstDay(habit) ?? toLocalDateKey(habit.created_at);
  const today = localDateKey(now);
  const days = localDaysBetween(created, today) + 1;
  if (days <= 0) return 0;
  const counted = [...completionKeys(completions)].filter((key) => key >= created && key <= today).length;
  return Math.round((counted / days) * 100);
}

/** The "longest streak" figure: the best current streak among the habits (0 with no habits). */
export function longestHabitStreak(streaks: readonly { current_streak: number }[]): number {
  return streaks.reduce((best, habit) => Math.max(best, habit.current_streak), 0);
}

// ---------------------------------------------------------------------------------------------------
// Times
// ---------------------------------------------------------------------------------------------------

/** '7:00 AM - 7:30 AM'; 30 minutes when the habit has no duration. Wraps past midnight like a clock. */
export function habitTimeRange(habit: { scheduled_time: string; duration_minutes?: number | null }): string {
  const start = parseTime(habit.scheduled_time);
  const end = formatTimeHHMMSS(start + (habit.duration_minutes ?? HABIT_ASSUMED_DURATION));
  return formatTimeRange(habit.scheduled_time, end);
}

// ---------------------------------------------------------------------------------------------------
// The form's checks and what a saved habit is filled in with
// ---------------------------------------------------------------------------------------------------

export type HabitFormInput = {
  name: string;
  category?: string | null;
  description?: string | null;
  cue: string;
  routine?: string | null;
  reward?: string | null;
  difficulty?: string | null;
  identity?: string | null;
  two_minute_version: string;
  environment?: string | null;
  habit_stack?: string | null;
  implementation_intention?: string | null;
  scheduled_days: readonly string[];
  scheduled_time: string;
  duration_minutes?: number | null;
  target_per_week?: number;
};

export type HabitDraft = {
  name: string;
  category: HabitCategory;
  description: string;
  cue: string;
  routine: string;
  reward: string;
  difficulty: Difficulty;
  identity: string;
  two_minute_version: string;
  environment: string;
  habit_stack: string | null;
  implementation_intention: string;
  scheduled_days: Weekday[];
  scheduled_time: string;
  duration_minutes: number | null;
  target_per_week: number;
};

export type HabitFormField = keyof typeof HABIT_FORM_MESSAGES;
export type HabitFormErrors = Partial<Record<HabitFormField, string>>;

const blank = (value: string | null | undefined): boolean => value == null || value.trim() === '';

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

const orDefault = (value: string | null | undefined, fallback: string): string =>
  blank(value) ? fallback : (value as string).trim();

/**
 * What is saved: text trimmed, blank optionals replaced by the spec's defaults, days in Sunday-first
 * order and target_per_week = the number of selected days. Run validateHabitForm first.
 */
export function applyHabitDefaults<T extends HabitFormInput>(form: T): Omit<T, keyof HabitDraft> & HabitDraft {
  const name = form.name.trim();
  const category = isHabitCategory(form.category) ? form.category : DEFAULT_HABIT_CATEGORY;
  const twoMinute = form.two_minute_version.trim();
  const cue = form.cue.trim();
  const scheduledDays = normalizeScheduledDays(form.scheduled_days);
  const scheduledTime = isValidTime(form.scheduled_time)
    ? formatTimeHHMMSS(parseTime(form.scheduled_time))
    : form.scheduled_time;
  const draft: HabitDraft = {
    name,
    category,
    description: orDefault(form.description, defaultDescription(category, name)),
    cue,
    routine: orDefault(form.routine, twoMinute),
    reward: orDefault(form.reward, DEFAULT_HABIT_REWARD),
    difficulty: isDifficulty(form.difficulty) ? form.difficulty : DEFAULT_DIFFICULTY,
    identity: orDefault(form.identity, defaultIdentity(name)),
    two_minute_version: twoMinute,
    environment: orDefault(form.environment, DEFAULT_HABIT_ENVIRONMENT),
    habit_stack: blank(form.habit_stack) ? null : (form.habit_stack as string).trim(),
    implementation_intention: orDefault(
      form.implementation_intention,
      buildImplementationIntention(name, form.scheduled_time, cue),
    ),
    scheduled_days: scheduledDays,
    scheduled_time: scheduledTime,
    duration_minutes: form.duration_minutes ?? null,
    target_per_week: scheduledDays.length,
  };
  return { ...form, ...draft };
}
