import {
  blockEndTime,
  blocksForDate,
  hasTimeConflict,
  listTimeBlocks,
  parseTime,
  type TimeBlock,
} from '@onething/shared-data';

/** Thrown when a new or moved block overlaps another of today's blocks; nothing has been saved. */
export class TimeConflictError extends Error {
  constructor() {
    super('Time conflict');
    this.name = 'TimeConflictError';
  }
}

/** 'HH:MM' or 'HH:MM:SS' → 'HH:MM:SS', as the time columns store it. */
export function toTimeColumn(time: string): string {
  return time.length === 5 ? `${time}:00` : time;
}

/** Start and end columns of a block of `duration` minutes (the end is clamped to the same day). */
export function blockTimes(startTime: string, duration: number) {
  const start = toTimeColumn(startTime);
  return { start_time: start, end_time: blockEndTime(start, duration) };
}

/**
 * Checks the slot against the goal's blocks on `date` as the server has them now, so a stale page
 * cannot double-book. `ignoreId` is the block being moved.
 */
export async function assertSlotFree(
  goalId: string,
  date: string,
  times: { start_time: string; end_time: string },
  ignoreId?: string,
): Promise<TimeBlock[]> {
  const todays = blocksForDate(await listTimeBlocks(goalId), date);
  const options = ignoreId === undefined ? {} : { ignoreId };
  // A block clamped at midnight can end up empty; treat that as taken rather than saving a bad row.
  if (parseTime(times.end_time) <= parseTime(times.start_time)) throw new TimeConflictError();
  if (hasTimeConflict(times.start_time, times.end_time, todays, options)) throw new TimeConflictError();
  return todays;
}
