import { useQueryClient } from '@tanstack/react-query';
import { goalWrites, refreshAfterWrite, mapWriteInput, useWrite } from '@onething/shared-data';
import { toast } from '@onething/shared-ui/toaster';
import { ERROR_MESSAGES, showErrorToast } from './mutation-feedback';

export function useSaveWhy() {
  const client = useQueryClient();
  const mutation = useWrite(goalWrites.saveWhy, {
    onSuccess: () => toast({ title: 'Why saved', description: 'Your motivation has been updated successfully.' }),
    onError: (error) => showErrorToast(ERROR_MESSAGES.saveWhy, error),
    onSettled: () => refreshAfterWrite('goals', client),
  });
  return mapWriteInput(mutation, ({ goalId, why }: { goalId: string; why: string }) => ({
    goalId,
    why: why.trim() === '' ? null : why.trim(),
  }));
}
