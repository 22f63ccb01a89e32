// Playbook writes with the page's feedback: a toast on success, 'Error' / '…' after logging on failure,
// and a refetch of what the change touched.
import { useQueryClient } from '@tanstack/react-query';
import {
  ACTIVE_GOAL_EXISTS_MESSAGE,
  getFriendlyMessage,
  isTimeConflictError,
  localDateKey,
  mapWriteInput,
  playbookWrites,
  refreshAfterWrite,
  useWrite,
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
  const mutation = useWrite(playbookWrites.save, {
    onSuccess: (_playbook, { id }) => toast(id ? PLAYBOOK_TOASTS.updated : PLAYBOOK_TOASTS.created),
    onError: (error, { id }) => showError(id ? PLAYBOOK_ERRORS.update : PLAYBOOK_ERRORS.create, error),
    onSettled: () => refreshAfterWrite('playbooks', client),
  });
  return mapWriteInput(mutation, ({ id, input }: { id: string | null; input: PlaybookInput }) => ({
    id,
    newId: crypto.randomUUID(),
    userId,
    input,
  }));
}

export function useDeletePlaybook() {
  const client = useQueryClient();
  return useWrite(playbookWrites.delete, {
    onSuccess: () => toast(PLAYBOOK_TOASTS.deleted),
    onError: (error) => showError(PLAYBOOK_ERRORS.delete, error),
    onSettled: () => refreshAfterWrite(['playbooks', 'goals'], client),
  });
}

/** "Use as ONE Thing": one request; the database refuses while the active goal is open or a block cannot fit. */
export function useCreateGoalFromPlaybook() {
  const client = useQueryClient();
  const mutation = useWrite(playbookWrites.createGoal, {
    onSuccess: () => toast(PLAYBOOK_TOASTS.goalCreated),
    onError: (error) => {
      if (isTimeConflictError(error)) {
        toast({ ...PLAYBOOK_TOASTS.timeConflict, variant: 'destructive' });
        return;
      }
      const blocked = getFriendlyMessage(error) === ACTIVE_GOAL_EXISTS_MESSAGE;
      showError(blocked ? ACTIVE_GOAL_EXISTS_MESSAGE : PLAYBOOK_ERRORS.createGoal, error);
    },
    onSettled: () => refreshAfterWrite(['goals', 'tasks'], client),
  });
  return mapWriteInput(mutation, (playbookId: string) => ({ playbookId, date: localDateKey() }));
}
