import type { DeepWorkSessionState } from '../../store/deep-work-session';
import type { Goal, TimeBlock } from '../../types/database';

export const DEEP_WORK_PATH = '/deep-work';

/** /deep-work starts a session at once when its URL carries this (the command palette's "Start a deep work session"). */
export const DEEP_WORK_START_PARAM = 'start';
export const DEEP_WORK_START_VALUE = 'now';
export const DEEP_WORK_START_HREF = `${DEEP_WORK_PATH}?${DEEP_WORK_START_PARAM}=${DEEP_WORK_START_VALUE}`;

/** What the planner and the dashboard hand to /deep-work for a goal. */
export type DeepWorkNavigationState = { oneThingGoal: Goal; todaysBlocks: TimeBlock[] };

/**
 * Go with the goal and today's blocks as state, unless the stored deep work session already holds this
 * same goal; then go without state so the running session is not replaced.
 */
export function deepWorkNavigation(
  goal: Goal,
  todaysBlocks: TimeBlock[],
  session: Pick<DeepWorkSessionState, 'sessionData'> | null | undefined,
): { to: string; state?: DeepWorkNavigationState } {
  if (session?.sessionData?.oneThingGoal?.id === goal.id) return { to: DEEP_WORK_PATH };
  return { to: DEEP_WORK_PATH, state: { oneThingGoal: goal, todaysBlocks } };
}
