// "Use as ONE Thing" shows the new goal at once, also offline: the rows the database will make of the
// playbook (create_goal_from_playbook), with the ids the client gave them when the user acted. The goal is
// the playbook's title and description, Medium, active; its steps are the playbook's in order; its blocks are
// placed on the day as `planGoalFromPlaybook` places them. The refresh after the write replaces them all.
import {
  newGoalRow,
  newTaskRow,
  type Goal,
  type Playbook,
  type PlaybookRowIds,
  type Task,
  type TimeBlock,
} from '@onething/shared-data';
import { planGoalFromPlaybook } from './playbooks';

export function goalFromPlaybook(
  playbook: Pick<Playbook, 'id' | 'title' | 'description'>,
  userId: string,
  id: string,
  now: string,
): Goal {
  return newGoalRow({ id, title: playbook.title, description: playbook.description }, userId, now, playbook.id);
}

/** One new id per step and per block of the playbook, in the playbook's order (as the database reads them). */
export function newPlaybookRowIds(
  playbook: Pick<Playbook, 'tasks' | 'time_blocks'>,
  makeId: () => string = () => crypto.randomUUID(),
): PlaybookRowIds {
  return { stepIds: playbook.tasks.map(() => makeId()), blockIds: playbook.time_blocks.map(() => makeId()) };
}

/**
 * The steps and blocks of the goal made from `playbook` on `date`. None when a block cannot fit before
 * midnight: the database refuses the whole goal then.
 */
export function goalRowsFromPlaybook(
  playbook: Pick<Playbook, 'tasks' | 'time_blocks'>,
  goalId: string,
  date: string,
  { stepIds, blockIds }: PlaybookRowIds,
  now: string,
): { steps: Task[]; blocks: TimeBlock[] } {
  const plan = planGoalFromPlaybook(playbook, date);
  if (!plan.ok) return { steps: [], blocks: [] };
  const steps = plan.steps.map((step, i) =>
    newTaskRow({ ...step, id: stepIds[i] ?? crypto.randomUUID(), goal_id: goalId }, now),
  );
  const blocks = plan.blocks.map(
    ({ position, ...block }) =>
      newTaskRow(
        {
          ...block,
          id: blockIds[position] ?? crypto.randomUUID(),
          goal_id: goalId,
          sort_order: block.step_number - 1,
          step_id: stepIds[block.step_number - 1] ?? null,
        },
        now,
      ) as TimeBlock,
  );
  return { steps, blocks };
}
