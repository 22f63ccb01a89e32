import { useQueryClient } from '@tanstack/react-query';
import { goalWrites, refreshAfterWrite, undoPatches, useWrite, type CacheUndo } from '@onething/shared-data';
import { toast } from '@onething/shared-ui/toaster';
import { ERROR_MESSAGES, showErrorToast } from './mutation-feedback';
import { showGoalChange } from './optimistic-planner';

/** One request: the goal's tasks and time blocks go with it. Optimistic: the goal is gone at once (also offline). */
export function useDeleteGoal(userId: string) {
  const client = useQueryClient();
  return useWrite(goalWrites.delete, {
    onMutate: (goalId): Promise<CacheUndo> => showGoalChange(client, userId, goalId, () => null),
    onSuccess: () => toast({ title: 'Goal Deleted', description: 'Goal and all related data deleted successfully' }),
    onError: (error, _goalId, undo) => {
      undoPatches(client, undo);
      showErrorToast(ERROR_MESSAGES.deleteGoal, error);
    },
    onSettled: () => refreshAfterWrite('goals', client),
  });
}
