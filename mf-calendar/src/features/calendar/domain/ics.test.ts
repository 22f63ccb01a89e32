// The .ics export is parsed back with an independent parser (ical.js) and checked field by field. Runs under
// several TZ values (npm run test:tz); the zones in the file are given explicitly, so the expectations hold
// whatever zone the process runs in.
import ICAL from 'ical.js';
import { describe, expect, it } from 'vitest';
import { buildCalendarIcs, firstHabitOccurrence, habitByDay, type IcsInput } from './ics';
import { vtimezone } from './ics-timezone';

const NOW = new Date(Date.UTC(2026, 10, 23, 12));

function parse(text: string) {
  const calendar = new ICAL.Component(ICAL.parse(text));
  for (const zone of calendar.getAllSubcomponents('vtimezone')) ICAL.TimezoneService.register(zone);
  return {
    calendar,
    events: calendar.getAllSubcomponents('vevent').map((component) => new ICAL.Event(component)),
  };
}

const input = (timeZone: string): IcsInput => ({
  timeZone,
  now: NOW,
  timeBlocks: [
    {
      id: 'b1',
      title: 'Write chapter 3',
      date: '2026-11-24',
      start_time: '09:00:00',
      end_time: '10:30:00',
      instructions: 'Outline first; then 500 words, no editing',
    },
    // The day New York leaves summer time.
    { id: 'b2', title: 'Review', date: '2026-11-01', start_time: '09:00:00', end_time: null, duration_minutes: 45 },
    { id: 'plain', title: 'A step, not a block', date: null, start_time: null, end_time: null },
  ],
  habits: [
    {
      id: 'h1',
      name: 'Gym',
      created_at: '2026-11-03',
      scheduled_days: ['Monday', 'Thursday'],
      target_per_week: 2,
      scheduled_time: '07:00:00',
      duration_minutes: 45,
    },
    {
      id: 'h2',
      name: 'Journal',
      created_at: '2026-11-03',
      scheduled_days: [],
      target_per_week: 7,
      scheduled_time: null,
    },
  ],
});

describe('ICS export', () => {
  it('holds the time blocks with their wall-clock times in the user zone and their instructions', async () => {
    const { calendar, events } = parse(await buildCalendarIcs(input('America/New_York')));
    expect(calendar.getFirstPropertyValue('version')).toBe('2.0');
    expect(String(calendar.getFirstPropertyValue('prodid'))).toContain('ONE Thing OS');
    expect(events).toHaveLength(4);

    const write = events.find((event) => event.summary === 'Write chapter 3') as ICAL.Event;
    expect(write.uid).toBe('time-block-b1@onething.app');
    expect(write.description).toBe('Outline first; then 500 words, no editing');
    expect(write.component.getFirstProperty('dtstart')?.getParameter('tzid')).toBe('America/New_York');
    expect(write.startDate.zone?.tzid).toBe('America/New_York');
    expect(write.startDate.toString()).toBe('2026-11-24T09:00:00');
    expect(write.endDate.toString()).toBe('2026-11-24T10:30:00');
    // 09:00 EST is 14:00 UTC.
    expect(write.startDate.toJSDate().toISOString()).toBe('2026-11-24T14:00:00.000Z');

    const review = events.find((event) => event.summary === 'Review') as ICAL.Event;
    expect(review.description).toBeNull();
    expect(review.endDate.toString()).toBe('2026-11-01T09:45:00');
    expect(review.startDate.toJSDate().toISOString()).toBe('2026-11-01T14:00:00.000Z');
    expect(review.isRecurring()).toBe(false);
  });

  it('holds each habit as one weekly event on its weekdays from its first scheduled day after creation', async () => {
    const { events } = parse(await buildCalendarIcs(input('Europe/Berlin')));
    const gym = events.find((event) => event.summary === 'Gym') as ICAL.Event;
    expect(gym.uid).toBe('habit-h1@onething.app');
    expect(gym.isRecurring()).toBe(true);
    const rule = gym.component.getFirstPropertyValue('rrule') as ICAL.Recur;
    expect(rule.freq).toBe('WEEKLY');
    expect(rule.getComponent('byday')).toEqual(['MO', 'TH']);
    expect(rule.wkst).toBe(ICAL.Time.SUNDAY);
    // Created Tuesday 2026-11-03: the first occurrence is Thursday the 5th, at 07:00 Berlin time.
    expect(gym.startDate.toString()).toBe('2026-11-05T07:00:00');
    expect(gym.component.getFirstProperty('dtstart')?.getParameter('tzid')).toBe('Europe/Berlin');
    expect(gym.startDate.zone?.tzid).toBe('Europe/Berlin');
    expect(gym.endDate.toString()).toBe('2026-11-05T07:45:00');
    const iterator = gym.iterator();
    const firsts = Array.from({ length: 4 }, () => iterator.next()?.toString());
    expect(firsts).toEqual([
      '2026-11-05T07:00:00',
      '2026-11-09T07:00:00',
      '2026-11-12T07:00:00',
      '2026-11-16T07:00:00',
    ]);

    // Next summer the same 07:00 is 05:00 UTC (CEST), this winter 06:00 UTC (CET).
    let occurrence = iterator.next();
    while (occurrence && occurrence.toString() < '2027-07-01') occurrence = iterator.next();
    expect(occurrence?.toString()).toBe('2027-07-01T07:00:00');
    expect(occurrence?.toJSDate().toISOString()).toBe('2027-07-01T05:00:00.000Z');
    expect(gym.startDate.toJSDate().toISOString()).toBe('2026-11-05T06:00:00.000Z');

    const journal = events.find((event) => event.summary === 'Journal') as ICAL.Event;
    expect(journal.startDate.isDate).toBe(true);
    expect(journal.startDate.toString()).toBe('2026-11-03');
    expect((journal.component.getFirstPropertyValue('rrule') as ICAL.Recur).getComponent('byday')).toEqual([
      'SU',
      'MO',
      'TU',
      'WE',
      'TH',
      'FR',
      'SA',
    ]);
  });

  it('first occurrence and weekdays', () => {
    const habit = { id: 'x', name: 'x', created_at: '2026-11-06', scheduled_days: ['Thursday'], target_per_week: 1 };
    expect(firstHabitOccurrence(habit)).toBe('2026-11-12');
    expect(habitByDay(habit)).toEqual(['TH']);
    expect(firstHabitOccurrence({ ...habit, created_at: null })).toBeNull();
  });
});

