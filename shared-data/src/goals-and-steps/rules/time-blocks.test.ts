import { describe, expect, it } from 'vitest';
import { type TimeBlockLike, blockEndTime, blocksForDate, hasTimeConflict, sortBlocks } from './time-blocks';

const block = (start: string | null, end: string | null, extra: Partial<TimeBlockLike> = {}): TimeBlockLike => ({
  date: '2026-03-08',
  start_time: start,
  end_time: end,
  ...extra,
});

describe('blockEndTime', () => {
  it.each([
    ['09:00', 30, '09:30:00'],
    ['22:00:00', 180, '23:59:00'],
    ['23:45', 30, '23:59:00'],
  ])('blockEndTime(%s, %i) stays on the same day: %s', (start, duration, end) => {
    expect(blockEndTime(start, duration)).toBe(end);
  });
});

describe('hasTimeConflict', () => {
  // Existing: 09:00-10:00 and 13:00-14:00.
  const existing = [block('09:00:00', '10:00:00', { id: 'a' }), block('13:00:00', '14:00:00', { id: 'b' })];

  it.each([
    ['start inside another block', '09:30', '10:30', true],
    ['end inside another block', '08:30', '09:30', true],
    ['enclosing another block', '08:00', '11:00', true],
    ['inside another block', '09:15', '09:45', true],
    ['identical to another block', '09:00', '10:00', true],
    ['same start, shorter', '09:00', '09:30', true],
    ['same end, later start', '09:30', '10:00', true],
    ['touching the end (starts when another ends) is allowed', '10:00', '10:30', false],
    ['touching the start (ends when another starts) is allowed', '08:00', '09:00', false],
    ['filling the gap exactly is allowed', '10:00', '13:00', false],
    ['free slot', '11:00', '12:00', false],
    ['evening', '18:00:00', '18:30:00', false],
  ])('%s', (_label, start, end, expected) => {
    expect(hasTimeConflict(start, end, existing)).toBe(expected);
  });

  it('ignores the block being edited', () => {
    expect(hasTimeConflict('09:15', '09:45', existing, { ignoreId: 'a' })).toBe(false);
    expect(hasTimeConflict('09:15', '13:30', existing, { ignoreId: 'a' })).toBe(true);
  });

  it('uses the duration (or 30 minutes) for a block without an end time, and skips plain steps', () => {
    expect(hasTimeConflict('15:30', '16:00', [block('15:00', null, { duration_minutes: 45 })])).toBe(true);
    expect(hasTimeConflict('15:45', '16:00', [block('15:00', null, { duration_minutes: 45 })])).toBe(false);
    expect(hasTimeConflict('15:15', '15:20', [block('15:00', null)])).toBe(true);
    expect(hasTimeConflict('15:30', '16:00', [block('15:00', null)])).toBe(false);
    expect(hasTimeConflict('09:00', '10:00', [block(null, null)])).toBe(false);
  });

  it('has no conflict with an empty day', () => {
    expect(hasTimeConflict('09:00', '09:30', [])).toBe(false);
  });
});

describe('blocksForDate / sortBlocks', () => {
  const blocks = [
    { id: '1', date: '2026-03-09', start_time: '08:00:00', end_time: '09:00:00' },
    { id: '2', date: '2026-03-08', start_time: '14:00:00', end_time: '15:00:00' },
    { id: '3', date: '2026-03-08', start_time: '09:30', end_time: '10:00' },
    { id: '4', date: null, start_time: '07:00', end_time: '08:00' },
    { id: '5', date: '2026-03-08', start_time: '09:00:00', end_time: '09:30:00' },
    { id: '6', date: '2026-02-28', start_time: '23:00:00', end_time: '23:30:00' },
  ];

  it.each([
    ['a local Date late at night', new Date(2026, 2, 8, 23, 59), ['2', '3', '5']],
    ['a local Date just after midnight', new Date(2026, 2, 9, 0, 1), ['1']],
    ['a date key', '2026-02-28', ['6']],
    ['a day without blocks', '2026-03-10', []],
  ])('blocksForDate with %s', (_label, date, ids) => {
    expect(blocksForDate(blocks, date).map((b) => b.id)).toEqual(ids);
  });

  it('sorts by date then start time, undated last, without mutating', () => {
    const sorted = sortBlocks(blocks);
    expect(sorted.map((b) => b.id)).toEqual(['6', '5', '3', '2', '1', '4']);
    expect(blocks[0]?.id).toBe('1');
  });

  it('puts blocks without a start time after timed ones on the same date', () => {
    const sorted = sortBlocks([
      { id: 'x', date: '2026-03-08', start_time: null },
      { id: 'y', date: '2026-03-08', start_time: '10:00' },
      { id: 'z', date: '2026-03-08', start_time: null },
    ]);
    expect(sorted.map((b) => b.id)).toEqual(['y', 'x', 'z']);
  });
});
