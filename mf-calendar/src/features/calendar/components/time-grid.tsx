import {
  useEffect,
  useId,
  useLayoutEffect,
  useRef,
  useState,
  type KeyboardEvent,
  type MouseEvent,
  type PointerEvent,
  type ReactNode,
} from 'react';
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import {
  format12h,
  formatTimeHHMM,
  localDateKey,
  longDateLabel,
  parseLocalDate,
  type DateKey,
} from '@onething/shared-data';
import {
  blockTimeLabel,
  layoutDay,
  moveDate,
  nowLineMinutes,
  withBlockTimes,
  type BlockTime,
  type CalendarItem,
} from '../domain/calendar';
import {
  HOUR_PX,
  SNAP_MINUTES,
  blockKeyAction,
  clickedRange,
  draggedRange,
  gridColumns,
  itemBox,
  keyedRange,
  minuteAt,
  minutesToPx,
  movedRange,
  openingMinute,
  resizedRange,
  slotStart,
} from '../domain/placement';
import { CheckCircle2 } from 'lucide-react';
import { VisuallyHidden } from '@onething/shared-ui';
import { itemTime, itemTone, kindLabel, toneStyles } from './calendar-item';

const HOURS = Array.from({ length: 24 }, (_, hour) => hour);
/** Below this the grid reads as two lines of a 30-minute item: title and time. */
const COMPACT_BELOW_MINUTES = 45;
/** A mouse press becomes a drag once the pointer has moved this far (a smaller wobble is a click). */
const DRAG_THRESHOLD_PX = 4;
/** On a touch screen a block is picked up by holding it this long (a swipe before that scrolls). */
const LONG_PRESS_MS = 350;
const TOUCH_SLOP_PX = 8;
/** Arrow keys on a block preview its new time; it is saved once the keys have rested this long. */
const KEY_SAVE_DELAY_MS = 700;
const LAST_SLOT = 24 * 60 - SNAP_MINUTES;
/** A drag this close to the box's top or bottom edge scrolls it by this much per move. */
const AUTO_SCROLL_EDGE_PX = 24;
const AUTO_SCROLL_STEP_PX = 12;

/* width 0 + min-width 100%: the box takes its container's width without widening the page. The whole day
   scrolls inside it; its height leaves the toolbar in view on a phone. */
const Scroller = styled.div`
  position: relative;
  width: 0;
  min-width: 100%;
  max-height: min(40rem, calc(100dvh - 9rem));
  min-height: 18rem;
  overflow: auto;
  overscroll-behavior: contain;
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.card};
`;

/* The day headers and the hours share one box and one set of columns, so they line up at any width and
   scroll sideways together. */
const Canvas = styled.div`
  min-width: 100%;
`;

const StickyHead = styled.div`
  position: sticky;
  top: 0;
  z-index: 7;
  background: ${({ theme }) => theme.colors.card};
  border-bottom: 1px solid ${({ theme }) => theme.colors.border};
`;

const Body = styled.div`
  position: relative;
  display: grid;
  height: ${24 * HOUR_PX}px;
  &[data-planning='true'] {
    user-select: none;
  }
`;

/* The hour labels stay in view when a week scrolls sideways on a narrow screen. */
const Gutter = styled.div`
  position: sticky;
  left: 0;
  z-index: 6;
  background: ${({ theme }) => theme.colors.card};
  border-right: 1px solid ${({ theme }) => theme.colors.border};
`;

const HourLabel = styled.span<{ $hour: number }>`
  position: absolute;
  top: ${({ $hour }) => $hour * HOUR_PX}px;
  right: ${({ theme }) => theme.space[1.5]};
  transform: translateY(-50%);
  font-size: ${({ theme }) => theme.fontSizes.xs};
  color: ${({ theme }) => theme.colors.mutedForeground};
  white-space: nowrap;
`;

const Column = styled.div<{ $today: boolean }>`
  position: relative;
  min-width: 0;
  border-right: 1px solid ${({ theme }) => theme.colors.border};
  background: ${({ $today, theme }) => ($today ? theme.colors.accent : 'transparent')};
  background-image: repeating-linear-gradient(
    to bottom,
    transparent 0,
    transparent ${HOUR_PX - 1}px,
    ${({ theme }) => theme.colors.border} ${HOUR_PX - 1}px,
    ${({ theme }) => theme.colors.border} ${HOUR_PX}px
  );
  &:last-child {
    border-right: none;
  }
  &[data-planning='true'] {
    cursor: cell;
  }
`;

