import { format12h, formatTimeHHMM } from '@onething/shared-data';
import type { BlockTime, CalendarItem } from './calendar';

/** The items the hour grid draws: timed ones; a completed habit-day shows as its habit's block instead. */
export function gridItems(items: readonly CalendarItem[]): CalendarItem[] {
  return items.filter((item) => item.start != null && item.kind !== 'habit-completion');
}

/** Where a timed item is on the grid: its day and minutes (an item without an end ends where it starts). */
export const blockTimeOf = (item: CalendarItem): BlockTime => ({
  date: item.date,
  start: item.start as number,
  end: item.end ?? (item.start as number),
});

export const sameBlockTime = (a: BlockTime, b: BlockTime) =>
  a.date === b.date && a.start === b.start && a.end === b.end;

/** '9:15 AM' for a minute of the day. */
export const clockLabel = (minute: number) => format12h(formatTimeHHMM(minute));
