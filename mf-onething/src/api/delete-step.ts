import { useMutation, useQueryClient } from '@tanstack/react-query';
import { deleteTask, deleteTimeBlocksByStep, invalidateAfter, type Goal, type Task } from '@onething/shared-data';
import { toast } from '@onething/shared-ui';
import { ERROR_MESSAGES, showErrorToast } from './mutation-feedback';
import { syncGoalProgress } from './sync-goal-progress';

export async function deleteStepWithBlocks(goal: Pick<Goal, 'id' | 'is_active'>, step: Pick<Task, 'id'>) {
  await deleteTimeBlocksByStep(step.id);
  await deleteTask(step.id);
  await syncGoalProgress(goal, { autoComplete: false });
}

export function useDeleteStep() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ goal, step }: { goal: Pick<Goal, 'id' | 'is_active'>; step: Pick<Task, 'id'> }) =>
      deleteStepWithBlocks(goal, step),
    onSuccess: () => toast({ title: 'Step Deleted' }),
    onError: (error) => showErrorToast(ERROR_MESSAGES.deleteStep, error),
    onSettled: () => invalidateAfter('tasks', client),
  });
}
