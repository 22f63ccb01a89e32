import { describe, expect, it } from 'vitest';
import {
  WEEKDAYS,
  addDaysLocal,
  daysOfWeek,
  isDateKey,
  isWeekday,
  localDateKey,
  localDayBounds,
  localDaysBetween,
  parseLocalDate,
  parseTimestamp,
  toLocalDateKey,
  weekStartSunday,
  weekdayName,
} from './dates';

const HOUR = 3_600_000;
const DAY = 24 * HOUR;

/** Extra real time between two local wall-clock times caused by a UTC-offset change (DST) between them. */
function offsetShiftMs(earlier: Date, later: Date): number {
  return (later.getTimezoneOffset() - earlier.getTimezoneOffset()) * 60_000;
}

describe('localDateKey', () => {
  it.each([
    ['late evening stays on its local day', new Date(2026, 2, 8, 23, 59), '2026-03-08'],
    ['just after midnight', new Date(2026, 2, 9, 0, 1), '2026-03-09'],
    ['new year boundary', new Date(2025, 11, 31, 23, 30), '2025-12-31'],
    ['leap day', new Date(2028, 1, 29, 12), '2028-02-29'],
    ['NY spring forward day', new Date(2026, 2, 8, 3, 30), '2026-03-08'],
    ['NY fall back day', new Date(2026, 10, 1, 1, 30), '2026-11-01'],
    ['London spring forward day', new Date(2026, 2, 29, 0, 30), '2026-03-29'],
  ])('%s', (_label, date, expected) => {
    expect(localDateKey(date)).toBe(expected);
  });

  it('maps early morning and late evening to the same local day (UTC slicing would not off UTC)', () => {
    const lateEvening = new Date(2026, 2, 8, 23, 30);
    const earlyMorning = new Date(2026, 2, 8, 0, 30);
    for (const date of [lateEvening, earlyMorning]) {
      expect(localDateKey(date)).toBe('2026-03-08');
    }
  });
});

describe('parseLocalDate', () => {
  it.each([
    ['2026-03-08', [2026, 2, 8]],
    ['2026-11-01', [2026, 10, 1]],
    ['2026-03-29', [2026, 2, 29]],
    ['2026-04-05', [2026, 3, 5]],
    ['2026-09-27', [2026, 8, 27]],
    ['2024-02-29', [2024, 1, 29]],
  ] as const)('%s is local midnight', (key, [y, m, d]) => {
    const date = parseLocalDate(key);
    expect([date.getFullYear(), date.getMonth(), date.getDate()]).toEqual([y, m, d]);
    expect([date.getHours(), date.getMinutes()]).toEqual([0, 0]);
    expect(localDateKey(date)).toBe(key);
  });

  it.each(['2026-02-30', '2026-13-01', '26-03-08', '2026-03-08T00:00:00Z', ''])('rejects %j', (key) => {
    expect(() => parseLocalDate(key)).toThrow(RangeError);
  });
});

describe('isDateKey / isWeekday', () => {
  it.each([
    ['2026-03-08', true],
    ['2026-02-29', false],
    ['2026-3-8', false],
    [20260308, false],
  ])('isDateKey(%j) = %s', (value, expected) => {
    expect(isDateKey(value)).toBe(expected);
  });

  it.each([
    ['Sunday', true],
    ['Saturday', true],
    ['sunday', false],
    ['Sun', false],
  ])('isWeekday(%j) = %s', (value, expected) => {
    expect(isWeekday(value)).toBe(expected);
  });
});

describe('parseTimestamp / toLocalDateKey', () => {
  it.each([
    ['2026-03-08T12:34:56.789+00:00', '2026-03-08T12:34:56.789Z'],
    ['2026-03-08 12:34:56.789+00', '2026-03-08T12:34:56.789Z'],
    ['2026-03-08 12:34:56+05:30', '2026-03-08T07:04:56.000Z'],
    ['2026-03-08T12:34:56Z', '2026-03-08T12:34:56.000Z'],
  ])('parses %s', (input, iso) => {
    expect(parseTimestamp(input).toISOString()).toBe(iso);
  });

  it('rejects garbage', () => {
    expect(() => parseTimestamp('yesterday')).toThrow(RangeError);
  });

  it.each([
    ['a date key is taken as is', '2026-03-08', '2026-03-08'],
    ['a Date uses its local day', new Date(2026, 2, 8, 23, 45), '2026-03-08'],
    ['a timestamp late in the local evening', new Date(2026, 2, 8, 23, 45).toISOString(), '2026-03-08'],
    ['a timestamp just after local midnight', new Date(2026, 2, 9, 0, 10).toISOString(), '2026-03-09'],
  ])('%s', (_label, value, expected) => {
    expect(toLocalDateKey(value)).toBe(expected);
  });
});

