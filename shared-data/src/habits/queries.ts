import { completionsQueryOptions } from './api/get-completions';
import { completionsInRangeQueryOptions } from './api/get-completions-in-range';
import { dayCompletionsQueryOptions } from './api/get-day-completions';
import { habitCompletionsQueryOptions } from './api/get-habit-completions';
import { frozenDaysQueryOptions, habitRestDaysQueryOptions } from './api/get-habit-rest-days';
import { habitStreaksQueryOptions } from './api/get-habit-streaks';
import { habitsQueryOptions } from './api/get-habits';
import { weekdayHabitsQueryOptions } from './api/get-weekday-habits';

// The reads every page shares, by the names the pages use (habitQueries.byUser(userId)): one key, fetcher
// and cache profile per read (habits standard; completions and streaks realtime), so every remote reading
// the same data shares one cache entry with the same freshness.

export const habitQueries = {
  byUser: habitsQueryOptions,
  byWeekday: weekdayHabitsQueryOptions,
  streaks: habitStreaksQueryOptions,
  restDays: habitRestDaysQueryOptions,
  frozenDays: frozenDaysQueryOptions,
};

export const habitCompletionQueries = {
  byUser: completionsQueryOptions,
  byHabit: habitCompletionsQueryOptions,
  byDate: dayCompletionsQueryOptions,
  range: completionsInRangeQueryOptions,
};
