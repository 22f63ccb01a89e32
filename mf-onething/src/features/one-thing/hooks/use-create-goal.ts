import { useQueryClient } from '@tanstack/react-query';
import {
  ACTIVE_GOAL_EXISTS_MESSAGE,
  getFriendlyMessage,
  goalWrites,
  refreshAfterWrite,
  mapWriteInput,
  useWrite,
} from '@onething/shared-data';
import { toast } from '@onething/shared-ui/toaster';
import { toGoalFields, type GoalFormValues } from '../domain/goal-fields';
import { ERROR_MESSAGES, showErrorToast } from './mutation-feedback';

/**
 * One request: the database deactivates the previous (completed) goal and inserts the new active one, or
 * refuses while the active goal is still open (a stale page, another tab); then the user reads why.
 */
export function useCreateGoal() {
  const client = useQueryClient();
  const mutation = useWrite(goalWrites.create, {
    onSuccess: () => toast({ title: 'Goal Created' }),
    onError: (error) => {
      const blocked = getFriendlyMessage(error) === ACTIVE_GOAL_EXISTS_MESSAGE;
      showErrorToast(blocked ? ACTIVE_GOAL_EXISTS_MESSAGE : ERROR_MESSAGES.createGoal, error);
    },
    onSettled: () => refreshAfterWrite('goals', client),
  });
  // The id is made when the user acts: a replay of the same request answers with the same goal.
  return mapWriteInput(mutation, (values: GoalFormValues) => ({ ...toGoalFields(values), id: crypto.randomUUID() }));
}
