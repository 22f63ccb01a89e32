import { createQueryKeys } from '../query/create-query-keys';

// Typed shortcuts exist so that two remotes reading the same data share one cache entry.

const goals = createQueryKeys('goals');
export const goalKeys = {
  ...goals,
  byUser: (userId: string) => goals.list({ userId }),
  active: (userId: string) => goals.list({ userId, scope: 'active' }),
  /** Completed goals, newest first, paged; under goals so every goal change refreshes it. */
  history: (userId: string) => goals.list({ userId, scope: 'history' }),
};

const tasks = createQueryKeys('tasks');
export const taskKeys = {
  ...tasks,
  steps: (goalId: string) => tasks.list({ goalId }),
  byUser: (userId: string) => tasks.list({ userId }),
};

const timeBlocks = createQueryKeys('time-blocks');
export const timeBlockKeys = {
  ...timeBlocks,
  byGoal: (goalId: string) => timeBlocks.list({ goalId }),
};
