import type { BlockTime, CalendarItem } from '../domain/calendar';

/** What the grid does when someone plans in it: a new step for a slot, a block at a new time. */
export type GridPlanning = {
  onCreate: (time: BlockTime) => void;
  onMove: (item: CalendarItem, to: BlockTime) => void;
  /** The slot a new step is being written for (its dialog is open). */
  draft: BlockTime | null;
};

/** A time block drawn at another time while it is dragged or moved by keys, before anything is saved. */
export type BlockPreview = { blockId: string; time: BlockTime };
