import { useMutation, useQueryClient } from '@tanstack/react-query';
import {
  ACTIVE_GOAL_EXISTS_MESSAGE,
  canCreateGoal,
  createGoal,
  getActiveGoal,
  invalidateAfter,
  listSteps,
} from '@onething/shared-data';
import { toast } from '@onething/shared-ui';
import { toGoalFields, type GoalFormValues } from './goal-fields';
import { ERROR_MESSAGES, showErrorToast } from './mutation-feedback';

/** Re-checks the one-active-goal rule against the server: the page may be stale (another tab). */
async function assertCanCreate(userId: string) {
  const active = await getActiveGoal(userId);
  if (active && !canCreateGoal(active, await listSteps(active.id))) throw new Error(ACTIVE_GOAL_EXISTS_MESSAGE);
}

export function useCreateGoal(userId: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async (values: GoalFormValues) => {
      await assertCanCreate(userId);
      // The service deactivates every goal of the user before inserting the new active one.
      return createGoal(userId, toGoalFields(values));
    },
    onSuccess: () => toast({ title: 'Goal Created' }),
    onError: (error) => showErrorToast(ERROR_MESSAGES.createGoal, error),
    onSettled: () => invalidateAfter('goals', client),
  });
}
