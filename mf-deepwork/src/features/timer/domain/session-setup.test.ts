import { describe, expect, it } from 'vitest';
import type { SessionData } from '@onething/shared-data';
import { hasGoalConflict, parseSessionMinutes, sessionDataValidity } from './session-setup';

const T0 = Date.UTC(2026, 10, 23, 9, 0, 0);

describe('the duration picker', () => {
  it.each([
    ['25', 25],
    [' 90 ', 90],
    ['1', 1],
    ['240', 240],
    ['0', null],
    ['241', null],
    ['12.5', null],
    ['', null],
    ['abc', null],
  ])('parseSessionMinutes(%j) = %j', (input, expected) => {
    expect(parseSessionMinutes(input)).toBe(expected);
  });
});

describe('session data validity and the goal conflict', () => {
  const now = T0;
  const goal = { id: 'g1', progress: 40, completed_at: null };
  const data = (fields: Partial<SessionData>): SessionData => ({
    oneThingGoal: null,
    playbookData: null,
    timestamp: now,
    ...fields,
  });

  it.each([
    ['no data', null, goal, false, 'empty'],
    ['neither goal nor playbook', data({}), goal, false, 'empty'],
    [
      'older than 24 hours',
      data({ oneThingGoal: { id: 'g1' }, timestamp: now - 24 * 3600_000 - 1 }),
      goal,
      false,
      'stale',
    ],
    ['exactly 24 hours', data({ oneThingGoal: { id: 'g1' }, timestamp: now - 24 * 3600_000 }), goal, false, 'valid'],
    ['a goal without an id', data({ oneThingGoal: { title: 'x' } }), goal, false, 'invalid'],
    ['a playbook without an id', data({ playbookData: { title: 'x' } }), goal, false, 'invalid'],
    ['another goal than the active one', data({ oneThingGoal: { id: 'g2' } }), goal, false, 'invalid'],
    ['no active goal, no session', data({ oneThingGoal: { id: 'g1' } }), null, false, 'invalid'],
    ['no active goal, in a session', data({ oneThingGoal: { id: 'g1' } }), null, true, 'valid'],
    ['the active goal', data({ oneThingGoal: { id: 'g1' } }), goal, false, 'valid'],
    ['a playbook', data({ playbookData: { id: 'p1' } }), null, false, 'valid'],
  ] as const)('%s is %s', (_label, sessionData, active, inSession, expected) => {
    expect(sessionDataValidity(sessionData, active, inSession, now)).toBe(expected);
  });

  it('conflicts only with a different active goal that is not completed', () => {
    const mine = data({ oneThingGoal: { id: 'g2' } });
    expect(hasGoalConflict(mine, goal)).toBe(true);
    expect(hasGoalConflict(mine, { ...goal, progress: 100 })).toBe(false);
    expect(hasGoalConflict(mine, { ...goal, completed_at: '2026-11-23T10:00:00Z' })).toBe(false);
    expect(hasGoalConflict(data({ oneThingGoal: { id: 'g1' } }), goal)).toBe(false);
    expect(hasGoalConflict(data({ playbookData: { id: 'p1' } }), goal)).toBe(false);
    expect(hasGoalConflict(mine, null)).toBe(false);
  });
});
