import { LAST_MINUTE_OF_DAY, MINUTES_PER_DAY, STEP_DURATION_MAX } from '@onething/shared-data';

/**
 * Where things go on the hour grid and how a pointer or a key changes a time block: pixel sizes, snapping to
 * quarter hours, the range a click or a drag selects, a block moved or resized, the grid's column widths and
 * where the grid opens. Pure, so the rules are tested without a browser.
 */

/** Pixels per hour: a 30-minute item is 24 px tall, as in Google Calendar. */
export const HOUR_PX = 48;
/** Gap under each item, so back-to-back items stay apart. */
export const ITEM_GAP_PX = 2;
/** No item is drawn shorter than one line of its title (12 px type on a 15 px line) with its padding. */
export const MIN_ITEM_PX = 22;
/** The minutes an item takes on the grid at least (its drawn height and gap), so items drawn over each other share the width. */
export const MIN_ITEM_MINUTES = Math.ceil(pxToMinutes(MIN_ITEM_PX + ITEM_GAP_PX));
/** Times are picked, moved and resized in quarter hours. */
export const SNAP_MINUTES = 15;
/** A click on an empty slot plans this long a block (the step form's default). */
export const CLICK_BLOCK_MINUTES = 30;
/** Width of the hour labels. */
export const GUTTER_REM = 3.5;
/** Width one column of side-by-side items needs for a short title; a day is as wide as its busiest moment needs. */
export const LANE_MIN_REM = 6;
/** Without an item or the clock to show, the grid opens at the start of a working day. */
export const FIRST_VISIBLE_HOUR = 7;
/** The grid opens with this much time above the current time or the first item. */
const OPEN_LEAD_MINUTES = 60;

export function minutesToPx(minutes: number): number {
  return (minutes / 60) * HOUR_PX;
}

export function pxToMinutes(px: number): number {
  return (px / HOUR_PX) * 60;
}

const clamp = (value: number, low: number, high: number) => Math.min(Math.max(value, low), high);

/** Top and height of an item from `start` to `end` (minutes): at least MIN_ITEM_PX tall, never below midnight. */
export function itemBox(start: number, end: number): { top: number; height: number } {
  const height = Math.max(minutesToPx(end - start) - ITEM_GAP_PX, MIN_ITEM_PX);
  return { top: Math.max(0, Math.min(minutesToPx(start), minutesToPx(MINUTES_PER_DAY) - height)), height };
}

/** The nearest quarter hour. */
export function snapMinutes(minutes: number): number {
  return Math.round(minutes / SNAP_MINUTES) * SNAP_MINUTES;
}

/** The quarter hour that contains `minute`, within the day. */
export function slotStart(minute: number): number {
  return clamp(Math.floor(minute / SNAP_MINUTES) * SNAP_MINUTES, 0, MINUTES_PER_DAY - SNAP_MINUTES);
}

/** The minute of the day at `y` pixels down the grid. */
export function minuteAt(y: number): number {
  return clamp(pxToMinutes(y), 0, MINUTES_PER_DAY);
}

export type MinuteRange = { start: number; end: number };

/** A block ends at 23:59 at the latest: it belongs to one date, and its end must be after its start. */
function endOfBlock(start: number, minutes: number): number {
  return Math.min(start + minutes, LAST_MINUTE_OF_DAY);
}

/** A click at `minute`: its quarter hour, for the default length. */
export function clickedRange(minute: number, minutes = CLICK_BLOCK_MINUTES): MinuteRange {
  const start = slotStart(minute);
  return { start, end: endOfBlock(start, minutes) };
}

/** A press at `from` dragged to `to` (either way): every quarter hour it touched, at most the longest step. */
export function draggedRange(from: number, to: number): MinuteRange {
  const start = slotStart(Math.min(from, to));
  const last = slotStart(Math.max(from, to));
  return { start, end: endOfBlock(start, Math.min(last + SNAP_MINUTES - start, STEP_DURATION_MAX)) };
}

