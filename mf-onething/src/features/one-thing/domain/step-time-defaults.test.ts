import { describe, expect, it } from 'vitest';
import type { TimeBlockLike } from '@onething/shared-data';
import { firstFreeStart, normalizeDuration, suggestSlot } from './step-time-defaults';

const TODAY = '2026-03-08';
const block = (start: string | null, end: string | null, extra: Partial<TimeBlockLike> = {}): TimeBlockLike => ({
  date: TODAY,
  start_time: start,
  end_time: end,
  ...extra,
});
const at = (h: number, m: number, s = 0) => new Date(2026, 2, 8, h, m, s);

describe('suggestSlot: today by default, the next free slot after now', () => {
  it.each([
    ['20:25 and nothing planned: the next quarter hour', at(20, 25), [], '20:30'],
    ['on a quarter hour exactly: that quarter', at(14, 0), [], '14:00'],
    ['a few seconds past it: the next one', at(14, 0, 5), [], '14:15'],
    ['early morning', at(6, 1), [], '06:15'],
    ['the slot is taken: right after the block', at(9, 50), [block('10:00', '10:45')], '10:45'],
    ['several blocks in a row are skipped', at(9, 50), [block('10:00', '10:30'), block('10:30', '11:15')], '11:15'],
    [
      'a gap too short for the duration is skipped',
      at(9, 50),
      [block('10:00', '10:30'), block('10:45', '11:00')],
      '11:00',
    ],
    ['a gap long enough is used', at(9, 50), [block('10:00', '10:30'), block('11:00', '11:30')], '10:30'],
    ['a block running now pushes the start after it', at(9, 50), [block('09:30', '10:20')], '10:20'],
    ['blocks earlier today do not matter', at(15, 10), [block('09:00', '10:00')], '15:15'],
    ['blocks of other days do not matter', at(15, 10), [block('15:15', '16:00', { date: '2026-03-09' })], '15:15'],
    ['plain steps without times are ignored', at(15, 10), [block(null, null)], '15:15'],
  ])('%s', (_label, now, blocks, start) => {
    expect(suggestSlot(blocks, now)).toEqual({ date: TODAY, startTime: start });
  });

  it('once the day is over: tomorrow at 09:00, or after what is planned there', () => {
    expect(suggestSlot([], at(23, 40))).toEqual({ date: '2026-03-09', startTime: '09:00' });
    expect(suggestSlot([], at(23, 20))).toEqual({ date: '2026-03-09', startTime: '09:00' });
    expect(suggestSlot([block('09:00', '10:00', { date: '2026-03-09' })], at(23, 40))).toEqual({
      date: '2026-03-09',
      startTime: '10:00',
    });
    // Still room for a short block tonight.
    expect(suggestSlot([], at(23, 20), 15)).toEqual({ date: TODAY, startTime: '23:30' });
    // The rest of the evening is taken.
    expect(suggestSlot([block('20:00', '23:59')], at(19, 50), 30)).toEqual({ date: '2026-03-09', startTime: '09:00' });
  });

  it('another day chosen: its first free slot from 09:00', () => {
    expect(suggestSlot([], at(20, 25), 30, '2026-03-12')).toEqual({ date: '2026-03-12', startTime: '09:00' });
    expect(
      suggestSlot(
        [block('09:00', '09:30', { date: '2026-03-12' }), block('09:00', '12:00')],
        at(7, 0),
        30,
        '2026-03-12',
      ),
    ).toEqual({ date: '2026-03-12', startTime: '09:30' });
    // Choosing today is the same as the default.
    expect(suggestSlot([], at(20, 25), 30, TODAY)).toEqual({ date: TODAY, startTime: '20:30' });
  });
});

describe('firstFreeStart', () => {
  it('allows back-to-back blocks and refuses a start that cannot end by 23:59', () => {
    expect(firstFreeStart([block('09:00', '09:30')], 9 * 60 + 30, 30)).toBe(9 * 60 + 30);
    expect(firstFreeStart([block('09:00', '09:30')], 8 * 60 + 45, 30)).toBe(9 * 60 + 30);
    expect(firstFreeStart([], 23 * 60 + 29, 30)).toBe(23 * 60 + 29);
    expect(firstFreeStart([], 23 * 60 + 30, 30)).toBeNull();
  });
});

describe('normalizeDuration', () => {
  it.each([
    ['empty becomes 1', '', 45, 1],
    ['blank becomes 1', '  ', 45, 1],
    ['in range', '45', 30, 45],
    ['lower bound', '1', 30, 1],
    ['upper bound', '180', 30, 180],
    ['zero is ignored', '0', 30, 30],
    ['negative is ignored', '-5', 60, 60],
    ['above 180 is ignored', '181', 60, 60],
    ['not a number is ignored', 'abc', 25, 25],
    ['decimals are truncated', '12.7', 30, 12],
  ])('%s', (_label, input, previous, expected) => {
    expect(normalizeDuration(input, previous)).toBe(expected);
  });

  it('keeps the default 30 when no previous value is given', () => {
    expect(normalizeDuration('999')).toBe(30);
  });
});
