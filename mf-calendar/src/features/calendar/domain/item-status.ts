import { BLOCK_STATUS_BADGE, blockStatus, formatTimeHHMMSS } from '@onething/shared-data';
import type { CalendarItem } from './calendar';

/** The word every page shows for a block whose time has passed without its step being done. */
export const MISSED_LABEL = BLOCK_STATUS_BADGE.missed.label;

/**
 * Whether a scheduled time block is missed at `now`: its end has passed on its own day and its step is not
 * done (shared-data's blockStatus, the rule the dashboard, /one-thing and /deep-work show). Habits, the ONE
 * Thing and completed items are never missed.
 */
export function isMissed(item: CalendarItem, now: Date): boolean {
  if (item.kind !== 'time-block' || item.section !== 'scheduled' || item.done || item.start == null) return false;
  const block = {
    date: item.date,
    start_time: formatTimeHHMMSS(item.start),
    end_time: item.end == null ? null : formatTimeHHMMSS(item.end),
    completed: item.done,
  };
  return blockStatus(block, now) === 'missed';
}
