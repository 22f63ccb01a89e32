// How the top bar names the user: full name, else username, else the e-mail's local part; avatar letter or 'U'.

interface ProfileLike {
  full_name?: string | null;
  username?: string | null;
}

/** The full name, else the username, else the part of the e-mail before the @. */
export function displayName(profile: ProfileLike | null | undefined, email: string | null | undefined): string {
  const fullName = profile?.full_name?.trim();
  if (fullName) return fullName;
  const username = profile?.username?.trim();
  if (username) return username;
  return email?.split('@')[0]?.trim() ?? '';
}
