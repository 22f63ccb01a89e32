import { useQueryClient } from '@tanstack/react-query';
import { refreshAfterWrite, mapWriteInput, stepWrites, useWrite, type Task } from '@onething/shared-data';
import { toast } from '@onething/shared-ui/toaster';
import { ERROR_MESSAGES, showErrorToast, UNDO_TOAST_DURATION } from './mutation-feedback';

/**
 * One request, sent once the user has confirmed: the step's time blocks go with it and the database recomputes
 * the goal's progress. The toast offers Undo (onUndo), which asks the database to put back what it deleted.
 */
export function useDeleteStep(onUndo: (step: Pick<Task, 'id'>) => void) {
  const client = useQueryClient();
  const mutation = useWrite(stepWrites.delete, {
    onSuccess: (_deleted, stepId) =>
      toast({
        title: 'Step Deleted',
        duration: UNDO_TOAST_DURATION,
        action: { label: 'Undo', onClick: () => onUndo({ id: stepId }) },
      }),
    onError: (error) => showErrorToast(ERROR_MESSAGES.deleteStep, error),
    onSettled: () => refreshAfterWrite('tasks', client),
  });
  return mapWriteInput(mutation, ({ step }: { step: Pick<Task, 'id'> }) => step.id);
}
