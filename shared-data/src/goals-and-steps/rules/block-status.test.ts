import { describe, expect, it } from 'vitest';
import { blockEndsAt, blockStatus } from './block-status';

const block = (date: string, start: string, end: string | null, extra: Record<string, unknown> = {}) => ({
  date,
  start_time: start,
  end_time: end,
  ...extra,
});

// 2026-03-08 14:00 local (a Sunday; the US changes to summer time that morning).
const now = new Date(2026, 2, 8, 14, 0);

describe('blockStatus', () => {
  it.each([
    ['ended earlier today, not done', block('2026-03-08', '09:00:00', '09:30:00'), 'missed'],
    ['ends exactly now', block('2026-03-08', '13:30:00', '14:00:00'), 'missed'],
    ['running now', block('2026-03-08', '13:45:00', '14:15:00'), 'upcoming'],
    ['later today', block('2026-03-08', '15:00:00', '15:30:00'), 'upcoming'],
    ['an earlier day', block('2026-03-07', '22:00:00', '23:00:00'), 'missed'],
    ['a later day, earlier time', block('2026-03-09', '09:00:00', '09:30:00'), 'upcoming'],
    ['done, though its time has passed', block('2026-03-08', '09:00:00', '09:30:00', { completed: true }), 'done'],
    ['done by status', block('2026-03-08', '16:00:00', '16:30:00', { status: 'completed' }), 'done'],
    ['no end: its duration counts', block('2026-03-08', '13:00:00', null, { duration_minutes: 90 }), 'upcoming'],
    ['no end, default 30 minutes', block('2026-03-08', '13:00:00', null), 'missed'],
  ])('%s: %s', (_label, given, expected) => {
    expect(blockStatus(given, now)).toBe(expected);
  });

  it('a block without a day or time is upcoming', () => {
    expect(blockStatus({ date: null, start_time: '09:00', end_time: '09:30' }, now)).toBe('upcoming');
    expect(blockStatus({ date: '2026-03-01', start_time: null, end_time: null }, now)).toBe('upcoming');
  });
});

describe('blockEndsAt', () => {
  it('is the local clock time on the block day, also on a daylight-saving day', () => {
    const end = blockEndsAt(block('2026-03-08', '09:00:00', '09:30:00'));
    expect([end?.getFullYear(), end?.getMonth(), end?.getDate(), end?.getHours(), end?.getMinutes()]).toEqual([
      2026, 2, 8, 9, 30,
    ]);
  });
});
