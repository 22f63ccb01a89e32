import { useAtomValue } from 'jotai';
import { useNavigate } from 'react-router-dom';
import { deepWorkNavigation } from './rules/links';
import { deepWorkSessionAtom } from '../store/deep-work-session';
import type { Goal, TimeBlock } from '../types/database';

/**
 * Opens /deep-work for the goal (the dashboard's and the planner's "Start deep work"): with it and today's
 * blocks as state, or without when the stored session already holds this goal, so a running session is
 * not replaced.
 */
export function useStartDeepWork() {
  const navigate = useNavigate();
  const session = useAtomValue(deepWorkSessionAtom);
  return (goal: Goal, todaysBlocks: TimeBlock[]) => {
    const { to, state } = deepWorkNavigation(goal, todaysBlocks, session);
    if (state) void navigate(to, { state });
    else void navigate(to);
  };
}
