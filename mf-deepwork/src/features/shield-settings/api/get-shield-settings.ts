import { useMutationState, useQuery } from '@tanstack/react-query';
import { settingsKeys, settingsQueries, type ShieldSettings } from '@onething/shared-data';
import { applyShieldSettingsChange, withDefaults, type ShieldSettingsChange } from '../domain/shield-settings-changes';

/** Saves of the user's settings share this key, so the view can find the ones still in flight. */
export const saveShieldSettingsKey = (userId: string) => [...settingsKeys.byUser(userId), 'save'] as const;

/**
 * The settings as the user sees them: what the database confirmed (or the defaults when nothing was
 * saved yet), with the changes still being saved applied in the order they were made.
 */
export function useShieldSettings(userId: string) {
  const query = useQuery(settingsQueries.byUser(userId));
  const pending = useMutationState({
    filters: { mutationKey: saveShieldSettingsKey(userId), status: 'pending' },
    select: (mutation) => mutation.state.variables as ShieldSettingsChange,
  });
  const settings: ShieldSettings | undefined =
    query.data === undefined ? undefined : pending.reduce(applyShieldSettingsChange, withDefaults(query.data));
  return {
    settings,
    isPending: query.isPending,
    error: query.error,
    refetch: query.refetch,
    isRefetching: query.isRefetching,
  };
}
