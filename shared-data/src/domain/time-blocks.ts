import { toLocalDateKey } from './dates';

/** Step (time block) duration limits, in minutes. */
export const STEP_DURATION_MIN = 1;
export const STEP_DURATION_MAX = 180;
export const DEFAULT_STEP_DURATION = 30;
/** Default start of the first block of a day, and the gap left after the latest block. */
export const DEFAULT_START_TIME = '09:00';
export const NEXT_BLOCK_GAP_MINUTES = 30;

export const MINUTES_PER_DAY = 24 * 60;
/** Latest minute of a day; block ends are clamped here so a block never spills into the next day. */
export const LAST_MINUTE_OF_DAY = MINUTES_PER_DAY - 1;
/** Latest suggested start: leaves room for most of a default-length block before midnight. */
const LATEST_DEFAULT_START = MINUTES_PER_DAY - DEFAULT_STEP_DURATION;

export type TimeBlockLike = {
  id?: string;
  date: string | null;
  start_time: string | null;
  end_time: string | null;
  duration_minutes?: number | null;
};

const TIME_PATTERN = /^(\d{1,2}):(\d{2})(?::(\d{2})(?:\.\d+)?)?$/;

export function isValidTime(value: string): boolean {
  const match = TIME_PATTERN.exec(value.trim());
  if (!match) return false;
  const [h, m, s] = [Number(match[1]), Number(match[2]), Number(match[3] ?? 0)];
  return h < 24 && m < 60 && s < 60;
}

/** Minutes since midnight of 'HH:MM' or 'HH:MM:SS' (seconds are dropped). Throws on malformed input. */
export function parseTime(value: string): number {
  const match = TIME_PATTERN.exec(value.trim());
  if (!match || !isValidTime(value)) throw new RangeError(`Invalid time "${value}", expected HH:MM[:SS]`);
  return Number(match[1]) * 60 + Number(match[2]);
}

/** Wraps around midnight like a clock: 1500 minutes is 01:00. */
function wrapMinutes(minutes: number): number {
  return ((Math.trunc(minutes) % MINUTES_PER_DAY) + MINUTES_PER_DAY) % MINUTES_PER_DAY;
}

const pad = (n: number) => String(n).padStart(2, '0');

/** 'HH:MM:SS' for a time-of-day column; values outside one day wrap around midnight. */
export function formatTimeHHMMSS(minutes: number): string {
  const wrapped = wrapMinutes(minutes);
  return `${pad(Math.floor(wrapped / 60))}:${pad(wrapped % 60)}:00`;
}

/** 'HH:MM' as an <input type="time"> expects; values outside one day wrap around midnight. */
export function formatTimeHHMM(minutes: number): string {
  return formatTimeHHMMSS(minutes).slice(0, 5);
}

/** Clock arithmetic on a time of day ('HH:MM:SS' result), wrapping around midnight. */
export function addMinutesToTime(time: string, minutes: number): string {
  return formatTimeHHMMSS(parseTime(time) + minutes);
}

/**
 * End time of a block starting at `start`. Unlike addMinutesToTime it is clamped to 23:59:00, because a
 * block belongs to one date and the schema requires end_time > start_time.
 */
export function blockEndTime(start: string, durationMinutes: number): string {
  return formatTimeHHMMSS(Math.min(parseTime(start) + durationMinutes, LAST_MINUTE_OF_DAY));
}

/** Minutes from start to end (negative when end is earlier). */
export function minutesBetween(start: string, end: string): number {
  return parseTime(end) - parseTime(start);
}

/** Blocks whose date is the given local day. */
export function blocksForDate<T extends Pick<TimeBlockLike, 'date'>>(
  blocks: readonly T[],
  date: Date | string,
): T[] {
  const key = toLocalDateKey(date);
  return blocks.filter((block) => block.date != null && toLocalDateKey(block.date) === key);
}

/** A block's [start, end) in minutes; a missing end falls back to its duration, else the default 30. */
function blockRange(block: TimeBlockLike): [number, number] | null {
  if (!block.start_time || !isValidTime(block.start_time)) return null;
  const start = parseTime(block.start_time);
  const end =
    block.end_time && isValidTime(block.end_time)
      ? parseTime(block.end_time)
      : Math.min(start + (block.duration_minutes ?? DEFAULT_STEP_DURATION), LAST_MINUTE_OF_DAY);
  return [start, end];
}

