import { useMutation, useQueryClient } from '@tanstack/react-query';
import {
  createStep,
  invalidateAfter,
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
  return useMutation({
    mutationFn: ({ goal, title, date, startTime, duration }: NewStepInput) =>
      createStep({ goalId: goal.id, title: title.trim(), startTime, durationMinutes: duration, date }),
    onSuccess: () => toast({ title: 'Step Created' }),
    onError: (error) => {
      if (isTimeConflictError(error)) toast({ ...TIME_CONFLICT_TOAST, variant: 'destructive' });
      else showErrorToast(ERROR_MESSAGES.createStep, error);
    },
    onSettled: () => invalidateAfter('tasks', client),
  });
}
