import type { DeepWorkSessionState, Goal, TimeBlock } from '@onething/shared-data';

export const DEEP_WORK_PATH = '/deep-work';

export type DeepWorkNavigationState = { oneThingGoal: Goal; todaysBlocks: TimeBlock[] };

/**
 * Go with the goal and today's blocks as state, unless the deep work session already holds
 * this same goal; then go without state so the running session is not replaced.
 */
export function deepWorkNavigation(
  goal: Goal,
  todaysBlocks: TimeBlock[],
  session: Pick<DeepWorkSessionState, 'sessionData'> | null | undefined,
): { to: string; state?: DeepWorkNavigationState } {
  if (session?.sessionData?.oneThingGoal?.id === goal.id) return { to: DEEP_WORK_PATH };
  return { to: DEEP_WORK_PATH, state: { oneThingGoal: goal, todaysBlocks } };
}
