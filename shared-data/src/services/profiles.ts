import { getSupabase, type TypedSupabaseClient } from '../supabase';
import type { Profile, ProfileUpdate } from '../types/database';
import { maybeRow, row } from '../supabase/result';

// Profiles are created by the database when the account is created; clients read and update them.
// The optional client argument lets the AuthProvider use the client it was given.

export async function getProfile(userId: string, client: TypedSupabaseClient = getSupabase()): Promise<Profile | null> {
  return maybeRow(await client.from('profiles').select('*').eq('user_id', userId).maybeSingle());
}

export type ProfileEdit = Omit<ProfileUpdate, 'id' | 'user_id' | 'created_at' | 'updated_at'>;

export async function updateProfile(
  userId: string,
  patch: ProfileEdit,
  client: TypedSupabaseClient = getSupabase(),
): Promise<Profile> {
  return row(await client.from('profiles').update(patch).eq('user_id', userId).select().single());
}
