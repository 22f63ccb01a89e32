// The shield's weekly blocking schedules ("Mon–Fri 09:00–12:00" in the user's time zone) and the real spans
// of time they block. The extension's worker bundles this file, so it runs on numbers and Intl alone.
import { WEEKDAYS } from '../../types/database';

/** 0 = Sunday … 6 = Saturday (JavaScript's getDay). */
export type Weekday = 0 | 1 | 2 | 3 | 4 | 5 | 6;
/** A weekly blocking schedule: these weekdays, from start to end, local wall-clock 'HH:MM' (24 h) in the user's time zone. end > start (no overnight ranges). */
export type WeeklySchedule = { days: Weekday[]; start: string; end: string };
/** An absolute span of time in epoch milliseconds, [startsAt, endsAt). */
export type TimeWindow = { startsAt: number; endsAt: number };
export type ScheduleProblem = { index: number; message: string };

export const SCHEDULE_MESSAGES = {
  noDays: 'Choose at least one day.',
  badTime: 'Enter times as HH:MM.',
  endsBeforeStart: 'The end time must be after the start time.',
  overlaps: 'This schedule overlaps another one on {day}.',
} as const;
/** The most schedules a user keeps (the editor offers no more); validateSchedules does not count them. */
export const MAX_SCHEDULES = 20;

const TIME_PATTERN = /^([01]\d|2[0-3]):[0-5]\d$/;
/** Midnight at the end of the day: allowed as an end only, so a range can run to the end of the day. */
const END_OF_DAY = '24:00';
const MINUTE = 60_000;
const DAY = 24 * 60 * MINUTE;

const minutesOf = (time: string) => Number(time.slice(0, 2)) * 60 + Number(time.slice(3, 5));

function hasValidDays(days: unknown): days is Weekday[] {
  return (
    Array.isArray(days) &&
    days.length > 0 &&
    new Set(days).size === days.length &&
    days.every((day) => Number.isInteger(day) && day >= 0 && day <= 6)
  );
}

/** The first rule a schedule breaks on its own, or null. */
function ownProblem({ days, start, end }: WeeklySchedule): string | null {
  if (!hasValidDays(days)) return SCHEDULE_MESSAGES.noDays;
  const isStart = typeof start === 'string' && TIME_PATTERN.test(start);
  const isEnd = typeof end === 'string' && (TIME_PATTERN.test(end) || end === END_OF_DAY);
  if (!isStart || !isEnd) return SCHEDULE_MESSAGES.badTime;
  if (minutesOf(end) <= minutesOf(start)) return SCHEDULE_MESSAGES.endsBeforeStart;
  return null;
}

/**
 * One problem per bad schedule: the first rule it breaks (days, then times, then order, then overlap).
 * Two schedules overlap when they share a weekday and their ranges intersect; ranges that only touch
 * (09:00–12:00 and 12:00–13:00) do not. The later of the two is the one reported (usually the one just
 * added), naming the first shared weekday counting from Sunday. A schedule that is itself invalid overlaps
 * nothing.
 */
export function validateSchedules(schedules: readonly WeeklySchedule[]): ScheduleProblem[] {
  const problems: ScheduleProblem[] = [];
  const earlier: WeeklySchedule[] = [];
  schedules.forEach((schedule, index) => {
    const problem = ownProblem(schedule);
    if (problem) {
      problems.push({ index, message: problem });
      return;
    }
    const [start, end] = [minutesOf(schedule.start), minutesOf(schedule.end)];
    const sharedDays = earlier
      .filter((other) => minutesOf(other.start) < end && start < minutesOf(other.end))
      .flatMap((other) => other.days.filter((day) => schedule.days.includes(day)));
    if (sharedDays.length > 0) {
      const day = WEEKDAYS[Math.min(...sharedDays)] ?? '';
      problems.push({ index, message: SCHEDULE_MESSAGES.overlaps.replace('{day}', day) });
    }
    earlier.push(schedule);
  });
  return problems;
}

/** An IANA time zone this platform knows ('Europe/London'). */
export function isValidTimeZone(tz: string): boolean {
  if (typeof tz !== 'string' || tz === '') return false;
  try {
    new Intl.DateTimeFormat('en-US', { timeZone: tz });
    return true;
  } catch {
    return false;
  }
}

const offsetFormats = new Map<string, Intl.DateTimeFormat>();

/** The zone's offset from UTC at an instant, in ms (east is positive): 'GMT-04:00' is -4 h, 'GMT' is 0. */
function offsetAt(timeZone: string, instant: number): number {
  let format = offsetFormats.get(timeZone);
  if (!format) {
    format = new Intl.DateTimeFormat('en-US', { timeZone, timeZoneName: 'longOffset' });
    offsetFormats.set(timeZone, format);
  }
  const name = format.formatToParts(instant).find((part) => part.type === 'timeZoneName')?.value ?? '';
  const match = /([+-])(\d{2}):(\d{2})/.exec(name);
  if (!match) return 0;
  return (match[1] === '-' ? -1 : 1) * (Number(match[2]) * 60 + Number(match[3])) * MINUTE;
}

