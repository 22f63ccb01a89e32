import { useMutation, useQueryClient } from '@tanstack/react-query';
import { createTask, deleteTask, invalidateAfter, listSteps, localDateKey, type Goal } from '@onething/shared-data';
import { toast } from '@onething/shared-ui';
import { ERROR_MESSAGES, showErrorToast, TIME_CONFLICT_TOAST } from './mutation-feedback';
import { assertSlotFree, blockTimes, TimeConflictError } from './step-schedule';
import { syncGoalProgress } from './sync-goal-progress';

export type NewStepInput = {
  goal: Pick<Goal, 'id' | 'is_active'>;
  title: string;
  /** 'HH:MM' */
  startTime: string;
  /** Minutes, 1-180 (already normalised by the form). */
  duration: number;
};

/**
 * A step is two rows: the step (no start time) and its time block for today, linked by step_id.
 * A conflict saves nothing; if the block insert fails the step is removed again.
 */
export async function createStepWithBlock(input: NewStepInput, now: Date = new Date()) {
  const date = localDateKey(now);
  const times = blockTimes(input.startTime, input.duration);
  await assertSlotFree(input.goal.id, date, times);

  const existing = await listSteps(input.goal.id);
  const sortOrder = existing.reduce((max, step) => Math.max(max, step.sort_order), -1) + 1;
  const stepNumber = existing.length + 1;
  const title = input.title.trim();
  const common = {
    goal_id: input.goal.id,
    title,
    completed: false,
    status: 'upcoming' as const,
    sort_order: sortOrder,
    step_number: stepNumber,
    duration_minutes: input.duration,
  };

  const step = await createTask(common);
  try {
    await createTask({ ...common, ...times, date, instructions: null, step_id: step.id });
  } catch (error) {
    await deleteTask(step.id).catch((cleanupError: unknown) => console.error('[mf-onething] step cleanup failed', cleanupError));
    throw error;
  }
  await syncGoalProgress(input.goal, { autoComplete: false });
  return step;
}

export function useCreateStep() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (input: NewStepInput) => createStepWithBlock(input),
    onSuccess: () => toast({ title: 'Step Created' }),
    onError: (error) => {
      if (error instanceof TimeConflictError) toast({ ...TIME_CONFLICT_TOAST, variant: 'destructive' });
      else showErrorToast(ERROR_MESSAGES.createStep, error);
    },
    onSettled: () => invalidateAfter('tasks', client),
  });
}
