// A habit write as the pages show it before the server answers (also offline): the row the database will
// hold (a new one is shared-data's `newHabitRow`), put in every cached list of the user's habits (all of them, or one weekday's), newest first as the
// lists are read.
import type { QueryKey } from '@tanstack/react-query';
import { formatTimeHHMMSS, parseTime, type Habit, type Weekday } from '@onething/shared-data';

/** The habit with the changes the user saved (the form sends them all). */
export function editedHabitRow(habit: Habit, changes: Partial<Habit>): Habit {
  const edited = { ...habit, ...changes, id: habit.id };
  return { ...edited, scheduled_time: formatTimeHHMMSS(parseTime(edited.scheduled_time)) };
}

/**
 * A cached habits list with `habit` in place of the row `id` (`null` removes it). The key says which list:
 * one weekday's holds only habits scheduled that day; the streaks list is not a list of habits.
 */
export function withHabit(list: Habit[], key: QueryKey, id: string, habit: Habit | null): Habit[] {
  const filters = (key[2] ?? {}) as { weekday?: Weekday; scope?: string };
  if (filters.scope || !Array.isArray(list)) return list;
  const rest = list.filter((h) => h.id !== id);
  if (!habit || (filters.weekday && !habit.scheduled_days.includes(filters.weekday))) return rest;
  return [...rest, habit].sort((a, b) => b.created_at.localeCompare(a.created_at));
}
