import { describe, expect, it } from 'vitest';
import { stepsDone as steps, goalLike as goal, STEP_PROGRESS_CASES } from '../../testing/rule-fixtures';
import {
  ACTIVE_GOAL_EXISTS_MESSAGE,
  canCreateGoal,
  deriveGoalStatus,
  formatDueDate,
  isGoalComplete,
  isGoalOverdue,
} from './goals';

describe('isGoalComplete', () => {
  it.each(STEP_PROGRESS_CASES)('%s', (_label, list, _progress, complete) => {
    expect(isGoalComplete(list)).toBe(complete);
  });
});

describe('deriveGoalStatus', () => {
  const now = new Date(2026, 2, 8, 23, 30);
  it.each([
    ['all steps done', goal({ deadline: '2026-03-01' }), steps(true, true), 'completed'],
    ['no steps, deadline yesterday', goal({ deadline: '2026-03-07' }), steps(), 'overdue'],
    ['some done, deadline passed', goal({ deadline: '2026-02-28' }), steps(true, false), 'overdue'],
    ['deadline today is not overdue', goal({ deadline: '2026-03-08' }), steps(), 'not-started'],
    ['deadline tomorrow, some done', goal({ deadline: '2026-03-09' }), steps(false, true), 'in-progress'],
    ['no deadline is never overdue', goal({ deadline: null }), steps(false), 'not-started'],
    ['no deadline, some done', goal(), steps(true, false), 'in-progress'],
    [
      'recorded complete without steps',
      goal({ is_active: false, progress: 100, completed_at: now.toISOString(), deadline: '2026-01-01' }),
      steps(),
      'completed',
    ],
    ['progress 100 without completed_at relies on steps', goal({ progress: 100 }), steps(), 'not-started'],
  ] as const)('%s', (_label, g, list, expected) => {
    expect(deriveGoalStatus(g, list, now)).toBe(expected);
  });

  it('is overdue only once the local day after the deadline starts', () => {
    const g = goal({ deadline: '2026-03-08' });
    expect(isGoalOverdue(g, new Date(2026, 2, 8, 23, 59, 59))).toBe(false);
    expect(isGoalOverdue(g, new Date(2026, 2, 9, 0, 0, 1))).toBe(true);
    expect(deriveGoalStatus(g, steps(false), new Date(2026, 2, 9, 0, 0, 1))).toBe('overdue');
  });
});

describe('canCreateGoal', () => {
  it.each([
    ['no active goal', null, undefined, true],
    ['undefined active goal', undefined, undefined, true],
    ['active, in progress', goal({ progress: 50 }), undefined, false],
    ['active, steps not all done', goal({ progress: 50 }), steps(true, false), false],
    ['active, no steps', goal(), steps(), false],
    ['active with progress 100', goal({ progress: 100 }), undefined, true],
    ['active with all steps done (not yet marked)', goal({ progress: 50 }), steps(true, true), true],
    ['goal already inactive', goal({ is_active: false }), undefined, true],
  ])('%s', (_label, active, list, expected) => {
    expect(canCreateGoal(active, list)).toBe(expected);
  });
});

describe('texts and constants', () => {
  it('uses the spec wording', () => {
    expect(ACTIVE_GOAL_EXISTS_MESSAGE).toBe(
      'You already have an active ONE Thing goal. Complete it before creating a new one.',
    );
  });
});

describe('formatDueDate', () => {
  it('shows the deadline as a local calendar date', () => {
    expect(formatDueDate('2026-03-08')).toBe('Due Mar 8, 2026');
  });
});
