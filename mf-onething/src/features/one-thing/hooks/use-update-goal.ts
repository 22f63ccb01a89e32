import { useMutation, useQueryClient } from '@tanstack/react-query';
import { invalidateAfter, updateGoal } from '@onething/shared-data';
import { toast } from '@onething/shared-ui/toaster';
import { toGoalFields, type GoalFormValues } from '../domain/goal-fields';
import { ERROR_MESSAGES, showErrorToast } from './mutation-feedback';

export function useUpdateGoal() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ goalId, values }: { goalId: string; values: GoalFormValues }) =>
      updateGoal(goalId, toGoalFields(values)),
    onSuccess: () => toast({ title: 'Goal Updated' }),
    onError: (error) => showErrorToast(ERROR_MESSAGES.updateGoal, error),
    onSettled: () => invalidateAfter('goals', client),
  });
}
