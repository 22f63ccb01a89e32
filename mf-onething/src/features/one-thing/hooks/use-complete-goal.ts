import { useQueryClient } from '@tanstack/react-query';
import { goalWrites, refreshAfterWrite, useWrite } from '@onething/shared-data';
import { toast } from '@onething/shared-ui/toaster';
import { ERROR_MESSAGES, showErrorToast } from './mutation-feedback';

/** 'Mark as Done': inactive, progress 100, completed_at now. */
export function useCompleteGoal() {
  const client = useQueryClient();
  return useWrite(goalWrites.complete, {
    onSuccess: () => toast({ title: 'Congratulations!', description: 'Goal completed and moved to completed goals' }),
    onError: (error) => showErrorToast(ERROR_MESSAGES.completeGoal, error),
    onSettled: () => refreshAfterWrite('goals', client),
  });
}
