// Texts the popup and the blocked page both show.
import { BREAK_MINUTES } from '@onething/shared-data/extension-protocol';

export function breakLabel(breaksLeft: number): string {
  return `Take a ${BREAK_MINUTES}-minute break (${breaksLeft} left)`;
}

/** The clock time of an epoch, as the user's browser writes it (e.g. 14:05 or 2:05 PM). */
export function clockTime(epoch: number): string {
  return new Date(epoch).toLocaleTimeString([], { hour: 'numeric', minute: '2-digit' });
}

export function staleScheduleText(fetchedAt: number): string {
  const when = new Date(fetchedAt).toLocaleString([], { dateStyle: 'medium', timeStyle: 'short' });
  return `Your blocking schedule was last updated ${when}. Open ONE Thing OS to update it.`;
}
