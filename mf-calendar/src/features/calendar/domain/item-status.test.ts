import { describe, expect, it } from 'vitest';
import type { CalendarItem } from './calendar';
import { MISSED_LABEL, isMissed } from './item-status';

const block = (overrides: Partial<CalendarItem> = {}): CalendarItem => ({
  key: 'time-block:b1',
  kind: 'time-block',
  section: 'scheduled',
  title: 'Draft chapter',
  date: '2026-10-14',
  start: 9 * 60,
  end: 10 * 60,
  done: false,
  href: '/one-thing',
  blockId: 'b1',
  ...overrides,
});
/** A local moment on 2026-10-14 (the day of the block above). */
const at = (hours: number, minutes = 0, day = 14) => new Date(2026, 9, day, hours, minutes);

describe('a missed time block', () => {
  it('is missed once its end has passed on its own day and its step is not done', () => {
    expect(isMissed(block(), at(10))).toBe(true);
    expect(isMissed(block(), at(10, 1))).toBe(true);
    expect(isMissed(block(), at(8, 0, 15))).toBe(true);
  });

  it('is not missed before its end (running now or later today) nor on an earlier day', () => {
    expect(isMissed(block(), at(9, 59))).toBe(false);
    expect(isMissed(block(), at(8))).toBe(false);
    expect(isMissed(block(), at(23, 0, 13))).toBe(false);
  });

  it('is never missed when done', () => {
    expect(isMissed(block({ done: true }), at(12))).toBe(false);
  });

  it('is a rule of time blocks only: habits, the ONE Thing and completed items are never missed', () => {
    expect(isMissed(block({ kind: 'habit', blockId: undefined, href: '/habits' }), at(12))).toBe(false);
    expect(isMissed(block({ kind: 'one-thing', start: null, end: null }), at(12, 0, 20))).toBe(false);
    expect(isMissed(block({ kind: 'deep-work', section: 'completed', done: true }), at(12))).toBe(false);
  });

  it('follows the block where it is drawn: moved to a later time it is no longer missed', () => {
    expect(isMissed(block({ start: 14 * 60, end: 15 * 60 }), at(12))).toBe(false);
  });

  it("reads 'Missed', as on the dashboard and /one-thing", () => {
    expect(MISSED_LABEL).toBe('Missed');
  });
});
