// Where a time block stands for the person looking at it now: done (its step is done), missed (its end has
// passed and its step is not done) or upcoming. The database keeps only done or not; "missed" depends on the
// clock, so it is worked out where the block is shown.
import { isDateKey, parseLocalDate } from '../../dates/dates';
import { blockRange, type TimeBlockLike } from './time-blocks';

export type BlockStatus = 'done' | 'missed' | 'upcoming';

/** How each status shows: its badge's text and variant (shared-ui Badge), the same on every page. */
export const BLOCK_STATUS_BADGE: Record<BlockStatus, { label: string; variant: 'success' | 'warning' | 'secondary' }> =
  {
    done: { label: 'Done', variant: 'success' },
    missed: { label: 'Missed', variant: 'warning' },
    upcoming: { label: 'Upcoming', variant: 'secondary' },
  };

type StatusBlockLike = TimeBlockLike & { completed?: boolean | null; status?: string | null };

/** The local moment a block ends (its day at its end time), or null for a block without a day or time. */
export function blockEndsAt(block: TimeBlockLike): Date | null {
  const day = block.date?.slice(0, 10);
  const range = blockRange(block);
  if (!day || !isDateKey(day) || !range) return null;
  const end = parseLocalDate(day);
  // Local clock fields, so a daylight-saving day still ends its 09:30 block at 09:30.
  end.setHours(Math.floor(range[1] / 60), range[1] % 60, 0, 0);
  return end;
}

/**
 * Done when the block (which follows its step) is completed; missed once its end has passed on its own day
 * without that; upcoming otherwise, including a block running now and one without a day or time.
 */
export function blockStatus(block: StatusBlockLike, now: Date = new Date()): BlockStatus {
  if (block.completed === true || block.status === 'completed') return 'done';
  const endsAt = blockEndsAt(block);
  if (endsAt && endsAt.getTime() <= now.getTime()) return 'missed';
  return 'upcoming';
}
