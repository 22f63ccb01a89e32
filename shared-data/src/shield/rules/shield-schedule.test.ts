import { describe, expect, it } from 'vitest';
import {
  MAX_SCHEDULES,
  SCHEDULE_MESSAGES,
  isValidTimeZone,
  mergeWindows,
  nextChange,
  scheduleWindows,
  validateSchedules,
  windowAt,
  type TimeWindow,
  type Weekday,
  type WeeklySchedule,
} from './shield-schedule';

// Every instant is written with its offset (or Z), so no test depends on the machine's time zone.
const at = (iso: string) => {
  const ms = Date.parse(iso);
  if (Number.isNaN(ms)) throw new Error(`bad test instant ${iso}`);
  return ms;
};
const HOUR = 3_600_000;
const WEEKDAYS_MON_FRI: Weekday[] = [1, 2, 3, 4, 5];
const schedule = (days: Weekday[], start: string, end: string): WeeklySchedule => ({ days, start, end });
const hoursOf = (window: TimeWindow) => (window.endsAt - window.startsAt) / HOUR;
/** The windows of a range on a date's weekday only, over the hours around that date that any zone's day covers. */
function windowsOn(timeZone: string, day: string, start: string, end: string): TimeWindow[] {
  const midnightUtc = at(`${day}T00:00Z`);
  const weekday = new Date(midnightUtc).getUTCDay() as Weekday;
  return scheduleWindows([schedule([weekday], start, end)], timeZone, midnightUtc - 15 * HOUR, midnightUtc + 39 * HOUR);
}

describe('validateSchedules', () => {
  it('accepts good schedules, ranges that only touch, and an end at 24:00', () => {
    expect(
      validateSchedules([
        schedule(WEEKDAYS_MON_FRI, '09:00', '12:00'),
        schedule([1], '12:00', '13:00'),
        schedule([1], '08:00', '09:00'),
        schedule([0, 6], '22:00', '24:00'),
        schedule([0, 6], '00:00', '22:00'),
      ]),
    ).toEqual([]);
    expect(MAX_SCHEDULES).toBe(20);
  });

  it.each([
    ['no days', schedule([], '09:00', '12:00'), SCHEDULE_MESSAGES.noDays],
    ['a day out of range', schedule([7 as Weekday], '09:00', '12:00'), SCHEDULE_MESSAGES.noDays],
    ['a day twice', schedule([1, 1], '09:00', '12:00'), SCHEDULE_MESSAGES.noDays],
    ['a fractional day', schedule([1.5 as Weekday], '09:00', '12:00'), SCHEDULE_MESSAGES.noDays],
    ['no days and bad times: the first rule only', schedule([], 'noon', '1pm'), SCHEDULE_MESSAGES.noDays],
    ['a one-digit hour', schedule([1], '9:00', '12:00'), SCHEDULE_MESSAGES.badTime],
    ['minute 60', schedule([1], '09:00', '12:60'), SCHEDULE_MESSAGES.badTime],
    ['seconds', schedule([1], '09:00:00', '12:00'), SCHEDULE_MESSAGES.badTime],
    ['24:00 as a start', schedule([1], '24:00', '24:00'), SCHEDULE_MESSAGES.badTime],
    ['24:30 as an end', schedule([1], '23:00', '24:30'), SCHEDULE_MESSAGES.badTime],
    ['an end before the start', schedule([1], '12:00', '09:00'), SCHEDULE_MESSAGES.endsBeforeStart],
    ['an end equal to the start', schedule([1], '09:00', '09:00'), SCHEDULE_MESSAGES.endsBeforeStart],
  ])('refuses %s', (_label, bad, message) => {
    expect(validateSchedules([schedule([1], '06:00', '07:00'), bad])).toEqual([{ index: 1, message }]);
  });

  it('reports an overlap on the later schedule, naming the first shared weekday', () => {
    expect(
      validateSchedules([
        schedule([3, 1], '09:00', '12:00'),
        schedule([5, 3], '11:59', '13:00'),
        schedule([6, 0], '09:00', '10:00'),
        schedule([0, 6], '09:30', '09:45'),
      ]),
    ).toEqual([
      { index: 1, message: 'This schedule overlaps another one on Wednesday.' },
      { index: 3, message: 'This schedule overlaps another one on Sunday.' },
    ]);
  });

  it('does not call the same hours on different days an overlap', () => {
    expect(validateSchedules([schedule([1, 3], '09:00', '12:00'), schedule([2, 4], '09:00', '12:00')])).toEqual([]);
  });

  it('checks overlaps only against valid schedules', () => {
    expect(validateSchedules([schedule([1], '12:00', '09:00'), schedule([1], '09:00', '12:00')])).toEqual([
      { index: 0, message: SCHEDULE_MESSAGES.endsBeforeStart },
    ]);
  });
});

