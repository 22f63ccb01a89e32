import { useQuery } from '@tanstack/react-query';
import {
  localDateKey,
  taskQueries,
  timeBlockQueries,
  toLocalDateKey,
  type SessionData,
  type Task,
  type TimeBlock,
} from '@onething/shared-data';
import type { SessionStep } from '../components/steps-card';

/** Today's steps of a goal: each step with its time block dated today, in the steps' order. */
export function todaysGoalSteps(
  steps: readonly Task[],
  blocks: readonly TimeBlock[],
  today: string = localDateKey(),
): SessionStep[] {
  const todays = new Map<string, TimeBlock>();
  for (const block of blocks) {
    if (block.step_id && block.date && toLocalDateKey(block.date) === today && !todays.has(block.step_id))
      todays.set(block.step_id, block);
  }
  return steps
    .filter((step) => todays.has(step.id))
    .map((step) => ({
      id: step.id,
      title: step.title,
      completed: step.completed,
      block: todays.get(step.id) ?? null,
      task: step,
    }));
}

/** A playbook's steps, as the session data holds them. */
export function playbookSteps(data: SessionData | null): SessionStep[] {
  return (data?.playbookData?.tasks ?? [])
    .slice()
    .sort((a, b) => a.sort_order - b.sort_order)
    .map((task) => ({ id: task.id, title: task.title, completed: task.completed, block: null, task: null }));
}

/** The steps list of the deep work page: the playbook's when a playbook runs, else the goal's for today. */
export function useSessionSteps(goalId: string | null, data: SessionData | null) {
  const steps = useQuery({ ...taskQueries.steps(goalId ?? ''), enabled: goalId !== null });
  const blocks = useQuery({ ...timeBlockQueries.byGoal(goalId ?? ''), enabled: goalId !== null });
  if (data?.playbookData) return { steps: playbookSteps(data), loading: false };
  if (goalId === null) return { steps: [], loading: false };
  return { steps: todaysGoalSteps(steps.data ?? [], blocks.data ?? []), loading: steps.isPending || blocks.isPending };
}
