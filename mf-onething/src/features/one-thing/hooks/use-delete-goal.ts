import { useMutation, useQueryClient } from '@tanstack/react-query';
import { deleteGoal, invalidateAfter } from '@onething/shared-data';
import { toast } from '@onething/shared-ui/toaster';
import { ERROR_MESSAGES, showErrorToast } from './mutation-feedback';

/** One request: the goal's tasks and time blocks go with it. */
export function useDeleteGoal() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (goalId: string) => deleteGoal(goalId),
    onSuccess: () => toast({ title: 'Goal Deleted', description: 'Goal and all related data deleted successfully' }),
    onError: (error) => showErrorToast(ERROR_MESSAGES.deleteGoal, error),
    onSettled: () => invalidateAfter('goals', client),
  });
}
