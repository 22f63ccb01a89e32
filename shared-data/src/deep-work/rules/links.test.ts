import { describe, expect, it } from 'vitest';
import type { Goal, TimeBlock } from '../../types/database';
import { deepWorkNavigation } from './links';

const goal = { id: 'g1', title: 'Goal' } as Goal;
const blocks = [{ id: 'b1', start_time: '09:00:00' }] as TimeBlock[];
const session = (id: string | undefined) => ({
  sessionData: { oneThingGoal: id ? { id } : null, playbookData: null, timestamp: 0 },
});

describe('deepWorkNavigation', () => {
  it("carries the goal and today's blocks when no session holds a goal", () => {
    expect(deepWorkNavigation(goal, blocks, { sessionData: null })).toEqual({
      to: '/deep-work',
      state: { oneThingGoal: goal, todaysBlocks: blocks },
    });
    expect(deepWorkNavigation(goal, blocks, session(undefined)).state).toBeDefined();
    expect(deepWorkNavigation(goal, blocks, undefined).state).toBeDefined();
  });

  it('carries state when the session holds a different goal', () => {
    expect(deepWorkNavigation(goal, blocks, session('other')).state?.oneThingGoal.id).toBe('g1');
  });

  it('goes without state when the session already holds this goal', () => {
    expect(deepWorkNavigation(goal, blocks, session('g1'))).toEqual({ to: '/deep-work' });
  });
});
