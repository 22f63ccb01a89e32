import { QueryClient } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { habitCompletionKeys, habitKeys } from './keys';
import type { HabitCompletion } from '../types/database';
import {
  completionListCovers,
  completionsOf,
  hasCompletion,
  setCompletionInCaches,
  withCompletion,
} from './completion-cache';

const row = (habitId: string, date: string, userId = 'user-1'): HabitCompletion => ({
  id: `${habitId}-${date}`,
  habit_id: habitId,
  user_id: userId,
  completion_date: date,
  completed_at: `${date}T09:00:00.000Z`,
});

const base = [row('habit', '2026-03-09'), row('other', '2026-03-10')];
const target = { habitId: 'habit', userId: 'user-1', date: '2026-03-10' };

describe('withCompletion', () => {
  it('adds an optimistic row newest first and is idempotent', () => {
    const added = withCompletion(base, target, true);
    expect(added.map((c) => [c.habit_id, c.completion_date])).toEqual([
      ['other', '2026-03-10'],
      ['habit', '2026-03-10'],
      ['habit', '2026-03-09'],
    ]);
    expect(withCompletion(added, target, true)).toHaveLength(3);
  });

  it('removes only that habit-day, leaving other habits alone', () => {
    const removed = withCompletion(withCompletion(base, target, true), target, false);
    expect(removed).toHaveLength(2);
    expect(hasCompletion(removed, 'other', '2026-03-10')).toBe(true);
    expect(hasCompletion(removed, 'habit', '2026-03-10')).toBe(false);
  });

  it('treats a missing cache as empty', () => {
    expect(withCompletion(undefined, target, true)).toHaveLength(1);
    expect(completionsOf(undefined, 'habit')).toEqual([]);
  });
});

describe('completionListCovers', () => {
  it.each([
    ['the user list', habitCompletionKeys.byUser('user-1'), true],
    ['another user', habitCompletionKeys.byUser('user-2'), false],
    ['the habit list', habitCompletionKeys.byHabit('habit', 'user-1'), true],
    ['another habit', habitCompletionKeys.byHabit('other', 'user-1'), false],
    ['that date', habitCompletionKeys.byDate('user-1', '2026-03-10'), true],
    ['another date', habitCompletionKeys.byDate('user-1', '2026-03-11'), false],
    ['the week around it', habitCompletionKeys.range('user-1', '2026-03-08', '2026-03-14'), true],
    ['a range ending that day', habitCompletionKeys.range('user-1', '2025-12-21', '2026-03-10'), true],
    ['a range starting that day', habitCompletionKeys.range('user-1', '2026-03-10', '2026-03-10'), true],
    ['a range before it', habitCompletionKeys.range('user-1', '2026-03-01', '2026-03-07'), false],
    ['a range after it', habitCompletionKeys.range('user-1', '2026-03-11', '2026-03-17'), false],
    ['habits, not completions', habitKeys.byUser('user-1'), false],
  ])('%s: %s', (_label, key, covered) => {
    expect(completionListCovers(key, target)).toBe(covered);
  });
});

describe('setCompletionInCaches', () => {
  it('updates every cached list that shows the day (habits week, dashboard weeks) and nothing else', () => {
    const client = new QueryClient();
    const week = habitCompletionKeys.range('user-1', '2026-03-08', '2026-03-14');
    const twelveWeeks = habitCompletionKeys.range('user-1', '2025-12-21', '2026-03-10');
    const lastWeek = habitCompletionKeys.range('user-1', '2026-03-01', '2026-03-07');
    for (const key of [week, twelveWeeks, lastWeek]) client.setQueryData(key, base);

    setCompletionInCaches(client, target, true);
    expect(hasCompletion(client.getQueryData(week), 'habit', '2026-03-10')).toBe(true);
    expect(hasCompletion(client.getQueryData(twelveWeeks), 'habit', '2026-03-10')).toBe(true);
    expect(client.getQueryData(lastWeek)).toBe(base);

    setCompletionInCaches(client, target, false);
    expect(hasCompletion(client.getQueryData(week), 'habit', '2026-03-10')).toBe(false);
    expect(hasCompletion(client.getQueryData(twelveWeeks), 'habit', '2026-03-10')).toBe(false);
  });

  it('leaves lists that were never loaded unloaded', () => {
    const client = new QueryClient();
    const key = habitCompletionKeys.byUser('user-1');
    client.getQueryCache().build(client, { queryKey: key });
    setCompletionInCaches(client, target, true);
    expect(client.getQueryData(key)).toBeUndefined();
  });
});
