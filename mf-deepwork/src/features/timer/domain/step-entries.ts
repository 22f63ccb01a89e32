// The deep work page's steps and blocks as they will be once a change made here lands: shown at once, also
// offline, and put back from the lists before it when the change is refused.
import type { Task, TimeBlock } from '@onething/shared-data';

const statusOf = (completed: boolean) => (completed ? 'completed' : 'upcoming');

/** A step completed (or opened again), with its status as the database sets it. */
export function withStepCompleted<T extends Pick<Task, 'id' | 'completed' | 'status'>>(
  steps: readonly T[],
  stepId: string,
  completed: boolean,
): T[] {
  return steps.map((step) => (step.id === stepId ? { ...step, completed, status: statusOf(completed) } : step));
}

/** The time blocks of a step follow its completion. */
export function withStepBlocksCompleted<T extends Pick<TimeBlock, 'step_id' | 'completed' | 'status'>>(
  blocks: readonly T[],
  stepId: string,
  completed: boolean,
): T[] {
  return blocks.map((block) =>
    block.step_id === stepId ? { ...block, completed, status: statusOf(completed) } : block,
  );
}

/** A time block with the fields edited here. */
export function withBlockEdited<T extends Pick<TimeBlock, 'id'>>(
  blocks: readonly T[],
  blockId: string,
  edit: Partial<Omit<T, 'id'>>,
): T[] {
  return blocks.map((block) => (block.id === blockId ? { ...block, ...edit } : block));
}
