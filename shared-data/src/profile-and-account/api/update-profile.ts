import { getSupabase, type TypedSupabaseClient } from '../../supabase';
import { row } from '../../supabase/result';
import type { Profile, ProfileUpdate } from '../../types/database';

export type ProfileEdit = Omit<ProfileUpdate, 'id' | 'user_id' | 'created_at' | 'updated_at'>;

/** The optional client argument lets the AuthProvider use the client it was given. */
export async function updateProfile(
  userId: string,
  patch: ProfileEdit,
  client: TypedSupabaseClient = getSupabase(),
): Promise<Profile> {
  return row(await client.from('profiles').update(patch).eq('user_id', userId).select().single());
}
