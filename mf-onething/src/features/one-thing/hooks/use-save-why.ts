import { useQueryClient } from '@tanstack/react-query';
import {
  goalWrites,
  mapWriteInput,
  refreshAfterWrite,
  undoPatches,
  useWrite,
  type CacheUndo,
} from '@onething/shared-data';
import { toast } from '@onething/shared-ui/toaster';
import { ERROR_MESSAGES, showErrorToast } from './mutation-feedback';
import { showGoalChange } from './optimistic-planner';

/** Optimistic: the goal holds the new why at once (also offline); a refusal puts the old one back. */
export function useSaveWhy(userId: string) {
  const client = useQueryClient();
  const mutation = useWrite(goalWrites.saveWhy, {
    onMutate: ({ goalId, why }): Promise<CacheUndo> =>
      showGoalChange(client, userId, goalId, (goal) => ({ ...goal, why_description: why })),
    onSuccess: () => toast({ title: 'Why saved', description: 'Your motivation has been updated successfully.' }),
    onError: (error, _why, undo) => {
      undoPatches(client, undo);
      showErrorToast(ERROR_MESSAGES.saveWhy, error);
    },
    onSettled: () => refreshAfterWrite('goals', client),
  });
  return mapWriteInput(mutation, ({ goalId, why }: { goalId: string; why: string }) => ({
    goalId,
    why: why.trim() === '' ? null : why.trim(),
  }));
}