/**
 * The instant of a wall-clock time in the zone; `wall` is that wall-clock time read as if it were UTC.
 * A time skipped when the clocks go forward is moved forward by the gap (02:30 on New York's spring-forward
 * day is 03:30 EDT), and a time that happens twice when they go back is its first occurrence (01:30 on the
 * fall-back day is 01:30 EDT): Temporal's 'compatible' choice. Read from Intl's offsets rather than through
 * TZDate, whose choice of a repeated hour (@date-fns/tz 1.5) changes with the machine's own zone.
 */
function instantOf(wall: number, timeZone: string): number {
  const before = offsetAt(timeZone, wall - DAY);
  const after = offsetAt(timeZone, wall + DAY);
  const early = wall - before;
  if (offsetAt(timeZone, early) === before) return early;
  const late = wall - after;
  if (offsetAt(timeZone, late) === after) return late;
  // In the gap: read with the offset before it, which lands the gap's length later.
  return early;
}

/**
 * The windows in which the schedules block, intersecting [from, to), in time zone `timeZone` (IANA),
 * merged (overlapping or touching windows become one) and sorted. Each schedule is laid on every local
 * calendar day from the day before `from`'s to `to`'s, so a window already running at `from` is included,
 * clipped. A wall-clock time the clocks skip is moved forward by the gap, and one they repeat is its first
 * occurrence (instantOf), so 09:00–12:00 is 3 real hours on an ordinary day, and in New York 01:00–03:00
 * is 1 real hour on the spring-forward day and 3 on the fall-back day; a range that the moved start leaves
 * empty (02:30–03:00 there) blocks nothing that day. An unknown zone is read as UTC, and invalid schedules
 * (see validateSchedules) are skipped, so a bad setting never stops the shield.
 */
export function scheduleWindows(
  schedules: readonly WeeklySchedule[],
  timeZone: string,
  from: number,
  to: number,
): TimeWindow[] {
  if (!Number.isFinite(from) || !Number.isFinite(to) || to <= from) return [];
  const zone = isValidTimeZone(timeZone) ? timeZone : 'UTC';
  const valid = schedules.filter((schedule) => ownProblem(schedule) === null);
  // Local calendar days as the UTC midnight of the same date: adding DAY steps one calendar day exactly.
  const localDay = (instant: number) => Math.floor((instant + offsetAt(zone, instant)) / DAY) * DAY;
  const windows: TimeWindow[] = [];
  for (let day = localDay(from) - DAY; day <= localDay(to); day += DAY) {
    const weekday = new Date(day).getUTCDay() as Weekday;
    for (const schedule of valid) {
      if (!schedule.days.includes(weekday)) continue;
      const startsAt = Math.max(from, instantOf(day + minutesOf(schedule.start) * MINUTE, zone));
      const endsAt = Math.min(to, instantOf(day + minutesOf(schedule.end) * MINUTE, zone));
      if (startsAt < endsAt) windows.push({ startsAt, endsAt });
    }
  }
  return mergeWindows(windows);
}

/** Merges and sorts windows (e.g. schedule windows plus the user's time blocks); empty ones are dropped. */
export function mergeWindows(windows: readonly TimeWindow[]): TimeWindow[] {
  const sorted = windows.filter((window) => window.startsAt < window.endsAt).sort((a, b) => a.startsAt - b.startsAt);
  const merged: TimeWindow[] = [];
  for (const { startsAt, endsAt } of sorted) {
    const last = merged[merged.length - 1];
    if (last && startsAt <= last.endsAt) last.endsAt = Math.max(last.endsAt, endsAt);
    else merged.push({ startsAt, endsAt });
  }
  return merged;
}

/** The window containing `now`, or null. Windows are merged first, so it is the whole span blocking now. */
export function windowAt(windows: readonly TimeWindow[], now: number): TimeWindow | null {
  return mergeWindows(windows).find((window) => window.startsAt <= now && now < window.endsAt) ?? null;
}

/**
 * The next moment after `now` at which blocking starts or stops (for an alarm), or null when none.
 * Windows are merged first, so where one ends as the next begins nothing changes and no alarm is set.
 */
export function nextChange(windows: readonly TimeWindow[], now: number): number | null {
  for (const window of mergeWindows(windows)) {
    if (now < window.startsAt) return window.startsAt;
    if (now < window.endsAt) return window.endsAt;
  }
  return null;
}
