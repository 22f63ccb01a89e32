import { describe, expect, it } from 'vitest';
import { keysBetween, dailyHabit as daily, mwfHabit as mwf } from '@onething/shared-data/testing';
import { WEEKDAYS } from '@onething/shared-data';
import { totalWeeklyTarget, weekCompletionDays, weeklyBarState, weeklyCount, weeklyPercent } from './weekly-progress';

describe('weeklyCount / weekCompletionDays / totals', () => {
  it.each([
    ['mid-week', new Date(2026, 2, 11, 15), ['2026-03-07', '2026-03-08', '2026-03-11', '2026-03-14', '2026-03-15'], 3],
    ['Sunday just after midnight', new Date(2026, 2, 8, 0, 10), ['2026-03-07', '2026-03-08'], 1],
    ['Saturday late night', new Date(2026, 2, 14, 23, 50), ['2026-03-07', '2026-03-08', '2026-03-14'], 2],
    [
      'week across a month boundary',
      new Date(2026, 3, 1, 9),
      ['2026-03-28', '2026-03-29', '2026-03-31', '2026-04-01'],
      3,
    ],
    ['NY DST week', new Date(2026, 2, 9, 1), keysBetween('2026-03-06', '2026-03-10'), 3],
    ['none', new Date(2026, 2, 9), [], 0],
  ])('%s', (_label, now, dates, expected) => {
    expect(weeklyCount(dates, now)).toBe(expected);
    expect(
      weeklyCount(
        dates.map((completion_date) => ({ completion_date })),
        now,
      ),
    ).toBe(expected);
  });

  it('weekCompletionDays marks Sunday..Saturday', () => {
    const days = weekCompletionDays(['2026-03-08', '2026-03-10', '2026-03-14', '2026-03-15'], new Date(2026, 2, 11));
    expect(days.map((d) => d.weekday)).toEqual([...WEEKDAYS]);
    expect(days.map((d) => d.key)).toEqual(keysBetween('2026-03-08', '2026-03-14'));
    expect(days.map((d) => d.completed)).toEqual([true, false, true, false, false, false, true]);
  });

  it('totalWeeklyTarget sums targets', () => {
    expect(totalWeeklyTarget([mwf(), daily(), { target_per_week: 1 }])).toBe(11);
    expect(totalWeeklyTarget([])).toBe(0);
  });
});

describe('weeklyBarState / weeklyPercent', () => {
  it.each([
    [5, 5, 'complete', 100],
    [6, 5, 'complete', 100],
    [4, 5, 'warning', 80],
    [3, 5, 'normal', 60],
    [6, 7, 'warning', 86],
    [5, 7, 'normal', 71],
    [1, 1, 'complete', 100],
    [0, 1, 'normal', 0],
    [1, 3, 'normal', 33],
    [2, 3, 'normal', 67],
    [0, 0, 'normal', 0],
  ])('%i of %i is %s at %i%%', (count, target, state, percent) => {
    expect(weeklyBarState(count, target)).toBe(state);
    expect(weeklyPercent(count, target)).toBe(percent);
  });
});
