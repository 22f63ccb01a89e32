import { getSupabase, type TypedSupabaseClient } from '../../supabase';
import { maybeRow } from '../../supabase/result';
import type { Profile } from '../../types/database';

// Profiles are created by the database when the account is created; clients read and update them.
// The optional client argument lets the AuthProvider use the client it was given.

export async function getProfile(userId: string, client: TypedSupabaseClient = getSupabase()): Promise<Profile | null> {
  return maybeRow(await client.from('profiles').select('*').eq('user_id', userId).maybeSingle());
}
