// The rows the database will make of a create (create_goal, create_step), built by the client so a page shows
// them at once, also offline. Each carries the id the client made when the user acted, which the database
// keeps, so later writes queued behind the create (a step of a new goal, its completion) land on these rows.
// The refresh after the write replaces them with the server's.
import type { Goal, Priority, Task, TimeBlock } from '../../types/database';
import { formatTimeHHMMSS, parseTime } from '../../dates/clock-times';
import { blockEndTime, sortBlocks } from './time-blocks';

/** A new active goal: what the user typed (or the playbook held), nothing done yet. */
export function newGoalRow(
  goal: {
    id: string;
    title: string;
    description?: string | null;
    priority?: Priority;
    deadline?: string | null;
    why_description?: string | null;
  },
  userId: string,
  now: string,
  sourcePlaybookId: string | null = null,
): Goal {
  return {
    id: goal.id,
    user_id: userId,
    title: goal.title.trim(),
    description: goal.description ?? null,
    priority: goal.priority ?? 'Medium',
    deadline: goal.deadline ?? null,
    why_description: goal.why_description ?? null,
    is_active: true,
    progress: 0,
    completed_at: null,
    source_type: sourcePlaybookId ? 'playbook' : 'manual',
    source_playbook_id: sourcePlaybookId,
    created_at: now,
    updated_at: now,
  };
}

/** The user's goals, newest first, with the new one at the top (once) and the others no longer active. */
export function withNewGoal(goals: readonly Goal[], goal: Goal): Goal[] {
  return [goal, ...goals.filter((g) => g.id !== goal.id).map((g) => (g.is_active ? { ...g, is_active: false } : g))];
}

/** A task (step or block) as the database makes it: what is given, nothing done, the rest empty. */
export function newTaskRow(
  fields: Pick<Task, 'id' | 'goal_id' | 'title' | 'sort_order' | 'step_number'> & Partial<Task>,
  now: string,
): Task {
  return {
    duration_minutes: null,
    date: null,
    start_time: null,
    end_time: null,
    instructions: null,
    completion_criteria: null,
    step_id: null,
    completed: false,
    completed_at: null,
    status: 'upcoming',
    created_at: now,
    updated_at: now,
    ...fields,
  };
}

type NewStepRowsInput = {
  id: string;
  blockId: string;
  goalId: string;
  title: string;
  /** 'HH:MM' or 'HH:MM:SS' */
  startTime: string;
  durationMinutes: number;
  date: string;
};

/**
 * A new step and its block on its day, placed after the goal's `steps` (the database numbers a step after
 * the goal's others the same way).
 */
export function newStepRows(
  input: NewStepRowsInput,
  steps: readonly Pick<Task, 'sort_order'>[],
  now: string,
): { step: Task; block: TimeBlock } {
  const sortOrder = steps.reduce((max, s) => Math.max(max, s.sort_order), -1) + 1;
  const step = newTaskRow(
    {
      id: input.id,
      goal_id: input.goalId,
      title: input.title.trim(),
      sort_order: sortOrder,
      step_number: steps.length + 1,
      duration_minutes: input.durationMinutes,
    },
    now,
  );
  const start = formatTimeHHMMSS(parseTime(input.startTime));
  const block: TimeBlock = {
    ...step,
    id: input.blockId,
    date: input.date,
    start_time: start,
    end_time: blockEndTime(start, input.durationMinutes),
    step_id: input.id,
  };
  return { step, block };
}

/** A goal's blocks with a new one, in the order the list keeps (by day, then start). */
export function withNewBlock(blocks: readonly Task[], block: Task): Task[] {
  return sortBlocks([...blocks.filter((b) => b.id !== block.id), block]);
}

/** A goal's steps with a new one last (its place in the manual order). */
export function withNewStep(steps: readonly Task[], step: Task): Task[] {
  return [...steps.filter((s) => s.id !== step.id), step];
}
