import type { ICalRepeatingOptions, ICalWeekday as IcsWeekday } from 'ical-generator';
import {
  addDaysLocal,
  DEFAULT_STEP_DURATION,
  HABIT_ASSUMED_DURATION,
  isHabitVisibleOn,
  isValidTime,
  parseLocalDate,
  parseTime,
  toLocalDateKey,
  WEEKDAYS,
} from '@onething/shared-data';
import type { CalendarHabit, CalendarTimeBlock } from './calendar';
import { vtimezone } from './ics-timezone';

/**
 * The user's time blocks and scheduled habits as an RFC 5545 iCalendar file that Google Calendar, Apple
 * Calendar and Outlook import. Times are wall-clock times in the user's time zone (TZID with a VTIMEZONE),
 * so an event keeps its hour across daylight-saving changes; habits are one weekly recurring event each,
 * on their weekdays from the first scheduled day on or after their creation.
 */

export const ICS_FILE_NAME = 'one-thing-calendar.ics';
export const ICS_MIME_TYPE = 'text/calendar;charset=utf-8';
export const ICS_CALENDAR_NAME = 'ONE Thing OS';
/** Domain part of every event UID, so a second import updates events instead of doubling them. */
const UID_DOMAIN = 'onething.app';

const BYDAY = ['SU', 'MO', 'TU', 'WE', 'TH', 'FR', 'SA'] as const;

export type IcsTimeBlock = CalendarTimeBlock & { instructions?: string | null };

export type IcsInput = {
  timeBlocks: readonly IcsTimeBlock[];
  habits: readonly CalendarHabit[];
  /** IANA zone of the user's wall-clock times (the browser's). */
  timeZone: string;
  /** DTSTAMP, and the year whose daylight-saving rules the VTIMEZONE writes. */
  now?: Date;
};

/** Local date-time of a day and a time of day (built from the parts, never through UTC). */
function at(date: string, minutes: number): Date {
  const day = parseLocalDate(toLocalDateKey(date));
  return new Date(day.getFullYear(), day.getMonth(), day.getDate(), Math.floor(minutes / 60), minutes % 60);
}

/** The first day on or after the habit's creation day that is one of its scheduled days. */
export function firstHabitOccurrence(habit: CalendarHabit): string | null {
  if (!habit.created_at) return null;
  let day = parseLocalDate(toLocalDateKey(habit.created_at));
  for (let i = 0; i < 7; i += 1, day = addDaysLocal(day, 1)) {
    if (isHabitVisibleOn(habit, day)) return toLocalDateKey(day);
  }
  return null;
}

/** The habit's weekdays as RRULE BYDAY codes, Sunday first; every day for a daily habit (target 7). */
export function habitByDay(habit: CalendarHabit): string[] {
  if (habit.target_per_week >= 7) return [...BYDAY];
  const days = new Set(habit.scheduled_days ?? []);
  return WEEKDAYS.flatMap((name, index) => (days.has(name) ? [BYDAY[index] as string] : []));
}

export async function buildCalendarIcs(input: IcsInput): Promise<string> {
  // Loaded on demand: only the export needs the library, not every visit to the calendar.
  const { default: ical, ICalEventRepeatingFreq, ICalWeekday } = await import('ical-generator');
  const now = input.now ?? new Date();
  const zone = input.timeZone;
  const calendar = ical({
    name: ICS_CALENDAR_NAME,
    prodId: { company: 'ONE Thing OS', product: 'Calendar', language: 'EN' },
    timezone: { name: zone, generator: (tz: string) => vtimezone(tz, now.getFullYear()) },
  });

  for (const block of input.timeBlocks) {
    if (!block.date || !block.start_time || !isValidTime(block.start_time)) continue;
    const start = parseTime(block.start_time);
    const end =
      block.end_time && isValidTime(block.end_time) && parseTime(block.end_time) > start
        ? parseTime(block.end_time)
        : start + (block.duration_minutes ?? DEFAULT_STEP_DURATION);
    calendar.createEvent({
      id: `time-block-${block.id}@${UID_DOMAIN}`,
      stamp: now,
      start: at(block.date, start),
      end: at(block.date, end),
      timezone: zone,
      summary: block.title,
      description: block.instructions?.trim() ? block.instructions : null,
    });
  }

  for (const habit of input.habits) {
    const first = firstHabitOccurrence(habit);
    const byDay = habitByDay(habit);
    if (!first || byDay.length === 0) continue;
    const weekly: ICalRepeatingOptions = {
      freq: ICalEventRepeatingFreq.WEEKLY,
      byDay: byDay as IcsWeekday[],
      startOfWeek: ICalWeekday.SU,
    };
    const id = `habit-${habit.id}@${UID_DOMAIN}`;
    if (habit.scheduled_time && isValidTime(habit.scheduled_time)) {
      const start = parseTime(habit.scheduled_time);
      calendar.createEvent({
        id,
        stamp: now,
        start: at(first, start),
        end: at(first, start + (habit.duration_minutes ?? HABIT_ASSUMED_DURATION)),
        timezone: zone,
        summary: habit.name,
        repeating: weekly,
      });
    } else {
      calendar.createEvent({
        id,
        stamp: now,
        start: at(first, 0),
        allDay: true,
        summary: habit.name,
        repeating: weekly,
      });
    }
  }
  return calendar.toString();
}