type SundayRange = { day: string; start: string; end: string; startsAt: string; endsAt: string; hours: number };
type ZoneCase = {
  zone: string;
  /** A Friday before a change and the Monday after it, each with the local 09:00 as an instant. */
  ordinary: [day: string, expected: string][];
  /** Sunday ranges across the skipped hour and the repeated hour, with the real span they block. */
  changes: [label: string, range: SundayRange][];
  /** Thursday 00:00 local to the next Thursday, across the change: Thu, Fri, Mon, Tue, Wed. */
  week: { from: string; to: string; starts: string[] };
};

const ZONES: ZoneCase[] = [
  {
    zone: 'America/New_York',
    ordinary: [
      ['2026-03-06', '2026-03-06T09:00-05:00'],
      ['2026-03-09', '2026-03-09T09:00-04:00'],
      ['2026-10-30', '2026-10-30T09:00-04:00'],
      ['2026-11-02', '2026-11-02T09:00-05:00'],
    ],
    // 02:00–03:00 is skipped on 8 March; 01:00–02:00 happens twice on 1 November.
    changes: [
      [
        'shortened by the skipped hour',
        {
          day: '2026-03-08',
          start: '01:00',
          end: '03:00',
          startsAt: '2026-03-08T01:00-05:00',
          endsAt: '2026-03-08T03:00-04:00',
          hours: 1,
        },
      ],
      [
        'lengthened by the repeated hour',
        {
          day: '2026-11-01',
          start: '01:00',
          end: '03:00',
          startsAt: '2026-11-01T01:00-04:00',
          endsAt: '2026-11-01T03:00-05:00',
          hours: 3,
        },
      ],
    ],
    week: {
      from: '2026-03-05T00:00-05:00',
      to: '2026-03-12T00:00-04:00',
      starts: [
        '2026-03-05T09:00-05:00',
        '2026-03-06T09:00-05:00',
        '2026-03-09T09:00-04:00',
        '2026-03-10T09:00-04:00',
        '2026-03-11T09:00-04:00',
      ],
    },
  },
  {
    zone: 'Europe/London',
    ordinary: [
      ['2026-03-27', '2026-03-27T09:00Z'],
      ['2026-03-30', '2026-03-30T09:00+01:00'],
      ['2026-10-23', '2026-10-23T09:00+01:00'],
      ['2026-10-26', '2026-10-26T09:00Z'],
    ],
    // 01:00–02:00 is skipped on 29 March; 01:00–02:00 happens twice on 25 October.
    changes: [
      [
        'shortened by the skipped hour',
        {
          day: '2026-03-29',
          start: '01:00',
          end: '03:00',
          startsAt: '2026-03-29T02:00+01:00',
          endsAt: '2026-03-29T03:00+01:00',
          hours: 1,
        },
      ],
      [
        'lengthened by the repeated hour',
        {
          day: '2026-10-25',
          start: '01:00',
          end: '03:00',
          startsAt: '2026-10-25T01:00+01:00',
          endsAt: '2026-10-25T03:00Z',
          hours: 3,
        },
      ],
    ],
    week: {
      from: '2026-10-22T00:00+01:00',
      to: '2026-10-29T00:00Z',
      starts: [
        '2026-10-22T09:00+01:00',
        '2026-10-23T09:00+01:00',
        '2026-10-26T09:00Z',
        '2026-10-27T09:00Z',
        '2026-10-28T09:00Z',
      ],
    },
  },
  {
    zone: 'Australia/Sydney',
    ordinary: [
      ['2026-04-03', '2026-04-03T09:00+11:00'],
      ['2026-04-06', '2026-04-06T09:00+10:00'],
      ['2026-10-02', '2026-10-02T09:00+10:00'],
      ['2026-10-05', '2026-10-05T09:00+11:00'],
    ],
    // 02:00–03:00 is skipped on 4 October; 02:00–03:00 happens twice on 5 April.
    changes: [
      [
        'shortened by the skipped hour',
        {
          day: '2026-10-04',
          start: '02:00',
          end: '04:00',
          startsAt: '2026-10-04T03:00+11:00',
          endsAt: '2026-10-04T04:00+11:00',
          hours: 1,
        },
      ],
      [
        'lengthened by the repeated hour',
        {
          day: '2026-04-05',
          start: '02:00',
          end: '04:00',
          startsAt: '2026-04-05T02:00+11:00',
          endsAt: '2026-04-05T04:00+10:00',
          hours: 3,
        },
      ],
    ],
    week: {
      from: '2026-04-02T00:00+11:00',
      to: '2026-04-09T00:00+10:00',
      starts: [
        '2026-04-02T09:00+11:00',
        '2026-04-03T09:00+11:00',
        '2026-04-06T09:00+10:00',
        '2026-04-07T09:00+10:00',
        '2026-04-08T09:00+10:00',
      ],
    },
  },
  {
    zone: 'Asia/Kolkata',
    ordinary: [
      ['2026-03-06', '2026-03-06T09:00+05:30'],
      ['2026-03-09', '2026-03-09T09:00+05:30'],
      ['2026-11-02', '2026-11-02T09:00+05:30'],
    ],
    changes: [
      [
        'as long as on the wall clock (no daylight saving)',
        {
          day: '2026-03-08',
          start: '01:00',
          end: '03:00',
          startsAt: '2026-03-08T01:00+05:30',
          endsAt: '2026-03-08T03:00+05:30',
          hours: 2,
        },
      ],
    ],
    week: {
      from: '2026-03-05T00:00+05:30',
      to: '2026-03-12T00:00+05:30',
      starts: [
        '2026-03-05T09:00+05:30',
        '2026-03-06T09:00+05:30',
        '2026-03-09T09:00+05:30',
        '2026-03-10T09:00+05:30',
        '2026-03-11T09:00+05:30',
      ],
    },
  },
  {
    zone: 'Pacific/Chatham',
    ordinary: [
      ['2026-04-03', '2026-04-03T09:00+13:45'],
      ['2026-04-06', '2026-04-06T09:00+12:45'],
      ['2026-09-25', '2026-09-25T09:00+12:45'],
      ['2026-09-28', '2026-09-28T09:00+13:45'],
    ],
    // 02:45–03:45 is skipped on 27 September; 02:45–03:45 happens twice on 5 April.
    changes: [
      [
        'shortened by the skipped hour',
        {
          day: '2026-09-27',
          start: '03:00',
          end: '05:00',
          startsAt: '2026-09-27T04:00+13:45',
          endsAt: '2026-09-27T05:00+13:45',
          hours: 1,
        },
      ],
      [
        'lengthened by the repeated hour',
        {
          day: '2026-04-05',
          start: '03:00',
          end: '05:00',
          startsAt: '2026-04-05T03:00+13:45',
          endsAt: '2026-04-05T05:00+12:45',
          hours: 3,
        },
      ],
    ],
    week: {
      from: '2026-09-24T00:00+12:45',
      to: '2026-10-01T00:00+13:45',
      starts: [
        '2026-09-24T09:00+12:45',
        '2026-09-25T09:00+12:45',
        '2026-09-28T09:00+13:45',
        '2026-09-29T09:00+13:45',
        '2026-09-30T09:00+13:45',
      ],
    },
  },
];

