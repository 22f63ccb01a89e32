// The profile form sends only what changed; blank names are stored as null (spec: display name
// falls back to the username, then the e-mail).
import type { Profile, ProfileUpdate } from '@onething/shared-data';

export interface ProfileFormValues {
  fullName: string;
  username: string;
}

export function profileFormValues(profile: Pick<Profile, 'full_name' | 'username'> | null): ProfileFormValues {
  return { fullName: profile?.full_name ?? '', username: profile?.username ?? '' };
}

export function profilePatch(
  values: ProfileFormValues,
  profile: Pick<Profile, 'full_name' | 'username'> | null,
): Pick<ProfileUpdate, 'full_name' | 'username'> {
  const fullName = values.fullName.trim() || null;
  const username = values.username.trim() || null;
  return {
    ...(fullName !== (profile?.full_name ?? null) ? { full_name: fullName } : {}),
    ...(username !== (profile?.username ?? null) ? { username } : {}),
  };
}
