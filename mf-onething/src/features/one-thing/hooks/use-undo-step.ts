import { useQueryClient } from '@tanstack/react-query';
import {
  getFriendlyMessage,
  refreshAfterWrite,
  isTimeConflictError,
  readErrorFields,
  stepWrites,
  mapWriteInput,
  useWrite,
  type Task,
  TIME_CONFLICT_TOAST,
} from '@onething/shared-data';
import { toast } from '@onething/shared-ui/toaster';
import { ERROR_MESSAGES, showErrorToast } from './mutation-feedback';

/**
 * What an Undo puts back, as the state that was there before (never "flip"): a completed step open again;
 * a goal completed by its last step active and open again with that step open; a deleted step with its blocks,
 * exactly as the database kept them (only its id is sent).
 */
export type UndoInput =
  | { kind: 'step-completed'; step: Pick<Task, 'id'> }
  | { kind: 'goal-completed'; step: Pick<Task, 'id'> }
  | { kind: 'step-deleted'; step: Pick<Task, 'id'> };

const DONE: Record<UndoInput['kind'], { title: string; description: string }> = {
  'step-completed': { title: 'Step Updated', description: 'Step marked as incomplete' },
  'goal-completed': { title: 'Goal Reopened', description: 'Your ONE Thing is active again.' },
  'step-deleted': { title: 'Step Restored', description: 'The step and its time blocks are back.' },
};

export function useUndoStep() {
  const client = useQueryClient();
  const mutation = useWrite(stepWrites.undo, {
    onSuccess: (_result, input) => toast(DONE[input.kind]),
    onError: (error) => {
      if (isTimeConflictError(error)) toast({ ...TIME_CONFLICT_TOAST, variant: 'destructive' });
      // A rule of the database refused it (another goal became active meanwhile): its message says why.
      else if (readErrorFields(error).code === 'P0001')
        toast({ title: 'Error', description: getFriendlyMessage(error), variant: 'destructive' });
      else showErrorToast(ERROR_MESSAGES.undo, error);
    },
    onSettled: () => refreshAfterWrite('tasks', client),
  });
  return mapWriteInput(mutation, ({ kind, step }: UndoInput) => ({ kind, stepId: step.id }));
}
