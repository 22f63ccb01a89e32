import type { QueryClient } from '@tanstack/react-query';
import { patchQuery, type CacheUndo } from '../offline/optimistic-cache';
import type { Goal, Task, TimeBlock } from '../types/database';
import { goalKeys, taskKeys, timeBlockKeys } from './keys';
import { withNewGoal } from './rules/new-rows';

/**
 * A new active goal in the user's caches at once, also offline (the planner's, a playbook's, onboarding's):
 * the active goal, the top of the goals list, and its steps and blocks (none for a goal made by hand, so
 * the page shows the goal, not a loading state). Returns what it replaced, for a refusal to put back.
 */
export async function showNewGoal(
  client: QueryClient,
  userId: string,
  goal: Goal,
  rows: { steps: Task[]; blocks: TimeBlock[] } = { steps: [], blocks: [] },
): Promise<CacheUndo> {
  return [
    await patchQuery<Goal | null>(client, goalKeys.active(userId), () => goal),
    await patchQuery<Goal[]>(client, goalKeys.byUser(userId), (goals) => goals && withNewGoal(goals, goal)),
    // A replay finds them already set.
    await patchQuery<Task[]>(client, taskKeys.steps(goal.id), (steps) => steps ?? rows.steps),
    await patchQuery<TimeBlock[]>(client, timeBlockKeys.byGoal(goal.id), (blocks) => blocks ?? rows.blocks),
  ];
}