const Block = styled(Link)<{ $tone: 'block' | 'habit' | 'goal' | 'done' }>`
  position: absolute;
  overflow: hidden;
  padding: 2px ${({ theme }) => theme.space[1]};
  border-radius: ${({ theme }) => theme.radii.sm};
  font-size: ${({ theme }) => theme.fontSizes.xs};
  line-height: 1.25;
  text-decoration: none;
  box-shadow: 0 0 0 1px ${({ theme }) => theme.colors.card};
  -webkit-touch-callout: none;
  ${({ $tone, theme }) => toneStyles($tone, theme)}
  &:hover {
    text-decoration: underline;
    z-index: 2;
  }
  &:focus-visible {
    outline: 2px solid ${({ theme }) => theme.colors.ring};
    outline-offset: 1px;
    z-index: 3;
  }
  &[data-dragging='true'] {
    z-index: 4;
    box-shadow: ${({ theme }) => theme.shadows.md};
    cursor: grabbing;
  }
  & .title {
    display: block;
    font-weight: ${({ theme }) => theme.fontWeights.semibold};
    overflow-wrap: anywhere;
  }
  & .title > svg {
    display: inline-block;
    width: 0.7rem;
    height: 0.7rem;
    margin-right: 2px;
    vertical-align: -1px;
  }
  & .time {
    display: block;
    overflow: hidden;
    white-space: nowrap;
    text-overflow: ellipsis;
  }
  &[data-done='true'] .title {
    text-decoration: line-through;
  }
  /* Short items: one line, one line high. The title takes it first; the time follows when there is room,
     else it wraps onto a second line that the line's height hides, never half shown. */
  &[data-compact='true'] {
    padding-top: 1px;
    padding-bottom: 0;
  }
  &[data-compact='true'] > .line {
    display: flex;
    flex-wrap: wrap;
    column-gap: ${({ theme }) => theme.space[1]};
    height: 1.25em;
    overflow: hidden;
  }
  &[data-compact='true'] .title {
    flex: 0 1 auto;
    min-width: 0;
    max-width: 100%;
    overflow: hidden;
    white-space: nowrap;
    text-overflow: ellipsis;
  }
  &[data-compact='true'] .time {
    flex: none;
  }
`;

/* The bottom edge of a time block: drag it to change when the block ends. */
const ResizeHandle = styled.span`
  position: absolute;
  left: 0;
  right: 0;
  bottom: 0;
  height: 6px;
  cursor: ns-resize;
  touch-action: none;
`;

const Ghost = styled.div`
  position: absolute;
  left: 2px;
  right: 2px;
  z-index: 4;
  padding: 2px ${({ theme }) => theme.space[1]};
  border: 2px dashed ${({ theme }) => theme.colors.primary};
  border-radius: ${({ theme }) => theme.radii.sm};
  background: ${({ theme }) => theme.colors.card};
  color: ${({ theme }) => theme.colors.foreground};
  font-size: ${({ theme }) => theme.fontSizes.xs};
  line-height: 1.25;
  pointer-events: none;
  overflow: hidden;
`;

/* The keyboard's way to plan: one focusable slot per grid, shown while it has the focus. */
const Slot = styled.button`
  position: absolute;
  left: 2px;
  right: 2px;
  z-index: 5;
  display: flex;
  align-items: flex-start;
  padding: 2px ${({ theme }) => theme.space[1]};
  border: 2px dashed ${({ theme }) => theme.colors.ring};
  border-radius: ${({ theme }) => theme.radii.sm};
  background: ${({ theme }) => theme.colors.card};
  color: ${({ theme }) => theme.colors.foreground};
  font: inherit;
  font-size: ${({ theme }) => theme.fontSizes.xs};
  line-height: 1.25;
  text-align: left;
  opacity: 0;
  pointer-events: none;
  &:focus-visible,
  &:focus {
    opacity: 1;
    outline: 2px solid ${({ theme }) => theme.colors.ring};
    outline-offset: 1px;
  }
`;

const NowLine = styled.div`
  position: absolute;
  left: 0;
  right: 0;
  height: 2px;
  background: ${({ theme }) => theme.colors.destructive};
  z-index: 4;
  pointer-events: none;
  &::before {
    content: '';
    position: absolute;
    left: -4px;
    top: -3px;
    width: 8px;
    height: 8px;
    border-radius: 50%;
    background: ${({ theme }) => theme.colors.destructive};
  }
`;