describe('VTIMEZONE', () => {
  // Known offsets (hours east of UTC) for instants in this year and years later, by zone.
  const cases: [string, string, number][] = [
    ['America/New_York', '2026-07-01T12:00:00', -4],
    ['America/New_York', '2031-01-15T12:00:00', -5],
    ['America/New_York', '2031-03-09T01:59:00', -5],
    ['America/New_York', '2031-03-09T03:00:00', -4],
    ['America/New_York', '2031-11-02T02:30:00', -5],
    ['Europe/Berlin', '2030-03-31T01:59:00', 1],
    ['Europe/Berlin', '2030-03-31T03:00:00', 2],
    ['Europe/Berlin', '2035-10-28T12:00:00', 1],
    ['Pacific/Auckland', '2029-01-15T12:00:00', 13],
    ['Pacific/Auckland', '2029-07-15T12:00:00', 12],
    ['Pacific/Auckland', '2029-09-30T03:00:00', 13],
    ['Asia/Kolkata', '2030-06-01T12:00:00', 5.5],
  ];

  it.each(cases)('%s at %s is UTC%s', (zone, local, hours) => {
    const text = vtimezone(zone, 2026) as string;
    const timezone = new ICAL.Timezone(
      new ICAL.Component(ICAL.parse(`BEGIN:VCALENDAR\r\n${text}\r\nEND:VCALENDAR`)).getFirstSubcomponent(
        'vtimezone',
      ) as ICAL.Component,
    );
    const time = ICAL.Time.fromDateTimeString(local);
    expect(timezone.utcOffset(time)).toBe(hours * 3600);
  });

  it('writes yearly weekday rules (RRULE), never only this year’s dates', () => {
    const text = vtimezone('Europe/Berlin', 2026) as string;
    expect(text).toContain('TZID:Europe/Berlin');
    expect(text).toMatch(
      /BEGIN:DAYLIGHT\r\nTZOFFSETFROM:\+0100\r\nTZOFFSETTO:\+0200\r\nDTSTART:19700329T020000\r\nRRULE:FREQ=YEARLY;BYMONTH=3;BYDAY=-1SU/,
    );
    expect(text).toMatch(
      /BEGIN:STANDARD\r\nTZOFFSETFROM:\+0200\r\nTZOFFSETTO:\+0100\r\nDTSTART:19701025T030000\r\nRRULE:FREQ=YEARLY;BYMONTH=10;BYDAY=-1SU/,
    );
    expect(vtimezone('America/New_York', 2026)).toContain('RRULE:FREQ=YEARLY;BYMONTH=3;BYDAY=2SU');
    expect(vtimezone('America/New_York', 2026)).toContain('RRULE:FREQ=YEARLY;BYMONTH=11;BYDAY=1SU');
    expect(vtimezone('Asia/Kolkata', 2026)).toContain('TZOFFSETTO:+0530');
    expect(vtimezone('Not/AZone')).toBeNull();
  });
});
