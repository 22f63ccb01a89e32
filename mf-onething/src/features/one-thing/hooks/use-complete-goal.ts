import { useQueryClient } from '@tanstack/react-query';
import { goalWrites, refreshAfterWrite, undoPatches, useWrite, type CacheUndo } from '@onething/shared-data';
import { toast } from '@onething/shared-ui/toaster';
import { ERROR_MESSAGES, showErrorToast } from './mutation-feedback';
import { showGoalChange } from './optimistic-planner';

/**
 * 'Mark as Done': inactive, progress 100, completed_at now. Optimistic: the goal leaves the planner at once
 * (also offline) for the completed goals; a refusal brings it back.
 */
export function useCompleteGoal(userId: string) {
  const client = useQueryClient();
  return useWrite(goalWrites.complete, {
    onMutate: (goalId): Promise<CacheUndo> => {
      const now = new Date().toISOString();
      return showGoalChange(client, userId, goalId, (goal) => ({
        ...goal,
        is_active: false,
        progress: 100,
        completed_at: goal.completed_at ?? now,
      }));
    },
    onSuccess: () => toast({ title: 'Congratulations!', description: 'Goal completed and moved to completed goals' }),
    onError: (error, _goalId, undo) => {
      undoPatches(client, undo);
      showErrorToast(ERROR_MESSAGES.completeGoal, error);
    },
    onSettled: () => refreshAfterWrite('goals', client),
  });
}
