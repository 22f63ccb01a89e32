// How the top bar names the user (the spec's rule): the full name, else the username, else the e-mail's
// local part, which only the user sees there, next to the address itself. The dashboard's greeting and the
// start-up frame (its greeting and the avatar's letter) use greetingName, which skips a name taken from the
// e-mail; the two differ only for an account without a chosen name, whose frame shows the avatar's 'U'.
import type { Profile } from '@onething/shared-data';

/** The full name, else the username, else the part of the e-mail before the @. */
export function displayName(
  profile: Pick<Profile, 'full_name' | 'username'> | null | undefined,
  email: string | null | undefined,
): string {
  return profile?.full_name?.trim() || profile?.username?.trim() || email?.split('@')[0]?.trim() || '';
}
