import { shieldRulesQueryOptions } from './api/get-shield-rules';
import { shieldSettingsQueryOptions } from './api/get-shield-settings';

// The shield settings read by the name the pages use (settingsQueries.byUser(userId): the site list;
// settingsQueries.rules(userId): schedules, allowlist, breaks, the emergency stop's wait).

export const settingsQueries = { byUser: shieldSettingsQueryOptions, rules: shieldRulesQueryOptions };
