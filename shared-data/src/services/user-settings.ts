import { getSupabase } from '../supabase';
import type { UserSettings } from '../types/database';
import { maybeRow, row } from '../supabase/result';

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

/**
 * Upserts on user_id. Only the fields given are written, but a first insert gives any missing column its
 * default (an empty site list), so callers that own the list send both fields.
 */
export async function upsertUserSettings(userId: string, patch: Partial<ShieldSettings>): Promise<UserSettings> {
  return row(
    await getSupabase()
      .from('user_settings')
      .upsert({ ...patch, user_id: userId }, { onConflict: 'user_id' })
      .select()
      .single(),
  );
}
