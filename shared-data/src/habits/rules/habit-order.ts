// One order for habits wherever a list of them is shown (the habits page, its checklist, the dashboard's
// Today's Habits): the order of the day.
import { isValidTime, parseTime } from '../../dates/clock-times';

/** Where a habit without a valid scheduled time goes: after every time of the day. */
const NO_TIME = 24 * 60;

/**
 * Habits in the order of the day: by scheduled time, then by name (case-insensitive), so a list reads like the
 * day's agenda. A habit without a valid time goes last.
 */
/**
 * The habit list in the owner's order: the habits they placed (sort_order) first, in that order, then the
 * others in the order of the day. Until they reorder, it is the order of the day.
 */
export function sortHabitsByOwnOrder<
  T extends { scheduled_time: string | null; name: string; sort_order?: number | null },
>(habits: readonly T[]): T[] {
  const placed = habits.filter((habit) => habit.sort_order != null);
  const rest = habits.filter((habit) => habit.sort_order == null);
  return [...[...placed].sort((a, b) => (a.sort_order ?? 0) - (b.sort_order ?? 0)), ...sortHabitsByTime(rest)];
}

export function sortHabitsByTime<T extends { scheduled_time: string | null; name: string }>(habits: readonly T[]): T[] {
  const minutes = (habit: T) =>
    habit.scheduled_time != null && isValidTime(habit.scheduled_time) ? parseTime(habit.scheduled_time) : NO_TIME;
  return [...habits].sort(
    (a, b) => minutes(a) - minutes(b) || a.name.localeCompare(b.name, undefined, { sensitivity: 'base' }),
  );
}
