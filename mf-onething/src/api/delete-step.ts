import { useMutation, useQueryClient } from '@tanstack/react-query';
import { deleteTask, invalidateAfter, type Task } from '@onething/shared-data';
import { toast } from '@onething/shared-ui';
import { ERROR_MESSAGES, showErrorToast } from './mutation-feedback';

/** One request: the step's time blocks go with it and the database recomputes the goal's progress. */
export function useDeleteStep() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ step }: { step: Pick<Task, 'id'> }) => deleteTask(step.id),
    onSuccess: () => toast({ title: 'Step Deleted' }),
    onError: (error) => showErrorToast(ERROR_MESSAGES.deleteStep, error),
    onSettled: () => invalidateAfter('tasks', client),
  });
}
