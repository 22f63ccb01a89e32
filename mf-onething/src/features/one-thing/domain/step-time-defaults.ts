// What the add-step form suggests and accepts: the day and start time of a new block and the duration typed.
import {
  LAST_MINUTE_OF_DAY,
  STEP_DURATION_MAX,
  STEP_DURATION_MIN,
  DEFAULT_STEP_DURATION,
  addDaysLocal,
  blockRange,
  blocksForDate,
  formatTimeHHMM,
  localDateKey,
  parseLocalDate,
  type DateKey,
  type TimeBlockLike,
} from '@onething/shared-data';

/** Where a day's suggestions start when the day has not begun yet (a later day, or tomorrow once today is over). */
const DAY_START_MINUTES = 9 * 60;
/** Suggested starts after now are rounded up to the next quarter hour. */
const SUGGESTION_STEP_MINUTES = 15;

export type SuggestedSlot = { date: DateKey; startTime: string };

/**
 * The first start at or after `from` (minutes) where a block of `duration` minutes overlaps none of
 * `dayBlocks` (half-open ranges, so it may start when another ends) and ends by 23:59; null when none does.
 */
export function firstFreeStart(dayBlocks: readonly TimeBlockLike[], from: number, duration: number): number | null {
  const taken = dayBlocks.map(blockRange).filter((range) => range !== null);
  let start = from;
  for (;;) {
    const end = start + duration;
    const blocker = taken.filter(([s, e]) => s < end && start < e);
    if (blocker.length === 0) break;
    // Past every block in the way; each step moves forward, so this ends.
    start = Math.max(...blocker.map(([, e]) => e));
  }
  return start + duration <= LAST_MINUTE_OF_DAY ? start : null;
}

/** Minutes since local midnight of `now`, rounded up to the next quarter hour (14:00:00 stays 14:00). */
function nextQuarterHour(now: Date): number {
  const minutes = now.getHours() * 60 + now.getMinutes() + now.getSeconds() / 60 + now.getMilliseconds() / 60_000;
  return Math.ceil(minutes / SUGGESTION_STEP_MINUTES) * SUGGESTION_STEP_MINUTES;
}

/** The first free start of a day that has not begun: from 09:00, else from midnight, else 09:00 all the same. */
function dayStartSlot(blocks: readonly TimeBlockLike[], day: DateKey, duration: number): SuggestedSlot {
  const dayBlocks = blocksForDate(blocks, day);
  const start =
    firstFreeStart(dayBlocks, DAY_START_MINUTES, duration) ??
    firstFreeStart(dayBlocks, 0, duration) ??
    DAY_START_MINUTES;
  return { date: day, startTime: formatTimeHHMM(start) };
}

/**
 * What the add-step form suggests for a block of `duration` minutes (blocks: the goal's blocks, any day).
 * Today (the default): the next free slot after now, rounded up to the quarter hour, skipping that day's blocks;
 * once nothing fits before midnight, tomorrow's first free slot from 09:00. Any other day chosen: that day's first
 * free slot from 09:00.
 */
export function suggestSlot(
  blocks: readonly TimeBlockLike[],
  now: Date,
  duration: number = DEFAULT_STEP_DURATION,
  day?: DateKey,
): SuggestedSlot {
  const today = localDateKey(now);
  if (day !== undefined && day !== today) return dayStartSlot(blocks, day, duration);
  const start = firstFreeStart(blocksForDate(blocks, today), nextQuarterHour(now), duration);
  if (start !== null) return { date: today, startTime: formatTimeHHMM(start) };
  return dayStartSlot(blocks, localDateKey(addDaysLocal(parseLocalDate(today), 1)), duration);
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
