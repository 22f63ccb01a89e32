import { useMutationState, useQuery, type Mutation, type QueryClient } from '@tanstack/react-query';
import { settingsQueries, shieldWrites, type ShieldSettings } from '@onething/shared-data';
import { applyShieldSettingsChange, withDefaults, type ShieldSettingsChange } from '../domain/shield-settings-changes';

/** What a settings save stores with its write: the intended settings, and the change the user made. */
export type ShieldSettingsSave = { userId: string; settings: ShieldSettings; change: ShieldSettingsChange };

/** The user's settings saves not yet confirmed (sending, or queued while offline), in the order made. */
const pendingSaveFilters = (userId: string) => ({
  mutationKey: shieldWrites.saveSettings.mutationKey,
  status: 'pending' as const,
  predicate: (mutation: Mutation<unknown, Error, unknown>) =>
    (mutation.state.variables as ShieldSettingsSave | undefined)?.userId === userId,
});

const changeOf = (mutation: Mutation<unknown, Error, unknown>) =>
  (mutation.state.variables as ShieldSettingsSave).change;

/** The settings as the user sees them: the confirmed ones (or the defaults) with the pending changes applied. */
function settingsWith(confirmed: ShieldSettings | null, pending: readonly ShieldSettingsChange[]): ShieldSettings {
  return pending.reduce(applyShieldSettingsChange, withDefaults(confirmed));
}

/** The settings as the user sees them now, outside React (a new change is applied on top of these). */
export function shownShieldSettings(client: QueryClient, userId: string): ShieldSettings {
  const confirmed = client.getQueryData<ShieldSettings | null>(settingsQueries.byUser(userId).queryKey) ?? null;
  return settingsWith(confirmed, client.getMutationCache().findAll(pendingSaveFilters(userId)).map(changeOf));
}

/**
 * The settings as the user sees them: what the database confirmed (or the defaults when nothing was
 * saved yet), with the changes still being saved, or queued offline, applied in the order they were made.
 */
export function useShieldSettings(userId: string) {
  const query = useQuery(settingsQueries.byUser(userId));
  const pending = useMutationState({ filters: pendingSaveFilters(userId), select: changeOf });
  const settings: ShieldSettings | undefined = query.data === undefined ? undefined : settingsWith(query.data, pending);
  return {
    settings,
    isPending: query.isPending,
    error: query.error,
    refetch: query.refetch,
    isRefetching: query.isRefetching,
  };
}
