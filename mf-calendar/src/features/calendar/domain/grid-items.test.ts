import { describe, expect, it } from 'vitest';
import type { CalendarItem } from './calendar';
import { blockTimeOf, clockLabel, gridItems, sameBlockTime } from './grid-items';

const item = (overrides: Partial<CalendarItem>): CalendarItem => ({
  key: 'time-block:b1',
  kind: 'time-block',
  section: 'scheduled',
  title: 'Draft chapter',
  date: '2026-10-14',
  start: 9 * 60,
  end: 10 * 60,
  done: false,
  href: '/one-thing',
  ...overrides,
});

describe('the hour grid’s items', () => {
  it('draws timed items only, and a done habit-day on its habit’s block rather than twice', () => {
    const block = item({});
    const habit = item({ key: 'habit:h1:2026-10-14', kind: 'habit', href: '/habits' });
    const habitDone = item({ key: 'habit-completion:h1', kind: 'habit-completion', section: 'completed' });
    const goal = item({ key: 'one-thing:g1', kind: 'one-thing', start: null, end: null });
    expect(gridItems([block, habit, habitDone, goal])).toEqual([block, habit]);
  });

  it('reads where an item is, an item without an end ending where it starts', () => {
    expect(blockTimeOf(item({}))).toEqual({ date: '2026-10-14', start: 540, end: 600 });
    expect(blockTimeOf(item({ end: null }))).toEqual({ date: '2026-10-14', start: 540, end: 540 });
  });

  it('compares two times by day, start and end', () => {
    const time = { date: '2026-10-14', start: 540, end: 600 } as const;
    expect(sameBlockTime(time, { ...time })).toBe(true);
    expect(sameBlockTime(time, { ...time, date: '2026-10-15' })).toBe(false);
    expect(sameBlockTime(time, { ...time, end: 615 })).toBe(false);
  });

  it('labels a minute of the day on the 12-hour clock', () => {
    expect(clockLabel(9 * 60 + 15)).toBe('9:15 AM');
    expect(clockLabel(22 * 60)).toBe('10:00 PM');
  });
});
