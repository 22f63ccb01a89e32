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
import { toGoalFields, type GoalFormValues } from '../domain/goal-fields';
import { ERROR_MESSAGES, showErrorToast } from './mutation-feedback';
import { showGoalChange } from './optimistic-planner';

/** Optimistic: the goal shows its new fields at once (also offline); a refusal puts them back. */
export function useUpdateGoal(userId: string) {
  const client = useQueryClient();
  const mutation = useWrite(goalWrites.update, {
    onMutate: ({ goalId, patch }): Promise<CacheUndo> =>
      showGoalChange(client, userId, goalId, (goal) => ({ ...goal, ...patch })),
    onSuccess: () => toast({ title: 'Goal Updated' }),
    onError: (error, _edit, undo) => {
      undoPatches(client, undo);
      showErrorToast(ERROR_MESSAGES.updateGoal, error);
    },
    onSettled: () => refreshAfterWrite('goals', client),
  });
  return mapWriteInput(mutation, ({ goalId, values }: { goalId: string; values: GoalFormValues }) => ({
    goalId,
    patch: toGoalFields(values),
  }));
}
