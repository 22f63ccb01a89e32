import { useEffect, useRef, type MouseEvent, type PointerEvent, type RefObject } from 'react';
import type { DateKey } from '@onething/shared-data';
import type { BlockTime, CalendarItem } from '../domain/calendar';
import { blockTimeOf, sameBlockTime } from '../domain/grid-items';
import { clickedRange, draggedRange, minuteAt, movedRange, resizedRange } from '../domain/placement';
import type { BlockPreview, GridPlanning } from './grid-planning';

/** A mouse press becomes a drag once the pointer has moved this far (a smaller wobble is a click). */
const DRAG_THRESHOLD_PX = 4;
/** On a touch screen a block is picked up by holding it this long (a swipe before that scrolls). */
const LONG_PRESS_MS = 350;
const TOUCH_SLOP_PX = 8;
/** A drag this close to the box's top or bottom edge scrolls it by this much per move. */
const AUTO_SCROLL_EDGE_PX = 24;
const AUTO_SCROLL_STEP_PX = 12;

type CreateGesture = {
  kind: 'create';
  date: DateKey;
  column: HTMLElement;
  from: number;
  startY: number;
  moved: boolean;
  touch: boolean;
  pointerId: number;
};

type BlockGesture = {
  kind: 'move' | 'resize';
  item: CalendarItem;
  blockId: string;
  from: BlockTime;
  to: BlockTime;
  startX: number;
  startY: number;
  /** The minute of the day the pointer went down on, read again from the column as it scrolls. */
  anchor: number;
  column: HTMLElement;
  touch: boolean;
  active: boolean;
  moved: boolean;
  timer: number | undefined;
  pointerId: number;
};

type Gesture = CreateGesture | BlockGesture;

/**
 * The hour grid's pointer gestures: a click or a drag on an empty part of a day plans a new block; a block is
 * moved by dragging it (to another day of the week too) and resized by dragging its lower edge; on a touch
 * screen only after it has been held (a swipe before that scrolls); a drag near the box's edge scrolls the
 * day on. Nothing is saved here: a new slot goes to `planning.onCreate`, a block's new time to `onMove`.
 */
