import { describe, expect, it } from 'vitest';
import { goalLike as goal, STEP_PROGRESS_CASES } from '@onething/shared-data/testing';
import type { GoalLike } from '@onething/shared-data';
import { formatMoreCompleted, goalProgress, todaysCompletedGoals } from './goal-progress';

describe('goalProgress', () => {
  it.each(STEP_PROGRESS_CASES)('%s', (_label, list, progress) => {
    expect(goalProgress(list)).toBe(progress);
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
});
