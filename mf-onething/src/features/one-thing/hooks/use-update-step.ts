import { useQueryClient } from '@tanstack/react-query';
import {
  refreshAfterWrite,
  isTimeConflictError,
  stepWrites,
  mapWriteInput,
  useWrite,
  type Task,
  type TimeBlock,
  TIME_CONFLICT_TOAST,
  undoPatches,
  type CacheUndo,
} from '@onething/shared-data';
import { toast } from '@onething/shared-ui/toaster';
import { withStepEdited } from '../domain/step-rows';
import { ERROR_MESSAGES, showErrorToast } from './mutation-feedback';
import { showTaskChange } from './optimistic-planner';

export type StepEdit = {
  step: Pick<Task, 'id'>;
  title: string;
  /** The step's block to move along with it (to another day too), when it has one. */
  block?: { block: Pick<TimeBlock, 'id'>; date: string; startTime: string; duration: number };
};

/**
 * One request; moving the block onto another block of the day it lands on is refused by the database.
 * Optimistic: the step and its block show the edit at once (also offline); a refusal puts them back.
 */
export function useUpdateStep() {
  const client = useQueryClient();
  const mutation = useWrite(stepWrites.update, {
    onMutate: (edit): Promise<CacheUndo> => showTaskChange(client, (tasks) => withStepEdited(tasks, edit)),
    onSuccess: () => toast({ title: 'Step Updated' }),
    onError: (error, _edit, undo) => {
      undoPatches(client, undo);
      if (isTimeConflictError(error)) toast({ ...TIME_CONFLICT_TOAST, variant: 'destructive' });
      else showErrorToast(ERROR_MESSAGES.updateStep, error);
    },
    onSettled: () => refreshAfterWrite('tasks', client),
  });
  return mapWriteInput(mutation, ({ step, title, block }: StepEdit) => ({
    stepId: step.id,
    title: title.trim(),
    ...(block
      ? {
          block: {
            blockId: block.block.id,
            date: block.date,
            startTime: block.startTime,
            durationMinutes: block.duration,
          },
        }
      : {}),
  }));
}
