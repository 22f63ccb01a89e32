// The last profile loaded for the signed-in user, kept in the query cache: the offline cache stores it with
// the pages' data, so a reload without a connection still has the user's name, time zone and choices
// instead of no profile (a settings form with empty fields, sharing switches off).
import type { QueryClient } from '@tanstack/react-query';
import { profileKeys } from '../profile-and-account/keys';
import type { Profile } from '../types/database';

/** Keyed by the user's id (a profile's own id is another). */
export function rememberProfile(client: QueryClient, profile: Profile): void {
  client.setQueryData(profileKeys.detail(profile.user_id), profile);
}

/**
 * Calls `found` with the user's cached profile once the cache has it: at once, or when the offline cache has
 * been restored from storage. Returns what stops waiting.
 */
export function whenProfileCached(client: QueryClient, userId: string, found: (profile: Profile) => void): () => void {
  const key = profileKeys.detail(userId);
  const cached = client.getQueryData<Profile>(key);
  if (cached) {
    found(cached);
    return () => undefined;
  }
  const stop = client.getQueryCache().subscribe(() => {
    const restored = client.getQueryData<Profile>(key);
    if (!restored) return;
    stop();
    found(restored);
  });
  return stop;
}
