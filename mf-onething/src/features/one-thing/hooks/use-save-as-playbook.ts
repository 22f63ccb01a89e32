import { useQueryClient } from '@tanstack/react-query';
import { mapWriteInput, playbookWrites, refreshAfterWrite, useWrite } from '@onething/shared-data';
import { toast } from '@onething/shared-ui/toaster';
import { showErrorToast } from './mutation-feedback';

export const SAVE_AS_PLAYBOOK_FAILED = 'Failed to save playbook. Please try again.';

/**
 * "Save as playbook": the database copies the goal's steps and time blocks into a new playbook, whose id is
 * made when the user acts (a replay answers with the same playbook). Callers pass the goal's id.
 */
export function useSaveAsPlaybook() {
  const client = useQueryClient();
  const mutation = useWrite(playbookWrites.saveGoal, {
    onSuccess: (playbook) =>
      toast({ title: 'Playbook Saved', description: `"${playbook.title}" is in your playbooks.` }),
    onError: (error) => showErrorToast(SAVE_AS_PLAYBOOK_FAILED, error),
    onSettled: () => refreshAfterWrite('playbooks', client),
  });
  return mapWriteInput(mutation, (goalId: string) => ({ goalId, id: crypto.randomUUID() }));
}
