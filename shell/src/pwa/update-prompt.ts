// The quiet prompt shown when a new version of the app is ready: a toast that stays until the user acts
// and reloads only when they click it, so nobody loses what they are typing to an update.
import { toast } from '@onething/shared-ui/toaster';

export const UPDATE_PROMPT_TITLE = 'A new version is ready';
export const UPDATE_PROMPT_ACTION = 'Reload to update';
const UPDATE_PROMPT_ID = 'app-update-ready';

export function showUpdatePrompt(onReload: () => void): void {
  toast({
    id: UPDATE_PROMPT_ID,
    title: UPDATE_PROMPT_TITLE,
    duration: Number.POSITIVE_INFINITY,
    action: { label: UPDATE_PROMPT_ACTION, onClick: onReload },
  });
}