const hourLabel = (hour: number) =>
  hour === 0 ? '12 AM' : hour < 12 ? `${hour} AM` : hour === 12 ? '12 PM' : `${hour - 12} PM`;

const clock = (minute: number) => format12h(formatTimeHHMM(minute));

/** The items the hour grid draws: timed ones; a completed habit-day shows as its habit's block instead. */
export function gridItems(items: readonly CalendarItem[]): CalendarItem[] {
  return items.filter((item) => item.start != null && item.kind !== 'habit-completion');
}

const timeOf = (item: CalendarItem): BlockTime => ({
  date: item.date,
  start: item.start as number,
  end: item.end ?? (item.start as number),
});
const sameTime = (a: BlockTime, b: BlockTime) => a.date === b.date && a.start === b.start && a.end === b.end;

/** What the grid does when someone plans in it: a new step for a slot, a block at a new time. */
export type GridPlanning = {
  onCreate: (time: BlockTime) => void;
  onMove: (item: CalendarItem, to: BlockTime) => void;
  /** The slot a new step is being written for (its dialog is open). */
  draft: BlockTime | null;
};

type Gesture =
  | {
      kind: 'create';
      date: DateKey;
      column: HTMLElement;
      from: number;
      startY: number;
      moved: boolean;
      touch: boolean;
      pointerId: number;
    }
  | {
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

type KeyDraft = { item: CalendarItem; blockId: string; from: BlockTime; to: BlockTime; timer: number | undefined };

export function TimeGrid({
  days,
  itemsByDay,
  now,
  label,
  focusedDay,
  header,
  planning,
}: {
  days: DateKey[];
  itemsByDay: Map<DateKey, CalendarItem[]>;
  now: Date;
  label: string;
  /** The day to bring into view when the grid is wider than its box. */
  focusedDay?: DateKey;
  /** The days' header row, laid out on the grid's columns (`template`), kept in view while the hours scroll. */
  header?: (template: string) => ReactNode;
  planning?: GridPlanning;
}) {
  const scroller = useRef<HTMLDivElement>(null);
  const blockHintId = useId();
  const slotHintId = useId();
  const todayKey = localDateKey(now);
  const nowMinutes = nowLineMinutes(now);
  const firstDay = days[0];
  const severalDays = days.length > 1;

  const [preview, setPreview] = useState<{ blockId: string; time: BlockTime } | null>(null);
  const [selection, setSelection] = useState<BlockTime | null>(null);
  const [announcement, setAnnouncement] = useState('');
  const gesture = useRef<Gesture | null>(null);
  const keyDraft = useRef<KeyDraft | null>(null);
  const suppressClick = useRef(false);
  const keepFocusOn = useRef<string | null>(null);
  const userScrolled = useRef(false);

  // Each day is as wide as its busiest moment needs (from where the blocks are, not where one is being dragged).
  const lanes = days.map((day) =>
    Math.max(1, ...layoutDay(gridItems(itemsByDay.get(day) ?? [])).map((p) => p.columns)),
  );
  const columns = gridColumns(lanes);
  const shown = preview ? withBlockTimes(itemsByDay, new Map([[preview.blockId, preview.time]])) : itemsByDay;

  // Opens at the current time, else the first item, else the working day; again once the items have loaded,
  // unless the user has scrolled meanwhile.
  const showsToday = days.includes(todayKey);
  const starts = days.flatMap((day) => gridItems(itemsByDay.get(day) ?? []).map((item) => item.start as number));
  const firstStart = starts.length > 0 ? Math.min(...starts) : null;
  useLayoutEffect(() => {
    userScrolled.current = false;
  }, [firstDay, days.length]);
  useLayoutEffect(() => {
    const element = scroller.current;
    if (!element || userScrolled.current) return;
    element.scrollTop = minutesToPx(openingMinute(showsToday, nowMinutes, firstStart));
    // Not on every tick of the clock: only when the period or its first item changes.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [firstDay, days.length, showsToday, firstStart]);

  useLayoutEffect(() => {
    const element = scroller.current;
    const column = element?.querySelector<HTMLElement>(`[data-day="${focusedDay}"]`);
    if (!element || !column || element.scrollWidth <= element.clientWidth) return;
    const gutter = element.querySelector<HTMLElement>('[data-gutter]')?.offsetWidth ?? 0;
    const visible =
      column.offsetLeft - gutter >= element.scrollLeft &&
      column.offsetLeft + column.offsetWidth <= element.scrollLeft + element.clientWidth;
    if (!visible) element.scrollLeft = column.offsetLeft - gutter;
  }, [focusedDay]);

  // A block moved by keys to another day is drawn in another column: the focus goes with it.
  useLayoutEffect(() => {
    const id = keepFocusOn.current;
    if (!id || (document.activeElement && document.activeElement !== document.body)) return;
    scroller.current?.querySelector<HTMLElement>(`[data-block-id="${id}"]`)?.focus();
  });

  // While a block is held on a touch screen, a finger's move drags it instead of scrolling the page.
  useEffect(() => {
    const hold = (event: TouchEvent) => {
      const current = gesture.current;
      if (current && current.kind !== 'create' && current.active) event.preventDefault();
    };
    document.addEventListener('touchmove', hold, { passive: false });
    return () => document.removeEventListener('touchmove', hold);
  }, []);

  // The default slot for the keyboard: the next quarter hour today, else 09:00 on the focused day.
  const defaultSlot: { date: DateKey; minute: number } = showsToday
    ? { date: todayKey, minute: Math.min(slotStart(nowMinutes) + SNAP_MINUTES, LAST_SLOT) }
    : { date: focusedDay && days.includes(focusedDay) ? focusedDay : (firstDay as DateKey), minute: 9 * 60 };
  const [chosenSlot, setSlot] = useState<{ date: DateKey; minute: number } | null>(null);
  const slot = chosenSlot && days.includes(chosenSlot.date) ? chosenSlot : defaultSlot;

  const dayAt = (clientX: number): DateKey | null => {
    for (const column of scroller.current?.querySelectorAll<HTMLElement>('[data-day]') ?? []) {
      const box = column.getBoundingClientRect();
      if (clientX >= box.left && clientX < box.right) return column.dataset['day'] as DateKey;
    }
    return null;
  };
  const minuteIn = (column: HTMLElement, clientY: number) => minuteAt(clientY - column.getBoundingClientRect().top);

  // ---- creating: click, drag or the keyboard's slot on an empty part of a day --------------------------------

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
  const createMove = (current: Extract<Gesture, { kind: 'create' }>, event: PointerEvent) => {
    if (current.touch) return;
    if (!current.moved && Math.abs(event.clientY - current.startY) < DRAG_THRESHOLD_PX) return;
    current.moved = true;
    autoScroll(event.clientY);
    setSelection({ date: current.date, ...draggedRange(current.from, minuteIn(current.column, event.clientY)) });
  };
  const createEnd = (current: Extract<Gesture, { kind: 'create' }>, event: PointerEvent) => {
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

  const onSlotKeyDown = (event: KeyboardEvent<HTMLButtonElement>) => {
    if (event.ctrlKey || event.metaKey || event.altKey) return;
    const steps: Record<string, number> = {
      ArrowUp: -SNAP_MINUTES,
      ArrowDown: SNAP_MINUTES,
      PageUp: -60,
      PageDown: 60,
    };
    const dayStep: Record<string, number> = { ArrowLeft: -1, ArrowRight: 1 };
    let next = slot;
    if (steps[event.key] !== undefined) {
      next = { ...slot, minute: Math.min(Math.max(slot.minute + (steps[event.key] as number), 0), LAST_SLOT) };
    } else if (dayStep[event.key] !== undefined && severalDays) {
      const date = moveDate(slot.date, dayStep[event.key] as number);
      if (!days.includes(date)) return;
      next = { ...slot, date };
    } else return;
    event.preventDefault();
    setSlot(next);
    setAnnouncement(`${clock(next.minute)}, ${longDateLabel(parseLocalDate(next.date))}`);
  };
  const slotElement = useRef<HTMLButtonElement>(null);
  useLayoutEffect(() => {
    if (document.activeElement === slotElement.current) slotElement.current?.scrollIntoView({ block: 'nearest' });
  }, [slot.date, slot.minute]);

  // ---- moving and resizing a time block by pointer ---------------------------------------------------------

  const onBlockPointerDown = (item: CalendarItem) => (event: PointerEvent<HTMLAnchorElement>) => {
    suppressClick.current = false;
    if (!planning || !item.blockId || event.button !== 0) return;
    const element = event.currentTarget;
    const column = element.parentElement;
    if (!column) return;
    const touch = event.pointerType === 'touch';
    const resize = event.target instanceof Element && event.target.closest('[data-resize]') !== null;
    const time = timeOf(item);
    const held: Extract<Gesture, { kind: 'move' | 'resize' }> = {
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
  const blockMove = (current: Extract<Gesture, { kind: 'move' | 'resize' }>, event: PointerEvent) => {
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
  /** Near the top or bottom edge of the box, a drag scrolls the day on. */
  const autoScroll = (clientY: number) => {
    const element = scroller.current;
    if (!element) return;
    const box = element.getBoundingClientRect();
    if (clientY < box.top + AUTO_SCROLL_EDGE_PX) element.scrollTop -= AUTO_SCROLL_STEP_PX;
    else if (clientY > box.bottom - AUTO_SCROLL_EDGE_PX) element.scrollTop += AUTO_SCROLL_STEP_PX;
  };
  const blockEnd = (current: Extract<Gesture, { kind: 'move' | 'resize' }>) => {
    window.clearTimeout(current.timer);
    setPreview(null);
    // A drag (or a long press on a touch screen) is not a click on the link.
    if (current.moved || (current.touch && current.active)) suppressClick.current = true;
    if (current.moved && !sameTime(current.from, current.to)) planning?.onMove(current.item, current.to);
  };

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

  // ---- moving and resizing a time block by keyboard --------------------------------------------------------

  const saveKeyDraft = () => {
    const draft = keyDraft.current;
    keyDraft.current = null;
    if (!draft) return;
    window.clearTimeout(draft.timer);
    setPreview(null);
    if (!sameTime(draft.from, draft.to)) planning?.onMove(draft.item, draft.to);
  };
  useEffect(() => {
    const drafts = keyDraft;
    return () => window.clearTimeout(drafts.current?.timer);
  }, []);

  const onBlockKeyDown = (item: CalendarItem) => (event: KeyboardEvent<HTMLAnchorElement>) => {
    if (!planning || !item.blockId) return;
    const draft =
      keyDraft.current?.blockId === item.blockId
        ? keyDraft.current
        : { item, blockId: item.blockId, from: timeOf(item), to: timeOf(item), timer: undefined };
    if (event.key === 'Escape' && keyDraft.current === draft) {
      // Puts the block back where it was; nothing is saved.
      event.preventDefault();
      window.clearTimeout(draft.timer);
      keyDraft.current = null;
      setPreview(null);
      setAnnouncement(`${item.title}: ${blockTimeLabel(draft.from)}`);
      return;
    }
    const action = blockKeyAction(event, severalDays);
    if (!action) return;
    event.preventDefault();
    let to: BlockTime;
    if (action.type === 'day') {
      const date = moveDate(draft.to.date, action.days);
      if (!days.includes(date)) return;
      to = { ...draft.to, date };
    } else {
      to = { date: draft.to.date, ...keyedRange(draft.to, action) };
    }
    window.clearTimeout(draft.timer);
    draft.to = to;
    draft.timer = window.setTimeout(saveKeyDraft, KEY_SAVE_DELAY_MS);
    keyDraft.current = draft;
    keepFocusOn.current = item.blockId;
    setPreview({ blockId: item.blockId, time: to });
    setAnnouncement(`${item.title}: ${blockTimeLabel(to)}`);
  };
  const onBlockBlur = (event: { relatedTarget: EventTarget | null }) => {
    // A block redrawn in another column loses the focus with no new target; it gets it back (above).
    if (event.relatedTarget === null) return;
    keepFocusOn.current = null;
    if (keyDraft.current) saveKeyDraft();
  };

  const ghost = selection ?? planning?.draft ?? null;

  return (
    <Scroller
      ref={scroller}
      role="region"
      aria-label={label}
      tabIndex={0}
      // Once the user has touched the grid, loading data no longer scrolls it.
      onPointerDown={() => (userScrolled.current = true)}
      onPointerMove={planning ? onPointerMove : undefined}
      onPointerUp={planning ? onPointerUp : undefined}
      onPointerCancel={planning ? cancelGesture : undefined}
      onWheel={() => (userScrolled.current = true)}
      onKeyDown={() => (userScrolled.current = true)}
    >
      <Canvas style={{ width: columns.minWidth }}>
        {header ? <StickyHead>{header(columns.template)}</StickyHead> : null}
        <Body style={{ gridTemplateColumns: columns.template }} data-planning={planning ? 'true' : undefined}>
          <Gutter aria-hidden="true" data-gutter="">
            {HOURS.slice(1).map((hour) => (
              <HourLabel key={hour} $hour={hour}>
                {hourLabel(hour)}
              </HourLabel>
            ))}
          </Gutter>
          {days.map((day) => {
            const placed = layoutDay(gridItems(shown.get(day) ?? []));
            return (
              <Column
                key={day}
                $today={day === todayKey}
                data-day={day}
                data-planning={planning ? 'true' : undefined}
                onPointerDown={onColumnPointerDown(day)}
              >
                {/* First in the column, so Tab reaches it before the day's blocks. */}
                {planning && slot.date === day ? (
                  <Slot
                    ref={slotElement}
                    type="button"
                    data-testid="new-block-slot"
                    aria-label={`New step at ${clock(slot.minute)}, ${longDateLabel(parseLocalDate(day))}`}
                    aria-describedby={slotHintId}
                    style={(({ top, height }) => ({ top: `${top}px`, height: `${height}px` }))(
                      itemBox(slot.minute, slot.minute + SNAP_MINUTES * 2),
                    )}
                    onKeyDown={onSlotKeyDown}
                    onFocus={(event) => event.currentTarget.scrollIntoView({ block: 'nearest' })}
                    onClick={() => planning.onCreate({ date: day, ...clickedRange(slot.minute) })}
                  >
                    New step at {clock(slot.minute)}
                  </Slot>
                ) : null}
                {placed.map(({ item, start, end, column, columns: across }) => {
                  const time = itemTime(item);
                  const box = itemBox(start, item.end ?? end);
                  const movable = planning !== undefined && item.blockId !== undefined;
                  const compact = (item.end ?? end) - start < COMPACT_BELOW_MINUTES;
                  return (
                    <Block
                      key={item.key}
                      to={item.href}
                      draggable={false}
                      onClick={onBlockClick}
                      $tone={itemTone(item)}
                      data-done={item.section === 'scheduled' && item.done}
                      data-kind={item.kind}
                      data-column={column}
                      data-columns={across}
                      data-compact={compact}
                      data-block-id={item.blockId}
                      data-dragging={preview?.blockId !== undefined && preview.blockId === item.blockId}
                      aria-describedby={movable ? blockHintId : undefined}
                      title={`${item.title}${time ? ` (${time})` : ''}`}
                      {...(movable
                        ? {
                            onPointerDown: onBlockPointerDown(item),
                            onKeyDown: onBlockKeyDown(item),
                            onBlur: onBlockBlur,
                            onContextMenu: (event: MouseEvent) => gesture.current && event.preventDefault(),
                          }
                        : {})}
                      style={{
                        top: `${box.top}px`,
                        height: `${box.height}px`,
                        left: `calc(${(column / across) * 100}% + 2px)`,
                        width: `calc(${100 / across}% - 4px)`,
                      }}
                    >
                      <span className="line">
                        <strong className="title">
                          {item.done ? <CheckCircle2 aria-hidden="true" /> : null}
                          {item.title}
                        </strong>
                        {time ? (
                          <span className="time" aria-hidden="true">
                            {time}
                          </span>
                        ) : null}
                      </span>
                      <VisuallyHidden>
                        {`, ${kindLabel(item)}${time ? `, ${time}` : ''}${item.section === 'scheduled' && item.done ? ', done' : ''}`}
                      </VisuallyHidden>
                      {movable ? <ResizeHandle data-resize="" aria-hidden="true" /> : null}
                    </Block>
                  );
                })}
                {ghost && ghost.date === day ? (
                  <Ghost
                    aria-hidden="true"
                    data-testid="new-block-ghost"
                    style={(({ top, height }) => ({ top: `${top}px`, height: `${height}px` }))(
                      itemBox(ghost.start, ghost.end),
                    )}
                  >
                    New step · {clock(ghost.start)} - {clock(ghost.end)}
                  </Ghost>
                ) : null}
                {day === todayKey ? (
                  <NowLine data-testid="now-line" style={{ top: `${minutesToPx(nowMinutes)}px` }} />
                ) : null}
              </Column>
            );
          })}
        </Body>
      </Canvas>
      {planning ? (
        <>
          <VisuallyHidden id={blockHintId}>
            {severalDays
              ? 'Arrow keys move it by 15 minutes or a day, Shift with Up or Down changes its end, Escape puts it back.'
              : 'Arrow keys move it by 15 minutes, Shift with Up or Down changes its end, Escape puts it back.'}
          </VisuallyHidden>
          <VisuallyHidden id={slotHintId}>
            {severalDays
              ? 'Arrow keys pick the time and the day, Enter plans a step there.'
              : 'Arrow keys pick the time, Enter plans a step there.'}
          </VisuallyHidden>
        </>
      ) : null}
      <VisuallyHidden aria-live="polite">{announcement}</VisuallyHidden>
    </Scroller>
  );
}
