import { getProfile } from '../profile-and-account/api/get-profile';
import { updateProfile } from '../profile-and-account/api/update-profile';
import { browserTimeZone } from '../dates/dates';
import type { TypedSupabaseClient } from '../supabase';
import type { Profile } from '../types/database';

/**
 * The user's profile (the database creates it with the account). The database counts "today" on the
 * profile's time zone (streaks, which days can be completed), so when this browser is on another calendar
 * the profile follows it: the user travelled or moved. Errors are only logged; the app works without a
 * profile row.
 */
export async function loadProfile(client: TypedSupabaseClient, userId: string): Promise<Profile | null> {
  try {
    const profile = await getProfile(userId, client);
    if (profile === null) {
      console.error('[onething] the account has no profile row');
      return null;
    }
    const zone = browserTimeZone();
    if (zone === null || profile.time_zone === zone) return profile;
    return await updateProfile(userId, { time_zone: zone }, client);
  } catch (error) {
    console.error('[onething] could not load the profile:', error);
    return null;
  }
}
