import { useQueryClient } from '@tanstack/react-query';
import { goalWrites, refreshAfterWrite, useWrite } from '@onething/shared-data';
import { toast } from '@onething/shared-ui/toaster';
import { ERROR_MESSAGES, showErrorToast } from './mutation-feedback';

/** One request: the goal's tasks and time blocks go with it. */
export function useDeleteGoal() {
  const client = useQueryClient();
  return useWrite(goalWrites.delete, {
    onSuccess: () => toast({ title: 'Goal Deleted', description: 'Goal and all related data deleted successfully' }),
    onError: (error) => showErrorToast(ERROR_MESSAGES.deleteGoal, error),
    onSettled: () => refreshAfterWrite('goals', client),
  });
}