/**
 * Whether [newStart, newEnd) overlaps any of `blocks` (pass the same day's blocks). Blocks are half-open
 * intervals: the new start or end strictly inside another block, or the new block enclosing (or equal to)
 * one, is a conflict; a block that starts exactly when another ends (09:00-09:30 then 09:30-10:00) is not,
 * so back-to-back scheduling works. `ignoreId` skips the block being edited.
 */
export function hasTimeConflict(
  newStart: string,
  newEnd: string,
  blocks: readonly TimeBlockLike[],
  options: { ignoreId?: string } = {},
): boolean {
  const start = parseTime(newStart);
  const end = parseTime(newEnd);
  return blocks.some((block) => {
    if (options.ignoreId !== undefined && block.id === options.ignoreId) return false;
    const range = blockRange(block);
    if (!range) return false;
    const [otherStart, otherEnd] = range;
    // For end > start this is exactly "start inside, end inside, or enclosing" with strict edges.
    return start < otherEnd && otherStart < end;
  });
}

/**
 * Suggested start for a new block: 09:00, or 30 minutes after the latest end among today's blocks.
 * Returned as 'HH:MM'; capped at 23:30 so the suggestion never wraps to the next morning.
 */
export function defaultStartTime(todaysBlocks: readonly TimeBlockLike[]): string {
  const ends = todaysBlocks.map(blockRange).filter((range) => range !== null).map(([, end]) => end);
  if (ends.length === 0) return DEFAULT_START_TIME;
  const next = Math.max(...ends) + NEXT_BLOCK_GAP_MINUTES;
  return formatTimeHHMM(Math.min(next, LATEST_DEFAULT_START));
}

/**
 * Duration field input for steps: an integer 1-180. Empty input becomes 1; anything out of range or not a
 * number is ignored and the previous value is kept. Decimals are truncated ('12.7' is 12).
 */
export function normalizeDuration(input: string, previous: number = DEFAULT_STEP_DURATION): number {
  const trimmed = input.trim();
  if (trimmed === '') return STEP_DURATION_MIN;
  const value = Number(trimmed);
  if (!Number.isFinite(value)) return previous;
  const whole = Math.trunc(value);
  if (whole < STEP_DURATION_MIN || whole > STEP_DURATION_MAX) return previous;
  return whole;
}

/** '14:30:00' is '2:30 PM'; midnight is '12:00 AM', noon '12:00 PM'. */
export function format12h(time: string): string {
  const minutes = parseTime(time);
  const h24 = Math.floor(minutes / 60);
  const suffix = h24 < 12 ? 'AM' : 'PM';
  const h12 = h24 % 12 === 0 ? 12 : h24 % 12;
  return `${h12}:${pad(minutes % 60)} ${suffix}`;
}

/** '9:00 AM - 9:30 AM'; only the start when the end is missing. */
export function formatTimeRange(start: string, end: string | null | undefined): string {
  return end ? `${format12h(start)} - ${format12h(end)}` : format12h(start);
}

function timeSortKey(time: string | null): number {
  if (!time) return Number.POSITIVE_INFINITY;
  const match = TIME_PATTERN.exec(time.trim());
  if (!match) return Number.POSITIVE_INFINITY;
  return Number(match[1]) * 3600 + Number(match[2]) * 60 + Number(match[3] ?? 0);
}

/** A copy sorted by date then start time; blocks without a date or time go last. Stable. */
export function sortBlocks<T extends Pick<TimeBlockLike, 'date' | 'start_time'>>(blocks: readonly T[]): T[] {
  return [...blocks].sort((a, b) => {
    if (a.date !== b.date) {
      if (a.date == null) return 1;
      if (b.date == null) return -1;
      return a.date < b.date ? -1 : 1;
    }
    const [ka, kb] = [timeSortKey(a.start_time), timeSortKey(b.start_time)];
    return ka === kb ? 0 : ka < kb ? -1 : 1;
  });
}
