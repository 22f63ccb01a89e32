import { useMutation, useQueryClient } from '@tanstack/react-query';
import { deleteStep, invalidateAfter, type DeletedStep, type Task } from '@onething/shared-data';
import { toast } from '@onething/shared-ui/toaster';
import { ERROR_MESSAGES, showErrorToast, UNDO_TOAST_DURATION } from './mutation-feedback';

/**
 * One request: the step's time blocks go with it and the database recomputes the goal's progress. No dialog:
 * the toast offers Undo, which hands the deleted rows back to the database (onUndo).
 */
export function useDeleteStep(onUndo: (deleted: DeletedStep) => void) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ step }: { step: Pick<Task, 'id'> }) => deleteStep(step.id),
    onSuccess: (deleted) =>
      toast({
        title: 'Step Deleted',
        duration: UNDO_TOAST_DURATION,
        action: { label: 'Undo', onClick: () => onUndo(deleted) },
      }),
    onError: (error) => showErrorToast(ERROR_MESSAGES.deleteStep, error),
    onSettled: () => invalidateAfter('tasks', client),
  });
}
