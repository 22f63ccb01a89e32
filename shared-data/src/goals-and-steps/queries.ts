import { activeGoalQueryOptions } from './api/get-active-goal';
import { goalsQueryOptions } from './api/get-goals';
import { stepsQueryOptions } from './api/get-steps';
import { timeBlocksQueryOptions } from './api/get-time-blocks';
import { userTasksQueryOptions } from './api/get-user-tasks';

// The reads every page shares, by the names the pages use (goalQueries.byUser(userId)): one key, fetcher
// and cache profile per read, so every remote reading the same data shares one cache entry.

export const goalQueries = { byUser: goalsQueryOptions, active: activeGoalQueryOptions };

export const taskQueries = { steps: stepsQueryOptions, byUser: userTasksQueryOptions };

export const timeBlockQueries = { byGoal: timeBlocksQueryOptions };
