// Today's habits as the checklist shows them: the ones scheduled today, in the order of the day.
import { isScheduledOn, isValidTime, parseTime, type HabitScheduleLike } from '@onething/shared-data';

export function isScheduledToday(habit: HabitScheduleLike, now: Date = new Date()): boolean {
  return isScheduledOn(habit, now);
}

/**
 * Habits in the order of the day: by scheduled time, then by name (case-insensitive), so the checklist
 * reads like the day's agenda. A habit without a valid time goes last.
 */
export function sortHabitsByTime<T extends { scheduled_time: string | null; name: string }>(habits: readonly T[]): T[] {
  const minutes = (habit: T) =>
    habit.scheduled_time != null && isValidTime(habit.scheduled_time) ? parseTime(habit.scheduled_time) : 24 * 60;
  return [...habits].sort(
    (a, b) => minutes(a) - minutes(b) || a.name.localeCompare(b.name, undefined, { sensitivity: 'base' }),
  );
}