describe.each(ZONES)('scheduleWindows in $zone', ({ zone, ordinary, changes, week }) => {
  it.each(ordinary)('a weekday 09:00–12:00 on %s starts at %s and lasts 3 h', (day, expected) => {
    expect(windowsOn(zone, day, '09:00', '12:00')).toEqual([
      { startsAt: at(expected), endsAt: at(expected) + 3 * HOUR },
    ]);
  });

  it.each(changes)('a Sunday range is %s', (_label, change) => {
    const windows = windowsOn(zone, change.day, change.start, change.end);
    expect(windows).toEqual([{ startsAt: at(change.startsAt), endsAt: at(change.endsAt) }]);
    expect(hoursOf(windows[0] as TimeWindow)).toBe(change.hours);
  });

  it('gives a Mon–Fri schedule five 3-hour windows in a week across the change', () => {
    const windows = scheduleWindows([schedule(WEEKDAYS_MON_FRI, '09:00', '12:00')], zone, at(week.from), at(week.to));
    expect(windows.map((window) => window.startsAt)).toEqual(week.starts.map(at));
    expect(windows.map(hoursOf)).toEqual([3, 3, 3, 3, 3]);
  });
});

describe('scheduleWindows', () => {
  const weekdays = schedule(WEEKDAYS_MON_FRI, '09:00', '12:00');

  it('moves a start in the skipped hour forward by the gap, and a range left empty blocks nothing', () => {
    const zone = 'America/New_York';
    expect(windowsOn(zone, '2026-03-08', '02:30', '04:00')).toEqual([
      { startsAt: at('2026-03-08T03:30-04:00'), endsAt: at('2026-03-08T04:00-04:00') },
    ]);
    expect(windowsOn(zone, '2026-03-08', '02:30', '03:00')).toEqual([]);
    // The repeated 01:30 is the first one (EDT).
    expect(windowsOn(zone, '2026-11-01', '01:30', '02:00')[0]?.startsAt).toBe(at('2026-11-01T01:30-04:00'));
  });

  it('clips to [from, to), including a window already running at from', () => {
    const zone = 'Asia/Kolkata';
    expect(scheduleWindows([weekdays], zone, at('2026-03-09T10:00+05:30'), at('2026-03-10T10:30+05:30'))).toEqual([
      { startsAt: at('2026-03-09T10:00+05:30'), endsAt: at('2026-03-09T12:00+05:30') },
      { startsAt: at('2026-03-10T09:00+05:30'), endsAt: at('2026-03-10T10:30+05:30') },
    ]);
    // Just after local midnight, while it is still the day before in UTC.
    expect(scheduleWindows([weekdays], zone, at('2026-03-09T00:30+05:30'), at('2026-03-09T09:30+05:30'))).toEqual([
      { startsAt: at('2026-03-09T09:00+05:30'), endsAt: at('2026-03-09T09:30+05:30') },
    ]);
    expect(scheduleWindows([weekdays], zone, at('2026-03-09T12:00+05:30'), at('2026-03-09T12:00+05:30'))).toEqual([]);
    expect(scheduleWindows([weekdays], zone, at('2026-03-09T12:00+05:30'), at('2026-03-10T09:00+05:30'))).toEqual([]);
  });

  it('merges schedules that touch, also across midnight with an end at 24:00', () => {
    const windows = scheduleWindows(
      [schedule([6], '22:00', '24:00'), schedule([0], '00:00', '01:00'), schedule([0], '00:30', '02:00')],
      'Europe/London',
      at('2026-06-01T00:00Z'),
      at('2026-06-08T00:00Z'),
    );
    expect(windows).toEqual([{ startsAt: at('2026-06-06T22:00+01:00'), endsAt: at('2026-06-07T02:00+01:00') }]);
  });

  it('reads an unknown zone as UTC and skips invalid schedules', () => {
    expect(isValidTimeZone('Europe/London')).toBe(true);
    expect(isValidTimeZone('Mars/Olympus_Mons')).toBe(false);
    expect(isValidTimeZone('')).toBe(false);
    const rules = [weekdays, schedule([], '09:00', '12:00'), schedule([1], '13:00', '12:00')];
    expect(scheduleWindows(rules, 'Mars/Olympus_Mons', at('2026-03-09T00:00Z'), at('2026-03-10T00:00Z'))).toEqual([
      { startsAt: at('2026-03-09T09:00Z'), endsAt: at('2026-03-09T12:00Z') },
    ]);
  });
});

