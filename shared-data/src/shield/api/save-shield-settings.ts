import { getSupabase } from '../../supabase';
import { row } from '../../supabase/result';
import type { UserSettings } from '../../types/database';
import type { ShieldSettings } from './get-shield-settings';

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
