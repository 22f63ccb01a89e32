import { createQueryKeys } from '../query/create-query-keys';
import type { Weekday } from '../types/database';

// Typed shortcuts exist so that two remotes reading the same data share one cache entry.

const habits = createQueryKeys('habits');
export const habitKeys = {
  ...habits,
  byUser: (userId: string) => habits.list({ userId }),
  byWeekday: (userId: string, weekday: Weekday) => habits.list({ userId, weekday }),
  /** Current and longest streak per habit, counted by the database; under habits so completions refresh it. */
  streaks: (userId: string) => habits.list({ userId, scope: 'streaks' }),
  /** Skipped days and pauses; under habits so completions, skips and pauses refresh it. */
  restDays: (userId: string) => habits.list({ userId, scope: 'rest-days' }),
  frozenDays: (habitId: string) => habits.list({ habitId, scope: 'frozen-days' }),
};

const habitCompletions = createQueryKeys('habit-completions');
export const habitCompletionKeys = {
  ...habitCompletions,
  byUser: (userId: string) => habitCompletions.list({ userId }),
  byHabit: (habitId: string, userId: string) => habitCompletions.list({ habitId, userId }),
  byDate: (userId: string, date: string) => habitCompletions.list({ userId, date }),
  range: (userId: string, from: string, to: string) => habitCompletions.list({ userId, from, to }),
};
