import { useMutation, useQueryClient } from '@tanstack/react-query';
import { createStep, invalidateAfter, isTimeConflictError, localDateKey, type Goal } from '@onething/shared-data';
import { toast } from '@onething/shared-ui/toaster';
import { ERROR_MESSAGES, showErrorToast, TIME_CONFLICT_TOAST } from './mutation-feedback';

export type NewStepInput = {
  goal: Pick<Goal, 'id'>;
  title: string;
  /** 'HH:MM' */
  startTime: string;
  /** Minutes, 1-180 (already normalised by the form). */
  duration: number;
};

/**
 * One request: the step and its time block for today, saved together. An overlap with another of today's
 * blocks is refused by the database and nothing is saved.
 */
export function useCreateStep() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ goal, title, startTime, duration }: NewStepInput) =>
      createStep({ goalId: goal.id, title: title.trim(), startTime, durationMinutes: duration, date: localDateKey() }),
    onSuccess: () => toast({ title: 'Step Created' }),
    onError: (error) => {
      if (isTimeConflictError(error)) toast({ ...TIME_CONFLICT_TOAST, variant: 'destructive' });
      else showErrorToast(ERROR_MESSAGES.createStep, error);
    },
    onSettled: () => invalidateAfter('tasks', client),
  });
}