describe('mergeWindows / windowAt / nextChange', () => {
  const w = (startsAt: string, endsAt: string): TimeWindow => ({ startsAt: at(startsAt), endsAt: at(endsAt) });
  const windows = [
    w('2026-03-09T13:00Z', '2026-03-09T14:00Z'),
    w('2026-03-09T09:00Z', '2026-03-09T10:00Z'),
    w('2026-03-09T09:30Z', '2026-03-09T11:00Z'),
    w('2026-03-09T11:00Z', '2026-03-09T12:00Z'),
    w('2026-03-09T15:00Z', '2026-03-09T15:00Z'),
  ];

  it('sorts, merges overlapping and touching windows, drops empty ones, and leaves its input alone', () => {
    const copy = structuredClone(windows);
    expect(mergeWindows(windows)).toEqual([
      w('2026-03-09T09:00Z', '2026-03-09T12:00Z'),
      w('2026-03-09T13:00Z', '2026-03-09T14:00Z'),
    ]);
    expect(windows).toEqual(copy);
    expect(mergeWindows([])).toEqual([]);
  });

  it('finds the whole span blocking now, start included and end excluded', () => {
    expect(windowAt(windows, at('2026-03-09T11:00Z'))).toEqual(w('2026-03-09T09:00Z', '2026-03-09T12:00Z'));
    expect(windowAt(windows, at('2026-03-09T13:00Z'))).toEqual(w('2026-03-09T13:00Z', '2026-03-09T14:00Z'));
    expect(windowAt(windows, at('2026-03-09T12:00Z'))).toBeNull();
    expect(windowAt([], at('2026-03-09T12:00Z'))).toBeNull();
  });

  it.each([
    ['before all: the first start', '2026-03-09T08:00Z', '2026-03-09T09:00Z'],
    ['at a start: its end', '2026-03-09T09:00Z', '2026-03-09T12:00Z'],
    ['inside, before the seam at 11:00: the merged end', '2026-03-09T10:30Z', '2026-03-09T12:00Z'],
    ['at an end: the next start', '2026-03-09T12:00Z', '2026-03-09T13:00Z'],
    ['between: the next start', '2026-03-09T12:30Z', '2026-03-09T13:00Z'],
    ['inside the last: its end', '2026-03-09T13:30Z', '2026-03-09T14:00Z'],
  ])('nextChange %s', (_label, now, expected) => {
    expect(nextChange(windows, at(now))).toBe(at(expected));
  });

  it('has no next change after the last window or without windows', () => {
    expect(nextChange(windows, at('2026-03-09T14:00Z'))).toBeNull();
    expect(nextChange([], at('2026-03-09T14:00Z'))).toBeNull();
  });
});
