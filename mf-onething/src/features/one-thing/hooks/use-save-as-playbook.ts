import { useQueryClient } from '@tanstack/react-query';
import { playbookWrites, refreshAfterWrite, useWrite } from '@onething/shared-data';
import { toast } from '@onething/shared-ui/toaster';
import { showErrorToast } from './mutation-feedback';

export const SAVE_AS_PLAYBOOK_FAILED = 'Failed to save playbook. Please try again.';

/** "Save as playbook": the database copies the goal's steps and time blocks into a new playbook. */
export function useSaveAsPlaybook() {
  const client = useQueryClient();
  return useWrite(playbookWrites.saveGoal, {
    onSuccess: (playbook) =>
      toast({ title: 'Playbook Saved', description: `"${playbook.title}" is in your playbooks.` }),
    onError: (error) => showErrorToast(SAVE_AS_PLAYBOOK_FAILED, error),
    onSettled: () => refreshAfterWrite('playbooks', client),
  });
}
