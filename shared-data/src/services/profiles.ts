import { getSupabase, type TypedSupabaseClient } from '../supabase';
import type { Profile, ProfileInsert, ProfileUpdate } from '../types/database';
import { maybeRow, row } from './result';

// The optional client argument lets the AuthProvider use the client it was given.

export async function getProfile(userId: string, client: TypedSupabaseClient = getSupabase()): Promise<Profile | null> {
  return maybeRow(await client.from('profiles').select('*').eq('user_id', userId).maybeSingle());
}

export async function createProfile(
  input: ProfileInsert,
  client: TypedSupabaseClient = getSupabase(),
): Promise<Profile> {
  return row(await client.from('profiles').insert(input).select().single());
}

export async function updateProfile(
  userId: string,
  patch: ProfileUpdate,
  client: TypedSupabaseClient = getSupabase(),
): Promise<Profile> {
  return row(await client.from('profiles').update(patch).eq('user_id', userId).select().single());
}
