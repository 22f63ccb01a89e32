import { useMutation, useQueryClient } from '@tanstack/react-query';
import {
  getFriendlyMessage,
  invalidateAfter,
  settingsQueries,
  upsertUserSettings,
  type ShieldSettings,
} from '@onething/shared-data';
import { toast } from '@onething/shared-ui/toaster';
import { saveShieldSettingsKey } from '../api/get-shield-settings';
import { applyShieldSettingsChange, withDefaults, type ShieldSettingsChange } from '../domain/shield-settings-changes';
import { SHIELD_SETTINGS_TOASTS } from '../domain/shield-settings-messages';

/**
 * Saves one change with an upsert on user_id, always sending the whole list and the adult-content flag
 * (a first insert of one column alone would give the other its empty default and drop the presets).
 * Saves run one after another, each on top of what the previous one stored, so quick clicks never
 * overwrite each other; the view is optimistic (see useShieldSettings) and a failure drops the change
 * from it with 'Error Saving Settings' and the server's message.
 */
export function useSaveShieldSettings(userId: string) {
  const queryClient = useQueryClient();
  const settingsQuery = settingsQueries.byUser(userId);
  const mutationKey = saveShieldSettingsKey(userId);

  return useMutation<ShieldSettings, Error, ShieldSettingsChange>({
    mutationKey,
    scope: { id: JSON.stringify(mutationKey) },
    mutationFn: async (change) => {
      const stored = withDefaults(await queryClient.ensureQueryData(settingsQuery));
      const next = applyShieldSettingsChange(stored, change);
      const saved = await upsertUserSettings(userId, next);
      return { distracting_sites: saved.distracting_sites, block_adult_content: saved.block_adult_content };
    },
    onSuccess: (saved, change) => {
      queryClient.setQueryData(settingsQuery.queryKey, saved);
      toast(change.type === 'adult-content' ? SHIELD_SETTINGS_TOASTS.shieldSaved : SHIELD_SETTINGS_TOASTS.sitesSaved);
    },
    onError: (error) => {
      toast(SHIELD_SETTINGS_TOASTS.saveFailed(getFriendlyMessage(error)));
    },
    onSettled: () => {
      // A refetch while later saves are queued would show their sites missing until they land. Not
      // awaited: the save is over (and its change leaves the view) whether or not the refetch succeeds.
      if (queryClient.isMutating({ mutationKey }) > 1) return;
      void invalidateAfter('settings', queryClient);
    },
  });
}
