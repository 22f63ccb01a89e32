import {
  habitFirstDay,
  isScheduledOn,
  localDateKey,
  type CompletionInput,
  type DateKey,
  type HabitStreakLike,
  type Weekday,
} from '@onething/shared-data';
import { weekCompletionDays } from './weekly-progress';

/**
 * One day of a habit's row in its card:
 * - 'backfill': a past day of this week on which the habit was scheduled (and already existed): toggleable;
 * - 'today': toggled by the card's round button;
 * - 'upcoming': a scheduled day later this week, never toggleable;
 * - 'off': not scheduled, or before the habit was created.
 */
export type HabitDayKind = 'backfill' | 'today' | 'upcoming' | 'off';

export type HabitWeekDay = {
  key: DateKey;
  weekday: Weekday;
  kind: HabitDayKind;
  completed: boolean;
  scheduled: boolean;
};

export function habitWeekDays(
  habit: HabitStreakLike,
  completions: readonly CompletionInput[],
  now: Date = new Date(),
): HabitWeekDay[] {
  const todayKey = localDateKey(now);
  const createdKey = habitFirstDay(habit);
  return weekCompletionDays(completions, now).map(({ key, weekday, completed }) => {
    const scheduled = isScheduledOn(habit, key);
    const existed = createdKey === null || key >= createdKey;
    let kind: HabitDayKind;
    if (key === todayKey) kind = 'today';
    else if (!scheduled || !existed) kind = 'off';
    else kind = key < todayKey ? 'backfill' : 'upcoming';
    return { key, weekday, kind, completed, scheduled };
  });
}

/** The rule the mutation is guarded by: today when scheduled, or a backfill day of this week. */
export function canToggleOn(
  habit: HabitStreakLike,
  completions: readonly CompletionInput[],
  date: DateKey,
  now: Date = new Date(),
): boolean {
  const day = habitWeekDays(habit, completions, now).find((d) => d.key === date);
  if (!day) return false;
  if (day.kind === 'today') return day.scheduled;
  return day.kind === 'backfill';
}
