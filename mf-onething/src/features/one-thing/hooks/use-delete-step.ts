import { useQueryClient } from '@tanstack/react-query';
import {
  mapWriteInput,
  refreshAfterWrite,
  stepWrites,
  undoPatches,
  useWrite,
  type CacheUndo,
  type Task,
} from '@onething/shared-data';
import { toast } from '@onething/shared-ui/toaster';
import { withoutStep } from '../domain/step-rows';
import { ERROR_MESSAGES, showErrorToast, UNDO_TOAST_DURATION } from './mutation-feedback';
import { showTaskChange } from './optimistic-planner';

/**
 * One request, sent once the user has confirmed: the step's time blocks go with it and the database recomputes
 * the goal's progress. The toast offers Undo (onUndo), which asks the database to put back what it deleted.
 * Optimistic: the step and its blocks are gone at once (also offline); a refusal puts them back.
 */
export function useDeleteStep(onUndo: (step: Pick<Task, 'id'>) => void) {
  const client = useQueryClient();
  const mutation = useWrite(stepWrites.delete, {
    onMutate: (stepId): Promise<CacheUndo> => showTaskChange(client, (tasks) => withoutStep(tasks, stepId)),
    onSuccess: (_deleted, stepId) =>
      toast({
        title: 'Step Deleted',
        duration: UNDO_TOAST_DURATION,
        action: { label: 'Undo', onClick: () => onUndo({ id: stepId }) },
      }),
    onError: (error, _stepId, undo) => {
      undoPatches(client, undo);
      showErrorToast(ERROR_MESSAGES.deleteStep, error);
    },
    onSettled: () => refreshAfterWrite('tasks', client),
  });
  return mapWriteInput(mutation, ({ step }: { step: Pick<Task, 'id'> }) => step.id);
}
