// What the add-step form suggests and accepts: the start time of a new block and the duration typed.
import {
  DEFAULT_STEP_DURATION,
  MINUTES_PER_DAY,
  STEP_DURATION_MAX,
  STEP_DURATION_MIN,
  blockRange,
  formatTimeHHMM,
  type TimeBlockLike,
} from '@onething/shared-data';

/** Default start of the first block of a day, and the gap left after the latest block. */
export const DEFAULT_START_TIME = '09:00';
export const NEXT_BLOCK_GAP_MINUTES = 30;

/** Latest suggested start: leaves room for most of a default-length block before midnight. */
const LATEST_DEFAULT_START = MINUTES_PER_DAY - DEFAULT_STEP_DURATION;

/**
 * Suggested start for a new block: 09:00, or 30 minutes after the latest end among today's blocks.
 * Returned as 'HH:MM'; capped at 23:30 so the suggestion never wraps to the next morning.
 */
export function defaultStartTime(todaysBlocks: readonly TimeBlockLike[]): string {
  const ends = todaysBlocks
    .map(blockRange)
    .filter((range) => range !== null)
    .map(([, end]) => end);
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