/** Moved by `delta` minutes to the nearest quarter hour, keeping its length, inside its day. */
export function movedRange(range: MinuteRange, delta: number): MinuteRange {
  const length = range.end - range.start;
  const start = clamp(snapMinutes(range.start + delta), 0, Math.max(0, LAST_MINUTE_OF_DAY - length));
  return { start, end: start + length };
}

/** Its end dragged to `end`: the nearest quarter hour, at least a quarter hour and at most the longest step. */
export function resizedRange(range: MinuteRange, end: number): MinuteRange {
  const longest = endOfBlock(range.start, STEP_DURATION_MAX);
  return { start: range.start, end: clamp(snapMinutes(end), Math.min(range.start + SNAP_MINUTES, longest), longest) };
}

/** The next quarter hour up (-1) or down (+1) from `minute`: 9:05 goes to 9:00 or 9:15. */
export function nextQuarter(minute: number, direction: -1 | 1): number {
  return direction > 0
    ? (Math.floor(minute / SNAP_MINUTES) + 1) * SNAP_MINUTES
    : (Math.ceil(minute / SNAP_MINUTES) - 1) * SNAP_MINUTES;
}

/** What a key does to a focused time block; null for keys it leaves alone. */
export type BlockKeyAction =
  { type: 'move'; direction: -1 | 1 } | { type: 'resize'; direction: -1 | 1 } | { type: 'day'; days: -1 | 1 };

/**
 * Keys on a time block: Up/Down move it a quarter hour, Shift+Up/Down move its end (resize), Left/Right move it
 * to the day before or after when the grid shows several days. Not with Ctrl, Cmd or Alt.
 */
export function blockKeyAction(
  event: { key: string; shiftKey: boolean; ctrlKey: boolean; metaKey: boolean; altKey: boolean },
  severalDays: boolean,
): BlockKeyAction | null {
  if (event.ctrlKey || event.metaKey || event.altKey) return null;
  const vertical: -1 | 0 | 1 = event.key === 'ArrowUp' ? -1 : event.key === 'ArrowDown' ? 1 : 0;
  if (vertical !== 0) return { type: event.shiftKey ? 'resize' : 'move', direction: vertical };
  const horizontal: -1 | 0 | 1 = event.key === 'ArrowLeft' ? -1 : event.key === 'ArrowRight' ? 1 : 0;
  if (horizontal !== 0 && severalDays && !event.shiftKey) return { type: 'day', days: horizontal };
  return null;
}

/** A block after a key: a quarter hour earlier or later (length kept), or its end a quarter hour earlier or later. */
export function keyedRange(range: MinuteRange, action: Exclude<BlockKeyAction, { type: 'day' }>): MinuteRange {
  if (action.type === 'move') return movedRange(range, nextQuarter(range.start, action.direction) - range.start);
  return resizedRange(range, nextQuarter(range.end, action.direction));
}

/**
 * The grid's columns: the hour labels, then each day at least as wide as its busiest moment needs
 * (`lanes` columns of side-by-side items), sharing what is left equally. With the width it needs at least,
 * so a narrow screen scrolls the grid sideways instead of squeezing the items.
 */
export function gridColumns(lanes: readonly number[]): { template: string; minWidth: string } {
  const days = lanes.map((count) => `minmax(${Math.max(1, count) * LANE_MIN_REM}rem, 1fr)`);
  const total = GUTTER_REM + lanes.reduce((sum, count) => sum + Math.max(1, count) * LANE_MIN_REM, 0);
  return { template: [`${GUTTER_REM}rem`, ...days].join(' '), minWidth: `${total}rem` };
}

/**
 * Where the grid opens: an hour before the current time when it shows today, else shortly before the first
 * item, else at the start of a working day (minutes from midnight).
 */
export function openingMinute(showsToday: boolean, nowMinute: number, firstItemStart: number | null): number {
  if (showsToday) return Math.max(0, nowMinute - OPEN_LEAD_MINUTES);
  if (firstItemStart != null) return Math.max(0, firstItemStart - OPEN_LEAD_MINUTES / 2);
  return FIRST_VISIBLE_HOUR * 60;
}
