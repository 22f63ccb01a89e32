import { useEffect, useLayoutEffect, useRef, useState, type KeyboardEvent, type RefObject } from 'react';
import { longDateLabel, parseLocalDate, type DateKey } from '@onething/shared-data';
import { blockTimeLabel, moveDate, type BlockTime, type CalendarItem } from '../domain/calendar';
import { blockTimeOf, clockLabel, sameBlockTime } from '../domain/grid-items';
import { SNAP_MINUTES, blockKeyAction, keyedRange, slotStart } from '../domain/placement';
import type { BlockPreview, GridPlanning } from './grid-planning';

/** Arrow keys on a block preview its new time; it is saved once the keys have rested this long. */
const KEY_SAVE_DELAY_MS = 700;
const LAST_SLOT = 24 * 60 - SNAP_MINUTES;

type KeyDraft = { item: CalendarItem; blockId: string; from: BlockTime; to: BlockTime; timer: number | undefined };
type SlotPlace = { date: DateKey; minute: number };

/**
 * The hour grid's keys. The "New step at …" slot: arrows move it a quarter hour (or a day in the week), Page
 * Up/Down an hour, Enter plans there. A focused time block: Up/Down move it a quarter hour, Shift+Up/Down move
 * its end, Left/Right move it a day in the week, Escape puts it back; the new time is previewed at once and
 * saved once the keys have rested, so one move is one request (and one Undo). Each change is announced.
 */
export function useGridKeys({
  planning,
  days,
  todayKey,
  nowMinutes,
  focusedDay,
  scroller,
  setPreview,
  setAnnouncement,
}: {
  planning: GridPlanning | undefined;
  days: readonly DateKey[];
  todayKey: DateKey;
  nowMinutes: number;
  focusedDay: DateKey | undefined;
  scroller: RefObject<HTMLDivElement | null>;
  setPreview: (preview: BlockPreview | null) => void;
  setAnnouncement: (text: string) => void;
}) {
  const severalDays = days.length > 1;

  // ---- the slot for a new step ------------------------------------------------------------------------------

  // The default slot: the next quarter hour today, else 09:00 on the focused day.
  const defaultSlot: SlotPlace = days.includes(todayKey)
    ? { date: todayKey, minute: Math.min(slotStart(nowMinutes) + SNAP_MINUTES, LAST_SLOT) }
    : { date: focusedDay && days.includes(focusedDay) ? focusedDay : (days[0] as DateKey), minute: 9 * 60 };
  const [chosenSlot, setSlot] = useState<SlotPlace | null>(null);
  const slot = chosenSlot && days.includes(chosenSlot.date) ? chosenSlot : defaultSlot;

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
    setAnnouncement(`${clockLabel(next.minute)}, ${longDateLabel(parseLocalDate(next.date))}`);
  };
  const slotElement = useRef<HTMLButtonElement>(null);
  useLayoutEffect(() => {
    if (document.activeElement === slotElement.current) slotElement.current?.scrollIntoView({ block: 'nearest' });
  }, [slot.date, slot.minute]);

  // ---- moving and resizing a time block ---------------------------------------------------------------------

  const keyDraft = useRef<KeyDraft | null>(null);
  const keepFocusOn = useRef<string | null>(null);

  const saveKeyDraft = () => {
    const draft = keyDraft.current;
    keyDraft.current = null;
    if (!draft) return;
    window.clearTimeout(draft.timer);
    setPreview(null);
    if (!sameBlockTime(draft.from, draft.to)) planning?.onMove(draft.item, draft.to);
  };
  useEffect(() => {
    const drafts = keyDraft;
    return () => window.clearTimeout(drafts.current?.timer);
  }, []);

  // A block moved by keys to another day is drawn in another column: the focus goes with it.
  useLayoutEffect(() => {
    const id = keepFocusOn.current;
    if (!id || (document.activeElement && document.activeElement !== document.body)) return;
    scroller.current?.querySelector<HTMLElement>(`[data-block-id="${id}"]`)?.focus();
  });

  const onBlockKeyDown = (item: CalendarItem) => (event: KeyboardEvent<HTMLAnchorElement>) => {
    if (!planning || !item.blockId) return;
    const draft =
      keyDraft.current?.blockId === item.blockId
        ? keyDraft.current
        : { item, blockId: item.blockId, from: blockTimeOf(item), to: blockTimeOf(item), timer: undefined };
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

  return { slot, slotElement, onSlotKeyDown, onBlockKeyDown, onBlockBlur };
}
