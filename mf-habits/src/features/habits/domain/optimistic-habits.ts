// A habit write as the pages show it before the server answers (also offline): the row the database will
// hold, put in every cached list of the user's habits (all of them, or one weekday's), newest first as the
// lists are read.
import type { QueryKey } from '@tanstack/react-query';
import { WEEKDAYS, type Habit, type NewHabit, type Weekday } from '@onething/shared-data';

const withSeconds = (time: string) => (time.length === 5 ? `${time}:00` : time);

/** The row a new habit will be: what the user set, the table's defaults for the rest, no streak yet. */
export function newHabitRow(id: string, userId: string, habit: NewHabit, now: string): Habit {
  return {
    category: habit.category ?? 'Wellness',
    description: habit.description ?? null,
    target_per_week: habit.target_per_week ?? 7,
    cue: habit.cue,
    routine: habit.routine ?? null,
    reward: habit.reward ?? null,
    difficulty: habit.difficulty ?? 'Easy',
    identity: habit.identity ?? null,
    two_minute_version: habit.two_minute_version,
    environment: habit.environment ?? null,
    habit_stack: habit.habit_stack ?? null,
    implementation_intention: habit.implementation_intention ?? null,
    scheduled_days: habit.scheduled_days ?? [...WEEKDAYS],
    scheduled_time: withSeconds(habit.scheduled_time),
    duration_minutes: habit.duration_minutes ?? null,
    linked_goal_id: habit.linked_goal_id ?? null,
    name: habit.name,
    id,
    user_id: userId,
    streak: 0,
    longest_streak: 0,
    streak_last_day: null,
    created_at: now,
    updated_at: now,
  };
}

/** The habit with the changes the user saved (the form sends them all). */
export function editedHabitRow(habit: Habit, changes: Partial<Habit>): Habit {
  const edited = { ...habit, ...changes, id: habit.id };
  return { ...edited, scheduled_time: withSeconds(edited.scheduled_time) };
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
