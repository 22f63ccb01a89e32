// What the planner's writes show before the server answers (also offline): the goal in the active-goal and
// goals caches, steps and blocks in every cached list of them. Each returns what it replaced (plain data,
// stored with a queued write) so a refusal puts it back; the refresh after the write reads the server's.
import type { QueryClient } from '@tanstack/react-query';
import {
  goalKeys,
  patchQueries,
  patchQuery,
  taskKeys,
  timeBlockKeys,
  type CacheUndo,
  type Goal,
  type Task,
} from '@onething/shared-data';

/**
 * The goal `goalId` changed by `change` in the user's caches; `null` removes it (deleted). The active-goal
 * cache drops a goal that is no longer active (completed).
 */
export async function showGoalChange(
  client: QueryClient,
  userId: string,
  goalId: string,
  change: (goal: Goal) => Goal | null,
): Promise<CacheUndo> {
  return [
    await patchQuery<Goal | null>(client, goalKeys.active(userId), (active) => {
      if (!active || active.id !== goalId) return active;
      const next = change(active);
      return next?.is_active ? next : null;
    }),
    await patchQuery<Goal[]>(client, goalKeys.byUser(userId), (goals) =>
      goals?.flatMap((goal) => (goal.id === goalId ? (change(goal) ?? []) : [goal])),
    ),
  ];
}

/** Every cached list of steps and of time blocks, changed by `change` (steps and blocks are both tasks). */
export async function showTaskChange(client: QueryClient, change: (tasks: Task[]) => Task[]): Promise<CacheUndo> {
  const lists = (tasks: Task[]) => (Array.isArray(tasks) ? change(tasks) : tasks);
  return [
    ...(await patchQueries<Task[]>(client, taskKeys.lists(), lists)),
    ...(await patchQueries<Task[]>(client, timeBlockKeys.lists(), lists)),
  ];
}
