import { queryOptions } from '@tanstack/react-query';
import { BREAKS_PER_SESSION, EMERGENCY_WAIT_SECONDS } from '../../extension-bridge/protocol';
import { getSupabase } from '../../supabase';
import { maybeRow } from '../../supabase/result';
import { settingsKeys } from '../keys';
import type { WeeklySchedule } from '../rules/shield-schedule';

/**
 * How the shield behaves beyond its site list: the sites allowlist mode lets through, weekly blocking
 * schedules (and whether the active goal's time blocks block too), breaks per session and the emergency
 * stop's wait. The same user_settings row as the site list, read and saved on its own.
 */
export type ShieldRules = {
  allowed_sites: string[];
  shield_schedules: WeeklySchedule[];
  shield_time_blocks: boolean;
  breaks_per_session: number;
  emergency_wait_seconds: number;
};

export const SHIELD_RULE_COLUMNS =
  'allowed_sites, shield_schedules, shield_time_blocks, breaks_per_session, emergency_wait_seconds';

/** What a user who never saved any has (the database's column defaults). */
export const DEFAULT_SHIELD_RULES: ShieldRules = {
  allowed_sites: [],
  shield_schedules: [],
  shield_time_blocks: false,
  breaks_per_session: BREAKS_PER_SESSION.default,
  emergency_wait_seconds: EMERGENCY_WAIT_SECONDS.default,
};

export async function getShieldRules(userId: string): Promise<ShieldRules> {
  const saved = maybeRow(
    await getSupabase().from('user_settings').select(SHIELD_RULE_COLUMNS).eq('user_id', userId).maybeSingle(),
  );
  return saved ? { ...(saved as unknown as ShieldRules) } : DEFAULT_SHIELD_RULES;
}

export const shieldRulesQueryOptions = (userId: string) =>
  queryOptions({ queryKey: settingsKeys.rules(userId), queryFn: () => getShieldRules(userId) });
