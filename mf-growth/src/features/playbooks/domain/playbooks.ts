// Playbooks: reusable plans copied from a goal and back into one. The database does the copying
// (save_goal_as_playbook, create_goal_from_playbook); these pure functions state the same rules so the
// page can show the result before it asks (where today's blocks will land, or that they will not fit).
import {
  formatTimeHHMMSS,
  isValidTime,
  LAST_MINUTE_OF_DAY,
  parseTime,
  type Playbook,
  type PlaybookTask,
  type PlaybookTimeBlock,
  STEP_DURATION_MAX,
  STEP_DURATION_MIN,
  type Task,
} from '@onething/shared-data';

/** Shown when a playbook's block ends before it starts or is longer than a step may be. */
export const PLAYBOOK_BLOCK_RANGE_MESSAGE = 'A time block ends after it starts and lasts at most 180 minutes.';

export type PlaybookContent = { tasks: PlaybookTask[]; time_blocks: PlaybookTimeBlock[] };

const bySortOrder = (a: Task, b: Task) => a.sort_order - b.sort_order || a.created_at.localeCompare(b.created_at);
const byDayAndStart = (a: Task, b: Task) =>
  (a.date ?? '9999').localeCompare(b.date ?? '9999') || (a.start_time ?? '').localeCompare(b.start_time ?? '');

export function toPlaybookTask(step: Task, position = step.sort_order): PlaybookTask {
  return {
    id: step.id,
    title: step.title,
    completed: false,
    description: step.instructions,
    estimated_duration: step.duration_minutes,
    sort_order: position,
  };
}

export function toPlaybookTimeBlock(block: Task, stepNumber = block.step_number): PlaybookTimeBlock {
  const start = block.start_time ?? '00:00:00';
  return {
    id: block.id,
    title: block.title,
    start_time: formatTimeHHMMSS(parseTime(start)),
    end_time: formatTimeHHMMSS(
      block.end_time
        ? parseTime(block.end_time)
        : Math.min(parseTime(start) + (block.duration_minutes ?? 30), LAST_MINUTE_OF_DAY),
    ),
    status: 'upcoming',
    instructions: block.instructions,
    completion_criteria: block.completion_criteria,
    step_number: stepNumber,
    date: block.date,
  };
}

/**
 * A goal's tasks as a playbook: steps (no start time) by sort order, never completed; time blocks by day and
 * start, upcoming, each pointing at its step by the step's position (1-based) in that order.
 */
export function playbookFromGoal(tasks: readonly Task[]): PlaybookContent {
  const steps = tasks.filter((t) => t.start_time === null).sort(bySortOrder);
  const position = new Map(steps.map((s, i) => [s.id, i + 1]));
  const blocks = tasks.filter((t) => t.start_time !== null).sort(byDayAndStart);
  return {
    tasks: steps.map((step, i) => toPlaybookTask(step, i)),
    time_blocks: blocks.map((block) =>
      toPlaybookTimeBlock(block, (block.step_id && position.get(block.step_id)) || block.step_number),
    ),
  };
}

export type PlannedStep = {
  title: string;
  sort_order: number;
  step_number: number;
  duration_minutes: number | null;
  instructions: string | null;
};

export type PlannedBlock = {
  /** Its place in the playbook's list of blocks (0-based): the plan lists blocks by start time instead. */
  position: number;
  title: string;
  date: string;
  start_time: string;
  end_time: string;
  duration_minutes: number;
  step_number: number;
  instructions: string | null;
  completion_criteria: string | null;
};

export type GoalPlan =
  | { ok: true; steps: PlannedStep[]; blocks: PlannedBlock[]; moved: number }
  /** A block could only fit after midnight: the database refuses with 'Time Conflict'. */
  | { ok: false; reason: 'time-conflict'; blockTitle: string };

/**
 * The goal "Use as ONE Thing" makes of a playbook on `date`: its steps in order and its blocks on that day.
 * Blocks are placed by start time; one that would overlap a placed block moves to that block's end (again
 * until it is free), and one that would then end after 23:59 makes the whole plan a time conflict.
 */
