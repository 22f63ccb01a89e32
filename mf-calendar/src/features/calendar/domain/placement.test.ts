import { describe, expect, it } from 'vitest';
import {
  HOUR_PX,
  MIN_ITEM_MINUTES,
  MIN_ITEM_PX,
  blockKeyAction,
  clickedRange,
  draggedRange,
  gridColumns,
  itemBox,
  keyedRange,
  minuteAt,
  movedRange,
  nextQuarter,
  openingMinute,
  resizedRange,
  slotStart,
  snapMinutes,
} from './placement';

const at = (hours: number, minutes = 0) => hours * 60 + minutes;

describe('item sizes', () => {
  it('sizes an item by its duration, one hour being HOUR_PX', () => {
    expect(itemBox(at(9), at(10))).toEqual({ top: 9 * HOUR_PX, height: HOUR_PX - 2 });
    expect(itemBox(at(9), at(9, 30))).toEqual({ top: 9 * HOUR_PX, height: HOUR_PX / 2 - 2 });
  });

  it('draws short and zero-length items at least 20 px tall, and never past midnight', () => {
    expect(MIN_ITEM_PX).toBeGreaterThanOrEqual(20);
    expect(itemBox(at(9), at(9, 10)).height).toBe(MIN_ITEM_PX);
    expect(itemBox(at(9), at(9)).height).toBe(MIN_ITEM_PX);
    const late = itemBox(at(23, 55), at(23, 59));
    expect(late.top + late.height).toBeLessThanOrEqual(24 * HOUR_PX);
  });

  it('counts the minimum height in minutes for overlaps (it covers half an hour)', () => {
    expect(MIN_ITEM_MINUTES).toBe(30);
  });
});

describe('snapping to quarter hours', () => {
  it('snaps to the nearest quarter hour and finds the quarter a minute is in', () => {
    expect(snapMinutes(at(9, 7))).toBe(at(9));
    expect(snapMinutes(at(9, 8))).toBe(at(9, 15));
    expect(slotStart(at(9, 14))).toBe(at(9));
    expect(slotStart(at(9, 15))).toBe(at(9, 15));
    expect(slotStart(-5)).toBe(0);
    expect(slotStart(at(24))).toBe(at(23, 45));
  });

  it('reads the minute from a pixel offset, inside the day', () => {
    expect(minuteAt(9 * HOUR_PX)).toBe(at(9));
    expect(minuteAt(-10)).toBe(0);
    expect(minuteAt(30 * HOUR_PX)).toBe(at(24));
  });

  it('steps to the next quarter hour either way', () => {
    expect(nextQuarter(at(9, 5), 1)).toBe(at(9, 15));
    expect(nextQuarter(at(9, 5), -1)).toBe(at(9));
    expect(nextQuarter(at(9), 1)).toBe(at(9, 15));
    expect(nextQuarter(at(9), -1)).toBe(at(8, 45));
  });
});

describe('creating by click or drag', () => {
  it('a click plans half an hour from its quarter hour; late in the day it ends at 23:59', () => {
    expect(clickedRange(at(9, 20))).toEqual({ start: at(9, 15), end: at(9, 45) });
    expect(clickedRange(at(9, 20), 60)).toEqual({ start: at(9, 15), end: at(10, 15) });
    expect(clickedRange(at(23, 50))).toEqual({ start: at(23, 45), end: at(23, 59) });
  });

  it('a drag covers every quarter hour it touched, either way, at most three hours', () => {
    expect(draggedRange(at(9, 5), at(10, 20))).toEqual({ start: at(9), end: at(10, 30) });
    expect(draggedRange(at(10, 20), at(9, 5))).toEqual({ start: at(9), end: at(10, 30) });
    expect(draggedRange(at(9, 5), at(9, 10))).toEqual({ start: at(9), end: at(9, 15) });
    expect(draggedRange(at(8), at(14))).toEqual({ start: at(8), end: at(11) });
    expect(draggedRange(at(23), at(24))).toEqual({ start: at(23), end: at(23, 59) });
  });
});

