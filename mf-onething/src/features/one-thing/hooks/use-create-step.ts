import { useQueryClient } from '@tanstack/react-query';
import {
  refreshAfterWrite,
  stepWrites,
  mapWriteInput,
  useWrite,
  isTimeConflictError,
  type Goal,
  TIME_CONFLICT_TOAST,
  newStepRows,
  withNewBlock,
  withNewStep,
  patchQuery,
  taskKeys,
  timeBlockKeys,
  undoPatches,
  type CacheUndo,
  type Task,
} from '@onething/shared-data';
import { toast } from '@onething/shared-ui/toaster';
import { ERROR_MESSAGES, showErrorToast } from './mutation-feedback';

export type NewStepInput = {
  goal: Pick<Goal, 'id'>;
  title: string;
  /** The block's day, 'yyyy-MM-dd' (today unless another day was chosen). */
  date: string;
  /** 'HH:MM' */
  startTime: string;
  /** Minutes, 1-180 (already normalised by the form). */
  duration: number;
};

/**
 * One request: the step and its time block on its day, saved together. An overlap with another block of that
 * day is refused by the database and nothing is saved. Optimistic: the step and its block show at once (also
 * offline), with the ids the database will keep; a refusal takes them away.
 */
export function useCreateStep() {
  const client = useQueryClient();
  const mutation = useWrite(stepWrites.create, {
    onMutate: async (input): Promise<CacheUndo> => {
      const stepsKey = taskKeys.steps(input.goalId);
      const { step, block } = newStepRows(input, client.getQueryData<Task[]>(stepsKey) ?? [], new Date().toISOString());
      return [
        await patchQuery<Task[]>(client, stepsKey, (steps) => steps && withNewStep(steps, step)),
        await patchQuery<Task[]>(
          client,
          timeBlockKeys.byGoal(input.goalId),
          (blocks) => blocks && withNewBlock(blocks, block),
        ),
      ];
    },
    onSuccess: () => toast({ title: 'Step Created' }),
    onError: (error, _input, undo) => {
      undoPatches(client, undo);
      if (isTimeConflictError(error)) toast({ ...TIME_CONFLICT_TOAST, variant: 'destructive' });
      else showErrorToast(ERROR_MESSAGES.createStep, error);
    },
    onSettled: () => refreshAfterWrite('tasks', client),
  });
  // The ids are made when the user acts: a replay of the same request answers with the same step.
  return mapWriteInput(mutation, ({ goal, title, date, startTime, duration }: NewStepInput) => ({
    id: crypto.randomUUID(),
    blockId: crypto.randomUUID(),
    goalId: goal.id,
    title: title.trim(),
    startTime,
    durationMinutes: duration,
    date,
  }));
}
