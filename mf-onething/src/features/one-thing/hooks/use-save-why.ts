import { useMutation, useQueryClient } from '@tanstack/react-query';
import { invalidateAfter, updateGoal } from '@onething/shared-data';
import { toast } from '@onething/shared-ui/toaster';
import { ERROR_MESSAGES, showErrorToast } from './mutation-feedback';

export function useSaveWhy() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ goalId, why }: { goalId: string; why: string }) =>
      updateGoal(goalId, { why_description: why.trim() === '' ? null : why.trim() }),
    onSuccess: () => toast({ title: 'Why saved', description: 'Your motivation has been updated successfully.' }),
    onError: (error) => showErrorToast(ERROR_MESSAGES.saveWhy, error),
    onSettled: () => invalidateAfter('goals', client),
  });
}
