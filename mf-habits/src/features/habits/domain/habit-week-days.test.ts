import { describe, expect, it } from 'vitest';
import { canToggleOn, habitWeekDays } from './habit-week-days';

// Wednesday 2026-03-11, local noon. The week is Sunday 03-08 .. Saturday 03-14.
const NOW = new Date(2026, 2, 11, 12, 0);
const MWF = { scheduled_days: ['Monday', 'Wednesday', 'Friday'], target_per_week: 3, created_at: '2026-01-01' };

describe('habitWeekDays', () => {
  it('marks past scheduled days toggleable, today separately, future scheduled upcoming, others off', () => {
    const days = habitWeekDays(MWF, ['2026-03-09'], NOW);
    expect(days.map((d) => [d.weekday, d.kind, d.completed])).toEqual([
      ['Sunday', 'off', false],
      ['Monday', 'backfill', true],
      ['Tuesday', 'off', false],
      ['Wednesday', 'today', false],
      ['Thursday', 'off', false],
      ['Friday', 'upcoming', false],
      ['Saturday', 'off', false],
    ]);
  });

  it('does not offer days before the habit was created', () => {
    const created = { ...MWF, created_at: '2026-03-10' };
    expect(habitWeekDays(created, [], NOW).find((d) => d.weekday === 'Monday')?.kind).toBe('off');
  });

  it('a daily habit (target 7) offers every past day of the week', () => {
    const daily = { scheduled_days: [], target_per_week: 7, created_at: '2026-01-01' };
    expect(
      habitWeekDays(daily, [], NOW)
        .filter((d) => d.kind === 'backfill')
        .map((d) => d.weekday),
    ).toEqual(['Sunday', 'Monday', 'Tuesday']);
  });

  it('on a Sunday nothing of this week is in the past', () => {
    const sunday = new Date(2026, 2, 8, 9, 0);
    const daily = { scheduled_days: [], target_per_week: 7, created_at: '2026-01-01' };
    expect(habitWeekDays(daily, [], sunday).some((d) => d.kind === 'backfill')).toBe(false);
  });
});

describe('canToggleOn', () => {
  it.each([
    ['2026-03-09', true], // Monday, past, scheduled
    ['2026-03-10', false], // Tuesday, not scheduled
    ['2026-03-11', true], // today, scheduled
    ['2026-03-13', false], // Friday, future
    ['2026-03-06', false], // last week's Friday
  ])('%s -> %s', (date, expected) => {
    expect(canToggleOn(MWF, [], date, NOW)).toBe(expected);
  });

  it('today is not toggleable when the habit is not scheduled today', () => {
    const tueThu = { scheduled_days: ['Tuesday', 'Thursday'], target_per_week: 2, created_at: '2026-01-01' };
    expect(canToggleOn(tueThu, [], '2026-03-11', NOW)).toBe(false);
  });
});