describe('localDayBounds', () => {
  it.each([
    ['an ordinary day', new Date(2026, 5, 15, 14)],
    ['NY spring forward', new Date(2026, 2, 8, 12)],
    ['NY fall back', new Date(2026, 10, 1, 12)],
    ['London spring forward', new Date(2026, 2, 29, 12)],
    ['London fall back', new Date(2026, 9, 25, 12)],
    ['Auckland DST ends', new Date(2026, 3, 5, 12)],
    ['Auckland DST starts', new Date(2026, 8, 27, 12)],
  ])('%s spans exactly the local day', (_label, now) => {
    const { startIso, endIso } = localDayBounds(now);
    const start = new Date(startIso);
    const end = new Date(endIso);
    expect(localDateKey(start)).toBe(localDateKey(now));
    expect(localDateKey(end)).toBe(localDateKey(now));
    expect([start.getHours(), start.getMinutes(), start.getSeconds()]).toEqual([0, 0, 0]);
    expect([end.getHours(), end.getMinutes(), end.getSeconds(), end.getMilliseconds()]).toEqual([23, 59, 59, 999]);
    // One millisecond later is the next local day; the span is 24 h plus any DST shift of that day.
    expect(localDateKey(new Date(end.getTime() + 1))).toBe(localDateKey(addDaysLocal(now, 1)));
    expect(end.getTime() - start.getTime() + 1).toBe(DAY + offsetShiftMs(start, end));
    expect(start.getTime()).toBeLessThanOrEqual(now.getTime());
    expect(end.getTime()).toBeGreaterThanOrEqual(now.getTime());
  });
});

describe('weekStartSunday / daysOfWeek / weekdayName', () => {
  it.each([
    ['a Wednesday', new Date(2026, 2, 11, 15), '2026-03-08'],
    ['a Sunday itself', new Date(2026, 2, 8, 0, 5), '2026-03-08'],
    ['a Saturday night', new Date(2026, 2, 14, 23, 59), '2026-03-08'],
    ['a week across a month boundary', new Date(2026, 3, 2, 9), '2026-03-29'],
    ['a week across a year boundary', new Date(2027, 0, 1, 9), '2026-12-27'],
  ])('%s', (_label, now, sunday) => {
    const start = weekStartSunday(now);
    expect(localDateKey(start)).toBe(sunday);
    expect(start.getHours()).toBe(0);
    expect(weekdayName(start)).toBe('Sunday');
  });

  it('lists Sunday..Saturday at local midnight, also across the NY and London DST weeks', () => {
    for (const now of [new Date(2026, 2, 10), new Date(2026, 10, 4), new Date(2026, 2, 31)]) {
      const days = daysOfWeek(now);
      expect(days).toHaveLength(7);
      expect(days.map((d) => weekdayName(d))).toEqual([...WEEKDAYS]);
      expect(days.every((d) => d.getHours() === 0 && d.getMinutes() === 0)).toBe(true);
      expect(days.map(localDateKey)).toContain(localDateKey(now));
    }
  });

  it('keys of the NY spring-forward week are consecutive days', () => {
    expect(daysOfWeek(new Date(2026, 2, 12)).map(localDateKey)).toEqual([
      '2026-03-08',
      '2026-03-09',
      '2026-03-10',
      '2026-03-11',
      '2026-03-12',
      '2026-03-13',
      '2026-03-14',
    ]);
  });

  it.each([
    ['2026-03-08', 'Sunday'],
    ['2026-03-09', 'Monday'],
    ['2026-11-01', 'Sunday'],
    ['2026-03-29', 'Sunday'],
    ['2026-02-28', 'Saturday'],
  ] as const)('weekdayName(%s) = %s', (key, name) => {
    expect(weekdayName(key)).toBe(name);
  });
});

describe('addDaysLocal', () => {
  it.each([
    ['over NY spring forward', new Date(2026, 2, 7, 12), 1, '2026-03-08'],
    ['over NY spring forward from midnight', new Date(2026, 2, 8, 0, 0), 1, '2026-03-09'],
    ['over NY fall back', new Date(2026, 9, 31, 23, 30), 1, '2026-11-01'],
    ['over NY fall back from midnight', new Date(2026, 10, 1, 0, 0), 1, '2026-11-02'],
    ['over London spring forward', new Date(2026, 2, 28, 0, 30), 2, '2026-03-30'],
    ['over Auckland DST end', new Date(2026, 3, 4, 23), 1, '2026-04-05'],
    ['backwards over a month boundary', new Date(2026, 2, 1, 8), -1, '2026-02-28'],
  ])('%s keeps the wall-clock time', (_label, date, days, key) => {
    const moved = addDaysLocal(date, days);
    expect(localDateKey(moved)).toBe(key);
    expect([moved.getHours(), moved.getMinutes()]).toEqual([date.getHours(), date.getMinutes()]);
    expect(moved.getTime() - date.getTime()).toBe(days * DAY + offsetShiftMs(date, moved));
  });

  it('does not mutate its input', () => {
    const date = new Date(2026, 2, 8);
    addDaysLocal(date, 3);
    expect(localDateKey(date)).toBe('2026-03-08');
  });
});

describe('localDaysBetween', () => {
  it.each([
    ['same day', '2026-03-08', new Date(2026, 2, 8, 23), 0],
    ['over NY spring forward', '2026-03-07', new Date(2026, 2, 9, 0, 30), 2],
    ['over NY fall back', new Date(2026, 9, 31, 23, 59), '2026-11-02', 2],
    ['reverse', '2026-03-10', '2026-03-08', -2],
  ])('%s', (_label, a, b, expected) => {
    expect(localDaysBetween(a, b)).toBe(expected);
  });
});
