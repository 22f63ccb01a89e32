import { describe, expect, it } from 'vitest';
import {
  ACTIVE_GOAL_EXISTS_MESSAGE,
  CREATE_GOAL_BLOCKED_TOOLTIP,
  GOAL_PRIORITIES,
  mergeGoalHistoryPages,
  type GoalLike,
  canCreateGoal,
  deriveGoalStatus,
  formatDueDate,
  formatMoreCompleted,
  goalProgress,
  isGoalComplete,
  isGoalOverdue,
  isGoalPriority,
  todaysCompletedGoals,
} from './goals';

const steps = (...flags: boolean[]) => flags.map((completed) => ({ completed }));

const goal = (overrides: Partial<GoalLike> = {}): GoalLike => ({
  is_active: true,
  progress: 0,
  completed_at: null,
  deadline: null,
  ...overrides,
});

describe('goalProgress / isGoalComplete', () => {
  it.each([
    ['no steps', steps(), 0, false],
    ['none done', steps(false, false), 0, false],
    ['one of three (33.3 rounds down)', steps(true, false, false), 33, false],
    ['two of three (66.7 rounds up)', steps(true, true, false), 67, false],
    ['one of eight (12.5 rounds up)', steps(true, ...Array<boolean>(7).fill(false)), 13, false],
    ['all done', steps(true, true), 100, true],
    ['single done', steps(true), 100, true],
  ])('%s', (_label, list, progress, complete) => {
    expect(goalProgress(list)).toBe(progress);
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

describe('todaysCompletedGoals', () => {
  const now = new Date(2026, 2, 8, 23, 50);
  const doneAt = (date: Date, id: string) =>
    ({ ...goal({ is_active: false, progress: 100, completed_at: date.toISOString() }), id }) as GoalLike & {
      id: string;
    };

  it('keeps only inactive, 100% goals completed on the local day, newest first', () => {
    const goals = [
      doneAt(new Date(2026, 2, 8, 0, 15), 'early-today'),
      doneAt(new Date(2026, 2, 7, 23, 55), 'yesterday-late'),
      doneAt(new Date(2026, 2, 9, 0, 5), 'tomorrow'),
      doneAt(new Date(2026, 2, 8, 18), 'evening-today'),
      { ...doneAt(new Date(2026, 2, 8, 12), 'still-active'), is_active: true },
      { ...doneAt(new Date(2026, 2, 8, 12), 'not-100'), progress: 90 },
      { ...goal({ is_active: false, progress: 100 }), id: 'no-completed-at' },
    ];
    const { visible, moreCount } = todaysCompletedGoals(goals, now);
    expect(visible.map((g) => g.id)).toEqual(['evening-today', 'early-today']);
    expect(moreCount).toBe(0);
  });

  it.each([
    [0, 0, 0],
    [5, 5, 0],
    [6, 5, 1],
    [9, 5, 4],
  ])('%i completed today shows %i and %i more', (count, shown, more) => {
    const goals = Array.from({ length: count }, (_, i) => doneAt(new Date(2026, 2, 8, 9, i), `g${i}`));
    const result = todaysCompletedGoals(goals, now);
    expect(result.visible).toHaveLength(shown);
    expect(result.moreCount).toBe(more);
    if (count > 0) expect(result.visible[0]?.id).toBe(`g${count - 1}`);
  });

  it('accepts Postgres text timestamps', () => {
    const completedAt = new Date(2026, 2, 8, 10).toISOString().replace('T', ' ').replace('Z', '+00');
    const result = todaysCompletedGoals([goal({ is_active: false, progress: 100, completed_at: completedAt })], now);
    expect(result.visible).toHaveLength(1);
  });
});

describe('texts and constants', () => {
  it.each([
    [1, '+1 more completed today'],
    [4, '+4 more completed today'],
  ])('formatMoreCompleted(%i)', (n, text) => {
    expect(formatMoreCompleted(n)).toBe(text);
  });

  it('uses the spec wording', () => {
    expect(ACTIVE_GOAL_EXISTS_MESSAGE).toBe(
      'You already have an active ONE Thing goal. Complete it before creating a new one.',
    );
    expect(CREATE_GOAL_BLOCKED_TOOLTIP).toBe('Complete your current ONE Thing before creating a new one');
    expect(GOAL_PRIORITIES).toEqual(['Low', 'Medium', 'High', 'Critical']);
    expect(isGoalPriority('Critical')).toBe(true);
    expect(isGoalPriority('Urgent')).toBe(false);
  });
});

describe('mergeGoalHistoryPages', () => {
  it('keeps page order and lists a goal shifted onto the next page once', () => {
    const pages = [{ goals: [{ id: 'c' }, { id: 'b' }] }, { goals: [{ id: 'b' }, { id: 'a' }] }];
    expect(mergeGoalHistoryPages(pages).map((g) => g.id)).toEqual(['c', 'b', 'a']);
  });

  it('is empty without pages or goals', () => {
    expect(mergeGoalHistoryPages([])).toEqual([]);
    expect(mergeGoalHistoryPages([{ goals: [] }])).toEqual([]);
  });
});

describe('formatDueDate', () => {
  it('shows the deadline as a local calendar date', () => {
    expect(formatDueDate('2026-03-08')).toBe('Due Mar 8, 2026');
  });
});
