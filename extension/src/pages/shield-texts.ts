// Texts the popup and the blocked page both show.
import { BREAK_MINUTES } from '@onething/shared-data/extension-protocol';

export function blockedThisSession(count: number): string {
  return `${count} ${count === 1 ? 'distraction' : 'distractions'} blocked this session`;
}

export function breakLabel(breaksLeft: number): string {
  return `Take a ${BREAK_MINUTES}-minute break (${breaksLeft} left)`;
}

/** The clock time of an epoch, as the user's browser writes it (e.g. 14:05 or 2:05 PM). */
export function clockTime(epoch: number): string {
  return new Date(epoch).toLocaleTimeString([], { hour: 'numeric', minute: '2-digit' });
}

/** A week of blocking or more: the plan reaches no further, so no end is shown. */
const WEEK_MS = 7 * 24 * 60 * 60_000;

/**
 * When a schedule's block ends, as a person reads it: "Blocked until" its clock time, with the weekday when
 * not today; "Blocked all week" when it reaches as far as the plan does.
 */
export function scheduleEnd(endsAt: number, now = Date.now()): { heading: string; value: string } {
  if (endsAt - now >= WEEK_MS) return { heading: 'Blocked', value: 'All week' };
  const end = new Date(endsAt);
  const sameDay = end.toDateString() === new Date(now).toDateString();
  const value = sameDay
    ? clockTime(endsAt)
    : end.toLocaleString([], { weekday: 'short', hour: 'numeric', minute: '2-digit' });
  return { heading: 'Blocked until', value };
}

export function staleScheduleText(fetchedAt: number): string {
  const when = new Date(fetchedAt).toLocaleString([], { dateStyle: 'medium', timeStyle: 'short' });
  return `Your blocking schedule was last updated ${when}. Open ONE Thing OS to update it.`;
}
