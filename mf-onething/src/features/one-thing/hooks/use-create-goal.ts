import { useQueryClient } from '@tanstack/react-query';
import {
  ACTIVE_GOAL_EXISTS_MESSAGE,
  getFriendlyMessage,
  goalWrites,
  mapWriteInput,
  newGoalRow,
  refreshAfterWrite,
  showNewGoal,
  undoPatches,
  useWrite,
  type CacheUndo,
} from '@onething/shared-data';
import { toast } from '@onething/shared-ui/toaster';
import { toGoalFields, type GoalFormValues } from '../domain/goal-fields';
import { ERROR_MESSAGES, showErrorToast } from './mutation-feedback';

/**
 * One request: the database deactivates the previous (completed) goal and inserts the new active one, or
 * refuses while the active goal is still open (a stale page, another tab); then the user reads why.
 * Optimistic: the new goal is the active one at once (also offline), with no steps yet; a refusal puts the
 * goals back.
 */
export function useCreateGoal(userId: string) {
  const client = useQueryClient();
  const mutation = useWrite(goalWrites.create, {
    onMutate: (goal): Promise<CacheUndo> =>
      showNewGoal(client, userId, newGoalRow(goal, userId, new Date().toISOString())),
    onSuccess: () => toast({ title: 'Goal Created' }),
    onError: (error, _goal, undo) => {
      undoPatches(client, undo);
      const blocked = getFriendlyMessage(error) === ACTIVE_GOAL_EXISTS_MESSAGE;
      showErrorToast(blocked ? ACTIVE_GOAL_EXISTS_MESSAGE : ERROR_MESSAGES.createGoal, error);
    },
    onSettled: () => refreshAfterWrite('goals', client),
  });
  // The id is made when the user acts: a replay of the same request answers with the same goal.
  return mapWriteInput(mutation, (values: GoalFormValues) => ({ ...toGoalFields(values), id: crypto.randomUUID() }));
}
