// Playbook writes with the page's feedback: a toast on success, 'Error' / '…' after logging on failure,
// and a refetch of what the change touched.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import {
  ACTIVE_GOAL_EXISTS_MESSAGE,
  createGoalFromPlaybook,
  createPlaybook,
  deletePlaybook,
  getFriendlyMessage,
  invalidateAfter,
  isTimeConflictError,
  localDateKey,
  updatePlaybook,
  type PlaybookInput,
} from '@onething/shared-data';
import { toast } from '@onething/shared-ui/toaster';
import { PLAYBOOK_ERRORS, PLAYBOOK_TOASTS } from '../domain/playbook-messages';

function showError(description: string, error: unknown) {
  console.error(`[mf-growth] ${description}`, error);
  toast({ title: 'Error', description, variant: 'destructive' });
}

export function useSavePlaybook(userId: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ id, input }: { id: string | null; input: PlaybookInput }) =>
      id ? updatePlaybook(id, input) : createPlaybook(userId, input),
    onSuccess: (_playbook, { id }) => toast(id ? PLAYBOOK_TOASTS.updated : PLAYBOOK_TOASTS.created),
    onError: (error, { id }) => showError(id ? PLAYBOOK_ERRORS.update : PLAYBOOK_ERRORS.create, error),
    onSettled: () => invalidateAfter('playbooks', client),
  });
}

export function useDeletePlaybook() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => deletePlaybook(id),
    onSuccess: () => toast(PLAYBOOK_TOASTS.deleted),
    onError: (error) => showError(PLAYBOOK_ERRORS.delete, error),
    onSettled: () => invalidateAfter(['playbooks', 'goals'], client),
  });
}

/** "Use as ONE Thing": one request; the database refuses while the active goal is open or a block cannot fit. */
export function useCreateGoalFromPlaybook() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (playbookId: string) => createGoalFromPlaybook(playbookId, localDateKey()),
    onSuccess: () => toast(PLAYBOOK_TOASTS.goalCreated),
    onError: (error) => {
      if (isTimeConflictError(error)) {
        toast({ ...PLAYBOOK_TOASTS.timeConflict, variant: 'destructive' });
        return;
      }
      const blocked = getFriendlyMessage(error) === ACTIVE_GOAL_EXISTS_MESSAGE;
      showError(blocked ? ACTIVE_GOAL_EXISTS_MESSAGE : PLAYBOOK_ERRORS.createGoal, error);
    },
    onSettled: () => invalidateAfter(['goals', 'tasks'], client),
  });
}
