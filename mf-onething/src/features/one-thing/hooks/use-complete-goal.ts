import { useMutation, useQueryClient } from '@tanstack/react-query';
import { completeGoal, invalidateAfter } from '@onething/shared-data';
import { toast } from '@onething/shared-ui/toaster';
import { ERROR_MESSAGES, showErrorToast } from './mutation-feedback';

/** 'Mark as Done': inactive, progress 100, completed_at now. */
export function useCompleteGoal() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (goalId: string) => completeGoal(goalId),
    onSuccess: () => toast({ title: 'Congratulations!', description: 'Goal completed and moved to completed goals' }),
    onError: (error) => showErrorToast(ERROR_MESSAGES.completeGoal, error),
    onSettled: () => invalidateAfter('goals', client),
  });
}
