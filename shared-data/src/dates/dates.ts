import { addDays, differenceInCalendarDays, endOfDay, format, startOfDay, startOfWeek } from 'date-fns';
import { WEEKDAYS, type Weekday } from '../types/database';

/**
 * Local calendar-day helpers. Every "day" in ONE Thing OS is the user's local calendar day, so these
 * never slice ISO strings (toISOString() is UTC and shifts the date for anyone away from UTC).
 */

// The schema mirror owns the weekday names; re-exporting the same binding keeps the package's
// `export *` of both modules unambiguous.
export { WEEKDAYS, type Weekday };

/** A 'yyyy-MM-dd' calendar date, as stored in date columns. */
export type DateKey = string;

const DATE_KEY_PATTERN = /^(\d{4})-(\d{2})-(\d{2})$/;

export function isWeekday(value: unknown): value is Weekday {
  return typeof value === 'string' && (WEEKDAYS as readonly string[]).includes(value);
}

export function isDateKey(value: unknown): value is DateKey {
  if (typeof value !== 'string') return false;
  const match = DATE_KEY_PATTERN.exec(value);
  if (!match) return false;
  const [, y, m, d] = match.map(Number) as [number, number, number, number];
  const date = new Date(y, m - 1, d);
  // Rejects rollovers such as 2026-02-30, which the Date constructor would silently accept.
  return date.getFullYear() === y && date.getMonth() === m - 1 && date.getDate() === d;
}

/** 'yyyy-MM-dd' of the local calendar day the instant falls on. */
export function localDateKey(date: Date = new Date()): DateKey {
  return format(date, 'yyyy-MM-dd');
}

/** Local midnight of a 'yyyy-MM-dd' date (new Date('yyyy-MM-dd') would be UTC midnight). */
export function parseLocalDate(key: DateKey): Date {
  if (!isDateKey(key)) throw new RangeError(`Invalid date "${key}", expected yyyy-MM-dd`);
  const [y, m, d] = key.split('-').map(Number) as [number, number, number];
  // startOfDay covers zones whose DST change happens at midnight (the Date constructor then lands on 01:00).
  return startOfDay(new Date(y, m - 1, d));
}

/**
 * Parses a timestamptz string. Postgres' text form ('2026-03-08 12:34:56.789+00') is accepted as well as
 * ISO 8601, because some engines (Safari) reject the space separator and the short offset.
 */
export function parseTimestamp(value: string): Date {
  const iso = value
    .trim()
    .replace(/^(\d{4}-\d{2}-\d{2}) /, '$1T')
    .replace(/([+-]\d{2})$/, '$1:00');
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) throw new RangeError(`Invalid timestamp "${value}"`);
  return date;
}

/**
 * The local calendar day of a date-like value: a Date, a 'yyyy-MM-dd' date (taken as is) or a
 * timestamp string such as created_at / completed_at (converted to the local day it happened on).
 */
export function toLocalDateKey(value: Date | string): DateKey {
  if (value instanceof Date) return localDateKey(value);
  if (isDateKey(value)) return value;
  return localDateKey(parseTimestamp(value));
}

/** Local midnight of a date-like value (see toLocalDateKey). */
export function toLocalDay(value: Date | string): Date {
  return value instanceof Date ? startOfDay(value) : parseLocalDate(toLocalDateKey(value));
}

export type DayBounds = { startIso: string; endIso: string };

/**
 * Local day start (00:00:00.000) and end (23:59:59.999) as ISO instants, for timestamptz range queries
 * (gte startIso, lte endIso). On a DST change day the span is 23 or 25 hours, as the local day is.
 */
export function localDayBounds(now: Date = new Date()): DayBounds {
  return { startIso: startOfDay(now).toISOString(), endIso: endOfDay(now).toISOString() };
}

/** Local midnight of the Sunday that starts the week containing `now`. */
export function weekStartSunday(now: Date = new Date()): Date {
  return startOfWeek(now, { weekStartsOn: 0 });
}

export function weekdayName(date: Date | string): Weekday {
  const day = toLocalDay(date).getDay();
  return WEEKDAYS[day] as Weekday;
}

/** The seven local days (at midnight) of the week containing `now`, Sunday to Saturday. */
export function daysOfWeek(now: Date = new Date()): Date[] {
  const sunday = weekStartSunday(now);
  return WEEKDAYS.map((_, index) => addDaysLocal(sunday, index));
}

/**
 * Moves by calendar days keeping the local wall-clock time, so a DST change does not shift the day
 * (adding 86 400 000 ms would land on 23:00 the previous day or 01:00 after a 23/25-hour day).
 */
export function addDaysLocal(date: Date, days: number): Date {
  return addDays(date, days);
}

/** Whole local calendar days from `earlier` to `later` (negative when `later` is before). */
export function localDaysBetween(earlier: Date | string, later: Date | string): number {
  return differenceInCalendarDays(toLocalDay(later), toLocalDay(earlier));
}

/** The browser's IANA time zone (e.g. 'Europe/London'), or null where the platform does not say. */
export function browserTimeZone(): string | null {
  try {
    const zone = Intl.DateTimeFormat().resolvedOptions().timeZone;
    return typeof zone === 'string' && zone !== '' ? zone : null;
  } catch {
    return null;
  }
}
