// Steps across days: which block a step's row shows, and which open steps were left on past days (what
// "Move N unfinished steps to today" moves; the database decides the same with move_unfinished_steps_to_day).
import {
  addDaysLocal,
  localDateKey,
  parseLocalDate,
  shortDateLabel,
  sortBlocks,
  weekdayDateLabel,
  type DateKey,
} from '@onething/shared-data';

type StepLike = { id: string; completed: boolean };
type BlockLike = { step_id: string | null; date: string | null; start_time: string | null };

const dayOf = (block: BlockLike): DateKey | null => (block.date ? block.date.slice(0, 10) : null);

/**
 * The block each step's row shows, by step id: its first block today or later (by day, then start time), else
 * its latest block of a past day.
 */
export function blockShownForStep<B extends BlockLike>(blocks: readonly B[], today: DateKey): Map<string, B> {
  const shown = new Map<string, B>();
  for (const block of sortBlocks(blocks)) {
    if (!block.step_id || dayOf(block) === null) continue;
    const current = shown.get(block.step_id);
    if (current && (dayOf(current) ?? '') >= today) continue;
    // Sorted by day: a later past block replaces an earlier one, and the first block from today on stays.
    shown.set(block.step_id, block);
  }
  return shown;
}

/** Open steps with a block before today and none today or later. */
export function unfinishedPastSteps<S extends StepLike>(
  steps: readonly S[],
  blocks: readonly BlockLike[],
  today: DateKey,
): S[] {
  const past = new Set<string>();
  const planned = new Set<string>();
  for (const block of blocks) {
    const day = dayOf(block);
    if (!block.step_id || !block.start_time || day === null) continue;
    (day < today ? past : planned).add(block.step_id);
  }
  return steps.filter((step) => !step.completed && past.has(step.id) && !planned.has(step.id));
}

/** The button's text: 'Move 1 unfinished step to today', 'Move 3 unfinished steps to today'. */
export function moveToTodayLabel(count: number): string {
  return `Move ${count} unfinished ${count === 1 ? 'step' : 'steps'} to today`;
}

/**
 * How a block's day reads next to its time in a step's row: nothing for today (the page is about today),
 * 'Yesterday', 'Tomorrow', 'Monday, Mar 9' within the year, 'Mar 9, 2027' beyond it.
 */
export function blockDayLabel(date: DateKey, today: DateKey): string | null {
  const day = date.slice(0, 10);
  if (day === today) return null;
  const todayDate = parseLocalDate(today);
  if (day === localDateKey(addDaysLocal(todayDate, -1))) return 'Yesterday';
  if (day === localDateKey(addDaysLocal(todayDate, 1))) return 'Tomorrow';
  const when = parseLocalDate(day);
  return when.getFullYear() === todayDate.getFullYear() ? weekdayDateLabel(when) : shortDateLabel(when);
}
