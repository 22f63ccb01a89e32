import { useQueryClient } from '@tanstack/react-query';
import { goalWrites, refreshAfterWrite, mapWriteInput, useWrite } from '@onething/shared-data';
import { toast } from '@onething/shared-ui/toaster';
import { toGoalFields, type GoalFormValues } from '../domain/goal-fields';
import { ERROR_MESSAGES, showErrorToast } from './mutation-feedback';

export function useUpdateGoal() {
  const client = useQueryClient();
  const mutation = useWrite(goalWrites.update, {
    onSuccess: () => toast({ title: 'Goal Updated' }),
    onError: (error) => showErrorToast(ERROR_MESSAGES.updateGoal, error),
    onSettled: () => refreshAfterWrite('goals', client),
  });
  return mapWriteInput(mutation, ({ goalId, values }: { goalId: string; values: GoalFormValues }) => ({
    goalId,
    patch: toGoalFields(values),
  }));
}
