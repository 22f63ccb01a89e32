// This week's progress of the habits: completions Sunday to Saturday (local days) against the weekly target.
import {
  addDaysLocal,
  completionKeys,
  daysOfWeek,
  localDateKey,
  weekStartSunday,
  weekdayName,
} from '@onething/shared-data';
import type { CompletionInput, DateKey, HabitScheduleLike, Weekday } from '@onething/shared-data';

export const WEEKLY_WARNING_RATIO = 0.8;

export type WeeklyBarState = 'complete' | 'warning' | 'normal';

/** Completions dated in this week (Sunday to Saturday, local). */
export function weeklyCount(completions: readonly CompletionInput[], now: Date = new Date()): number {
  const sunday = localDateKey(weekStartSunday(now));
  const saturday = localDateKey(addDaysLocal(weekStartSunday(now), 6));
  // The upper bound only matters for stray future-dated rows; "this week" means Sunday..Saturday.
  return [...completionKeys(completions)].filter((key) => key >= sunday && key <= saturday).length;
}

/** Rounded percent of the weekly target, capped at 100. */
export function weeklyPercent(count: number, target: number): number {
  if (target <= 0) return 0;
  return Math.min(100, Math.round((count / target) * 100));
}

/** Green at the target, warning colour from 80% of it, otherwise normal. */
export function weeklyBarState(count: number, target: number): WeeklyBarState {
  if (target <= 0) return 'normal';
  if (count >= target) return 'complete';
  if (count / target >= WEEKLY_WARNING_RATIO) return 'warning';
  return 'normal';
}

/** Sum of the weekly targets, for "completions this week against the total weekly target". */
export function totalWeeklyTarget(habits: readonly Pick<HabitScheduleLike, 'target_per_week'>[]): number {
  return habits.reduce((sum, habit) => sum + habit.target_per_week, 0);
}

export type WeekDayCompletion = { date: Date; key: DateKey; weekday: Weekday; completed: boolean };

/** The seven day circles of 'This Week's Progress', Sunday to Saturday. */
export function weekCompletionDays(
  completions: readonly CompletionInput[],
  now: Date = new Date(),
): WeekDayCompletion[] {
  const done = completionKeys(completions);
  return daysOfWeek(now).map((date) => {
    const key = localDateKey(date);
    return { date, key, weekday: weekdayName(date), completed: done.has(key) };
  });
}
