import { useMutation, useQueryClient } from '@tanstack/react-query';
import { invalidateAfter, updateTask, type Task, type TimeBlock } from '@onething/shared-data';
import { toast } from '@onething/shared-ui';
import { ERROR_MESSAGES, showErrorToast, TIME_CONFLICT_TOAST } from './mutation-feedback';
import { assertSlotFree, blockTimes, TimeConflictError } from './step-schedule';

export type StepEdit = {
  step: Pick<Task, 'id' | 'goal_id'>;
  title: string;
  /** The step's block to move along with it, when it has one. */
  block?: { block: Pick<TimeBlock, 'id' | 'date'>; startTime: string; duration: number };
};

export async function saveStepEdit({ step, title, block }: StepEdit) {
  const trimmed = title.trim();
  if (block) {
    const times = blockTimes(block.startTime, block.duration);
    if (block.block.date) await assertSlotFree(step.goal_id, block.block.date, times, block.block.id);
    await updateTask(step.id, { title: trimmed, duration_minutes: block.duration });
    await updateTask(block.block.id, { title: trimmed, ...times, duration_minutes: block.duration });
  } else {
    await updateTask(step.id, { title: trimmed });
  }
}

export function useUpdateStep() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: saveStepEdit,
    onSuccess: () => toast({ title: 'Step Updated' }),
    onError: (error) => {
      if (error instanceof TimeConflictError) toast({ ...TIME_CONFLICT_TOAST, variant: 'destructive' });
      else showErrorToast(ERROR_MESSAGES.updateStep, error);
    },
    onSettled: () => invalidateAfter('tasks', client),
  });
}
