import { useQueryClient } from '@tanstack/react-query';
import {
  getFriendlyMessage,
  notifyShieldPlanChanged,
  refreshAfterWrite,
  settingsQueries,
  shieldWrites,
  useWrite,
} from '@onething/shared-data';
import { toast } from '@onething/shared-ui/toaster';
import { SHIELD_SETTINGS_TOASTS } from '../domain/shield-settings-messages';

/**
 * Saves the shield rules as a whole (through the offline queue); once saved, the extension is told to fetch
 * the blocking plan again, so a schedule blocks from then on with no app tab open.
 */
export function useSaveShieldRules(userId: string) {
  const queryClient = useQueryClient();
  return useWrite(shieldWrites.saveRules, {
    onSuccess: (saved) => {
      queryClient.setQueryData(settingsQueries.rules(userId).queryKey, saved);
      toast(SHIELD_SETTINGS_TOASTS.shieldSaved);
      notifyShieldPlanChanged();
    },
    onError: (error) => toast(SHIELD_SETTINGS_TOASTS.saveFailed(getFriendlyMessage(error))),
    onSettled: () => refreshAfterWrite('settings', queryClient),
  });
}
