// The row a new habit will be, built by the client so a page shows it at once, also offline, with the id the
// client made when the user acted (a tick queued behind the create lands on it): what the user set, the
// table's defaults for the rest, no streak yet.
import { formatTimeHHMMSS, parseTime } from '../../dates/clock-times';
import { WEEKDAYS, type Habit } from '../../types/database';
import type { NewHabit } from '../api/create-habit';

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
    scheduled_time: formatTimeHHMMSS(parseTime(habit.scheduled_time)),
    duration_minutes: habit.duration_minutes ?? null,
    linked_goal_id: habit.linked_goal_id ?? null,
    name: habit.name,
    id,
    user_id: userId,
    streak: 0,
    longest_streak: 0,
    streak_freezes_held: 0,
    history_start: null,
    archived_at: null,
    sort_order: null,
    streak_last_day: null,
    created_at: now,
    updated_at: now,
  };
}