export function planGoalFromPlaybook(playbook: Pick<Playbook, 'tasks' | 'time_blocks'>, date: string): GoalPlan {
  const steps: PlannedStep[] = playbook.tasks.map((task, i) => ({
    title: task.title,
    sort_order: i,
    step_number: i + 1,
    duration_minutes: task.estimated_duration ?? null,
    instructions: task.description ?? null,
  }));
  const ordered = playbook.time_blocks
    .map((block, index) => ({
      block,
      index,
      start: parseTime(block.start_time ?? '00:00'),
      end: parseTime(block.end_time ?? '00:00'),
    }))
    .sort((a, b) => a.start - b.start || a.block.step_number - b.block.step_number || a.index - b.index);

  const placed: Array<{ start: number; end: number }> = [];
  const blocks: PlannedBlock[] = [];
  let moved = 0;
  for (const { block, index, start: wanted, end } of ordered) {
    const length = end - wanted;
    let start = wanted;
    for (;;) {
      const blockers = placed.filter((p) => p.start < start + length && start < p.end);
      if (blockers.length === 0) break;
      start = Math.max(...blockers.map((p) => p.end));
    }
    if (start + length > LAST_MINUTE_OF_DAY) return { ok: false, reason: 'time-conflict', blockTitle: block.title };
    if (start !== wanted) moved += 1;
    placed.push({ start, end: start + length });
    blocks.push({
      position: index,
      title: block.title,
      date,
      start_time: formatTimeHHMMSS(start),
      end_time: formatTimeHHMMSS(start + length),
      duration_minutes: length,
      step_number: block.step_number,
      instructions: block.instructions,
      completion_criteria: block.completion_criteria,
    });
  }
  return { ok: true, steps, blocks, moved };
}

/** Playbooks whose title, description or a step's title contains every word of the query, newest first. */
export function searchPlaybooks<T extends Pick<Playbook, 'title' | 'description' | 'tasks' | 'created_at'>>(
  playbooks: readonly T[],
  query: string,
): T[] {
  const words = query.toLocaleLowerCase().split(/\s+/).filter(Boolean);
  const newestFirst = [...playbooks].sort((a, b) => b.created_at.localeCompare(a.created_at));
  if (words.length === 0) return newestFirst;
  return newestFirst.filter((p) => {
    const text = [p.title, p.description ?? '', ...p.tasks.map((t) => t.title)].join(' ').toLocaleLowerCase();
    return words.every((w) => text.includes(w));
  });
}

/** The list with the item at `from` moved to `to` (indexes clamped to the list). */
export function moveItem<T>(list: readonly T[], from: number, to: number): T[] {
  const next = [...list];
  if (from < 0 || from >= next.length) return next;
  const [item] = next.splice(from, 1);
  next.splice(Math.max(0, Math.min(to, next.length)), 0, item as T);
  return next;
}

/**
 * Steps reordered or removed: sort orders follow the new order, and blocks keep pointing at the same step
 * (by id); blocks of a removed step go with it, as a goal's do.
 */
export function relinkBlocks(
  before: readonly PlaybookTask[],
  after: readonly PlaybookTask[],
  blocks: readonly PlaybookTimeBlock[],
): PlaybookContent {
  const newPosition = new Map(after.map((t, i) => [t.id, i + 1]));
  const tasks = after.map((t, i) => ({ ...t, sort_order: i }));
  const time_blocks = blocks.flatMap((block) => {
    const step = before[block.step_number - 1];
    if (!step) return [block];
    const position = newPosition.get(step.id);
    return position === undefined ? [] : [{ ...block, step_number: position }];
  });
  return { tasks, time_blocks };
}

/** Null when the block is valid, else why not (times present, ends after it starts, 1-180 minutes). */
export function playbookBlockProblem(block: Pick<PlaybookTimeBlock, 'start_time' | 'end_time'>): string | null {
  if (!block.start_time || !block.end_time || !isValidTime(block.start_time) || !isValidTime(block.end_time)) {
    return PLAYBOOK_BLOCK_RANGE_MESSAGE;
  }
  const length = parseTime(block.end_time) - parseTime(block.start_time);
  return length < STEP_DURATION_MIN || length > STEP_DURATION_MAX ? PLAYBOOK_BLOCK_RANGE_MESSAGE : null;
}

/** Total planned minutes of a playbook: its blocks' lengths, else its steps' estimates. */
export function playbookMinutes(playbook: Pick<Playbook, 'tasks' | 'time_blocks'>): number {
  const blocks = playbook.time_blocks.reduce(
    (sum, b) => sum + (b.start_time && b.end_time ? Math.max(0, parseTime(b.end_time) - parseTime(b.start_time)) : 0),
    0,
  );
  return blocks > 0 ? blocks : playbook.tasks.reduce((sum, t) => sum + (t.estimated_duration ?? 0), 0);
}
