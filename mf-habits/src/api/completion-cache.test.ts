import { describe, expect, it } from 'vitest';
import { completionRow, habitRow } from '../test/fixtures';
import { completionsOf, hasCompletion, withCompletion } from './completion-cache';

const habit = habitRow();
const other = habitRow();
const base = [completionRow(habit, '2026-03-09'), completionRow(other, '2026-03-10')];
const target = { habitId: habit.id, userId: habit.user_id, date: '2026-03-10' };

describe('withCompletion', () => {
  it('adds an optimistic row newest first and is idempotent', () => {
    const added = withCompletion(base, target, true);
    expect(added.map((c) => [c.habit_id, c.completion_date])).toEqual([
      [other.id, '2026-03-10'],
      [habit.id, '2026-03-10'],
      [habit.id, '2026-03-09'],
    ]);
    expect(withCompletion(added, target, true)).toHaveLength(3);
  });

  it('removes only that habit-day, leaving other habits alone', () => {
    const removed = withCompletion(withCompletion(base, target, true), target, false);
    expect(removed).toHaveLength(2);
    expect(hasCompletion(removed, other.id, '2026-03-10')).toBe(true);
    expect(hasCompletion(removed, habit.id, '2026-03-10')).toBe(false);
  });

  it('treats a missing cache as empty', () => {
    expect(withCompletion(undefined, target, true)).toHaveLength(1);
    expect(completionsOf(undefined, habit.id)).toEqual([]);
  });
});