describe('moving and resizing a block', () => {
  const block = { start: at(9), end: at(10) };

  it('moves to the nearest quarter hour and keeps its length inside the day', () => {
    expect(movedRange(block, 20)).toEqual({ start: at(9, 15), end: at(10, 15) });
    expect(movedRange(block, -8 * 60)).toEqual({ start: at(1), end: at(2) });
    expect(movedRange(block, -12 * 60)).toEqual({ start: 0, end: 60 });
    expect(movedRange(block, 20 * 60)).toEqual({ start: at(22, 59), end: at(23, 59) });
    expect(movedRange({ start: at(9, 5), end: at(9, 35) }, 0)).toEqual({ start: at(9), end: at(9, 30) });
  });

  it('resizes to the nearest quarter hour, at least a quarter hour and at most three hours', () => {
    expect(resizedRange(block, at(10, 40))).toEqual({ start: at(9), end: at(10, 45) });
    expect(resizedRange(block, at(8))).toEqual({ start: at(9), end: at(9, 15) });
    expect(resizedRange(block, at(15))).toEqual({ start: at(9), end: at(12) });
    expect(resizedRange({ start: at(23), end: at(23, 30) }, at(24))).toEqual({ start: at(23), end: at(23, 59) });
  });

  it('keys: Up/Down move a quarter hour, Shift+Up/Down resize, Left/Right change the day in a week', () => {
    const plain = { shiftKey: false, ctrlKey: false, metaKey: false, altKey: false };
    expect(blockKeyAction({ ...plain, key: 'ArrowDown' }, true)).toEqual({ type: 'move', direction: 1 });
    expect(blockKeyAction({ ...plain, key: 'ArrowUp', shiftKey: true }, true)).toEqual({
      type: 'resize',
      direction: -1,
    });
    expect(blockKeyAction({ ...plain, key: 'ArrowRight' }, true)).toEqual({ type: 'day', days: 1 });
    expect(blockKeyAction({ ...plain, key: 'ArrowRight' }, false)).toBeNull();
    expect(blockKeyAction({ ...plain, key: 'ArrowDown', ctrlKey: true }, true)).toBeNull();
    expect(blockKeyAction({ ...plain, key: 'Enter' }, true)).toBeNull();

    expect(keyedRange(block, { type: 'move', direction: 1 })).toEqual({ start: at(9, 15), end: at(10, 15) });
    expect(keyedRange(block, { type: 'move', direction: -1 })).toEqual({ start: at(8, 45), end: at(9, 45) });
    expect(keyedRange(block, { type: 'resize', direction: 1 })).toEqual({ start: at(9), end: at(10, 15) });
    expect(keyedRange(block, { type: 'resize', direction: -1 })).toEqual({ start: at(9), end: at(9, 45) });
    expect(keyedRange({ start: 0, end: 30 }, { type: 'move', direction: -1 })).toEqual({ start: 0, end: 30 });
  });
});

describe('grid columns and where the grid opens', () => {
  it('makes each day as wide as its busiest moment needs, and says how wide the grid is at least', () => {
    expect(gridColumns([1, 3, 1])).toEqual({
      template: '3.5rem minmax(6rem, 1fr) minmax(18rem, 1fr) minmax(6rem, 1fr)',
      minWidth: '33.5rem',
    });
    expect(gridColumns([0]).template).toBe('3.5rem minmax(6rem, 1fr)');
  });

  it('opens an hour before now on today, else before the first item, else at 07:00', () => {
    expect(openingMinute(true, at(20, 25), at(9))).toBe(at(19, 25));
    expect(openingMinute(true, at(0, 20), null)).toBe(0);
    expect(openingMinute(false, at(20, 25), at(9))).toBe(at(8, 30));
    expect(openingMinute(false, at(20, 25), null)).toBe(at(7));
  });
});
