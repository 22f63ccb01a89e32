import { sessionsQueryOptions } from './api/get-sessions';
import { sessionsInRangeQueryOptions } from './api/get-sessions-in-range';
import { taskSessionsQueryOptions } from './api/get-task-sessions';
import { todaysSessionsQueryOptions } from './api/get-todays-sessions';

// The session reads every page shares, by the names the pages use (deepWorkQueries.today(userId)), all with
// the realtime cache profile, so every remote reading the same sessions shares one cache entry.

export const deepWorkQueries = {
  byUser: sessionsQueryOptions,
  byTask: taskSessionsQueryOptions,
  today: todaysSessionsQueryOptions,
  range: sessionsInRangeQueryOptions,
};
