import {
  LAST_MINUTE_OF_DAY,
  compareTimesOfDay,
  formatTimeHHMMSS,
  isValidTime,
  parseTime,
} from '../../dates/clock-times';
import { toLocalDateKey } from '../../dates/dates';

/** Step (time block) duration limits, in minutes. */
export const STEP_DURATION_MIN = 1;
export const STEP_DURATION_MAX = 180;
export const DEFAULT_STEP_DURATION = 30;

export type TimeBlockLike = {
  id?: string;
  date: string | null;
  start_time: string | null;
  end_time: string | null;
  duration_minutes?: number | null;
};

/**
 * End time of a block starting at `start`. Unlike addMinutesToTime it is clamped to 23:59:00, because a
 * block belongs to one date and the schema requires end_time > start_time.
 */
export function blockEndTime(start: string, durationMinutes: number): string {
  return formatTimeHHMMSS(Math.min(parseTime(start) + durationMinutes, LAST_MINUTE_OF_DAY));
}

/** Blocks whose date is the given local day. */
export function blocksForDate<T extends Pick<TimeBlockLike, 'date'>>(blocks: readonly T[], date: Date | string): T[] {
  const key = toLocalDateKey(date);
  return blocks.filter((block) => block.date != null && toLocalDateKey(block.date) === key);
}

/** A block's [start, end) in minutes; a missing end falls back to its duration, else the default 30. */
export function blockRange(block: TimeBlockLike): [number, number] | null {
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

/** A copy sorted by date then start time; blocks without a date or time go last. Stable. */
export function sortBlocks<T extends Pick<TimeBlockLike, 'date' | 'start_time'>>(blocks: readonly T[]): T[] {
  return [...blocks].sort((a, b) => {
    if (a.date !== b.date) {
      if (a.date == null) return 1;
      if (b.date == null) return -1;
      return a.date < b.date ? -1 : 1;
    }
    return compareTimesOfDay(a.start_time, b.start_time);
  });
}
