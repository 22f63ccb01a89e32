import { useQueryClient } from '@tanstack/react-query';
import {
  getFriendlyMessage,
  mapWriteInput,
  refreshAfterWrite,
  settingsQueries,
  shieldWrites,
  useWrite,
  type ShieldSettings,
} from '@onething/shared-data';
import { toast } from '@onething/shared-ui/toaster';
import { shownShieldSettings, type ShieldSettingsSave } from '../api/get-shield-settings';
import { applyShieldSettingsChange, type ShieldSettingsChange } from '../domain/shield-settings-changes';
import { SHIELD_SETTINGS_TOASTS } from '../domain/shield-settings-messages';

/**
 * Saves one change as the whole intended settings: the site list and the adult-content flag as the user
 * sees them (confirmed, with the changes still waiting applied) with this change on top, taken when the
 * user acts. Saves go through the offline queue one after another, so quick clicks never overwrite each
 * other and a change made offline is saved when the connection returns. The view is optimistic (see
 * useShieldSettings); a refused save drops out of it with 'Error Saving Settings' and the server's message.
 */
export function useSaveShieldSettings(userId: string) {
  const queryClient = useQueryClient();
  const settingsKey = settingsQueries.byUser(userId).queryKey;
  const mutation = useWrite<{ userId: string; settings: ShieldSettings }, ShieldSettings, unknown, ShieldSettingsSave>(
    shieldWrites.saveSettings,
    {
      onSuccess: (saved, { change }) => {
        queryClient.setQueryData(settingsKey, saved);
        toast(change.type === 'adult-content' ? SHIELD_SETTINGS_TOASTS.shieldSaved : SHIELD_SETTINGS_TOASTS.sitesSaved);
      },
      onError: (error) => {
        toast(SHIELD_SETTINGS_TOASTS.saveFailed(getFriendlyMessage(error)));
      },
      // A refetch while later saves wait would show their sites missing until they land: once the queue drains.
      onSettled: () => refreshAfterWrite('settings', queryClient),
    },
  );
  return mapWriteInput(mutation, (change: ShieldSettingsChange): ShieldSettingsSave => ({
    userId,
    change,
    settings: applyShieldSettingsChange(shownShieldSettings(queryClient, userId), change),
  }));
}
