import { queryOptions } from '@tanstack/react-query';
import { getSupabase } from '../../supabase';
import { maybeRow } from '../../supabase/result';
import type { UserSettings } from '../../types/database';
import { settingsKeys } from '../keys';

export type ShieldSettings = Pick<UserSettings, 'distracting_sites' | 'block_adult_content'>;

export async function getUserSettings(userId: string): Promise<ShieldSettings | null> {
  return maybeRow(
    await getSupabase()
      .from('user_settings')
      .select('distracting_sites, block_adult_content')
      .eq('user_id', userId)
      .maybeSingle(),
  );
}

export const shieldSettingsQueryOptions = (userId: string) =>
  queryOptions({ queryKey: settingsKeys.byUser(userId), queryFn: () => getUserSettings(userId) });