export function useGridPointer({
  planning,
  scroller,
  setPreview,
  setSelection,
}: {
  planning: GridPlanning | undefined;
  scroller: RefObject<HTMLDivElement | null>;
  setPreview: (preview: BlockPreview | null) => void;
  setSelection: (selection: BlockTime | null) => void;
}) {
  const gesture = useRef<Gesture | null>(null);
  const suppressClick = useRef(false);

  // While a block is held on a touch screen, a finger's move drags it instead of scrolling the page.
  useEffect(() => {
    const hold = (event: TouchEvent) => {
      const current = gesture.current;
      if (current && current.kind !== 'create' && current.active) event.preventDefault();
    };
    document.addEventListener('touchmove', hold, { passive: false });
    return () => document.removeEventListener('touchmove', hold);
  }, []);

  const dayAt = (clientX: number): DateKey | null => {
    for (const column of scroller.current?.querySelectorAll<HTMLElement>('[data-day]') ?? []) {
      const box = column.getBoundingClientRect();
      if (clientX >= box.left && clientX < box.right) return column.dataset['day'] as DateKey;
    }
    return null;
  };
  const minuteIn = (column: HTMLElement, clientY: number) => minuteAt(clientY - column.getBoundingClientRect().top);

  /** Near the top or bottom edge of the box, a drag scrolls the day on. */
  const autoScroll = (clientY: number) => {
    const element = scroller.current;
    if (!element) return;
    const box = element.getBoundingClientRect();
    if (clientY < box.top + AUTO_SCROLL_EDGE_PX) element.scrollTop -= AUTO_SCROLL_STEP_PX;
    else if (clientY > box.bottom - AUTO_SCROLL_EDGE_PX) element.scrollTop += AUTO_SCROLL_STEP_PX;
  };

  // ---- creating: click or drag on an empty part of a day ----------------------------------------------------

  const onColumnPointerDown = (day: DateKey) => (event: PointerEvent<HTMLDivElement>) => {
    if (!planning || event.button !== 0 || event.target !== event.currentTarget) return;
    const touch = event.pointerType === 'touch';
    gesture.current = {
      kind: 'create',
      date: day,
      column: event.currentTarget,
      from: minuteIn(event.currentTarget, event.clientY),
      startY: event.clientY,
      moved: false,
      touch,
      pointerId: event.pointerId,
    };
    // A touch may still become a scroll; a mouse press is a selection from here on.
    if (!touch) {
      scroller.current?.setPointerCapture(event.pointerId);
      event.preventDefault();
    }
  };
  const createMove = (current: CreateGesture, event: PointerEvent) => {
    if (current.touch) return;
    if (!current.moved && Math.abs(event.clientY - current.startY) < DRAG_THRESHOLD_PX) return;
    current.moved = true;
    autoScroll(event.clientY);
    setSelection({ date: current.date, ...draggedRange(current.from, minuteIn(current.column, event.clientY)) });
  };
  const createEnd = (current: CreateGesture, event: PointerEvent) => {
    setSelection(null);
    const range = current.moved
      ? draggedRange(current.from, minuteIn(current.column, event.clientY))
      : clickedRange(current.from);
    planning?.onCreate({ date: current.date, ...range });
  };
  const cancelGesture = () => {
    const current = gesture.current;
    if (current && current.kind !== 'create') window.clearTimeout(current.timer);
    gesture.current = null;
    setSelection(null);
    setPreview(null);
  };

  // ---- moving and resizing a time block ---------------------------------------------------------------------

  const onBlockPointerDown = (item: CalendarItem) => (event: PointerEvent<HTMLAnchorElement>) => {
    suppressClick.current = false;
    if (!planning || !item.blockId || event.button !== 0) return;
    const element = event.currentTarget;
    const column = element.parentElement;
    if (!column) return;
    const touch = event.pointerType === 'touch';
    const resize = event.target instanceof Element && event.target.closest('[data-resize]') !== null;
    const time = blockTimeOf(item);
    const held: BlockGesture = {
      kind: resize ? 'resize' : 'move',
      item,
      blockId: item.blockId,
      from: time,
      to: time,
      startX: event.clientX,
      startY: event.clientY,
      anchor: minuteIn(column, event.clientY),
      column,
      touch,
      active: !touch,
      moved: false,
      timer: undefined,
      pointerId: event.pointerId,
    };
    gesture.current = held;
    // The grid's box holds the pointer once a drag starts (not before, so a plain click still opens the
    // link): the block is redrawn in another column when it changes day, and the drag must go on.
    if (touch) {
      held.timer = window.setTimeout(() => {
        if (gesture.current !== held) return;
        held.active = true;
        scroller.current?.setPointerCapture(held.pointerId);
        setPreview({ blockId: held.blockId, time: held.from });
      }, LONG_PRESS_MS);
    }
  };
  const blockMove = (current: BlockGesture, event: PointerEvent) => {
    const dx = event.clientX - current.startX;
    const dy = event.clientY - current.startY;
    if (!current.active) {
      // A finger that moves before the hold is over scrolls the page.
      if (Math.hypot(dx, dy) > TOUCH_SLOP_PX) cancelGesture();
      return;
    }
    if (!current.moved && Math.hypot(dx, dy) < DRAG_THRESHOLD_PX) return;
    if (!current.moved && !current.touch) scroller.current?.setPointerCapture(current.pointerId);
    current.moved = true;
    autoScroll(event.clientY);
    // Measured on the column, not from where the pointer started, so scrolling while dragging counts.
    const { from } = current;
    const delta = minuteIn(current.column, event.clientY) - current.anchor;
    current.to =
      current.kind === 'resize'
        ? { date: from.date, ...resizedRange(from, from.end + delta) }
        : { date: dayAt(event.clientX) ?? from.date, ...movedRange(from, delta) };
    setPreview({ blockId: current.blockId, time: current.to });
  };
  const blockEnd = (current: BlockGesture) => {
    window.clearTimeout(current.timer);
    setPreview(null);
    // A drag (or a long press on a touch screen) is not a click on the link.
    if (current.moved || (current.touch && current.active)) suppressClick.current = true;
    if (current.moved && !sameBlockTime(current.from, current.to)) planning?.onMove(current.item, current.to);
  };

  // ---- the grid's box follows the pointer ------------------------------------------------------------------

  const onPointerMove = (event: PointerEvent) => {
    const current = gesture.current;
    if (!current || current.pointerId !== event.pointerId) return;
    if (current.kind === 'create') createMove(current, event);
    else blockMove(current, event);
  };
  const onPointerUp = (event: PointerEvent) => {
    const current = gesture.current;
    if (!current || current.pointerId !== event.pointerId) return;
    gesture.current = null;
    if (current.kind === 'create') createEnd(current, event);
    else blockEnd(current);
  };

  const onBlockClick = (event: MouseEvent) => {
    event.stopPropagation();
    if (suppressClick.current) {
      suppressClick.current = false;
      event.preventDefault();
    }
  };
  // A long press on a touch screen picks the block up instead of opening the browser's menu.
  const onBlockContextMenu = (event: MouseEvent) => gesture.current && event.preventDefault();

  return {
    onColumnPointerDown,
    onBlockPointerDown,
    onBlockClick,
    onBlockContextMenu,
    onPointerMove,
    onPointerUp,
    cancelGesture,
  };
}
