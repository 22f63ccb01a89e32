import { useQueryClient } from '@tanstack/react-query';
import {
  refreshAfterWrite,
  stepWrites,
  mapWriteInput,
  useWrite,
  isTimeConflictError,
  type Goal,
  TIME_CONFLICT_TOAST,
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
 * day is refused by the database and nothing is saved.
 */
export function useCreateStep() {
  const client = useQueryClient();
  const mutation = useWrite(stepWrites.create, {
    onSuccess: () => toast({ title: 'Step Created' }),
    onError: (error) => {
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
