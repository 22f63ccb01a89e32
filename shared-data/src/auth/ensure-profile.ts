import { createProfile, getProfile } from '../services/profiles';
import type { TypedSupabaseClient } from '../supabase';
import type { Profile } from '../types/database';

const DUPLICATE_KEY = '23505';

/**
 * The user's profile, created empty when missing. Another tab (or the INITIAL_SESSION event racing
 * getSession) may create it first: a duplicate-key conflict means it exists now, so it is re-read.
 * Errors are only logged (spec section 8); the app works without a profile row.
 */
export async function ensureProfile(client: TypedSupabaseClient, userId: string): Promise<Profile | null> {
  try {
    const existing = await getProfile(userId, client);
    if (existing) return existing;
    try {
      return await createProfile({ user_id: userId, username: null, full_name: null, avatar_url: null }, client);
    } catch (error) {
      if ((error as { code?: unknown }).code === DUPLICATE_KEY) return await getProfile(userId, client);
      throw error;
    }
  } catch (error) {
    console.error('[onething] could not load or create the profile:', error);
    return null;
  }
}
