import { shieldSettingsQueryOptions } from './api/get-shield-settings';

// The shield settings read by the name the pages use (settingsQueries.byUser(userId)).

export const settingsQueries = { byUser: shieldSettingsQueryOptions };
