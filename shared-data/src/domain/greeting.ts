// The dashboard's greeting. No imports on purpose: the shell's inline start-up script (bundled from this
// module at build time) writes the same greeting before the app's libraries have loaded.

export type Greeting = 'Good morning' | 'Good afternoon' | 'Good evening';

/** By local time of day: before 12:00 morning, before 17:00 afternoon, otherwise evening. */
export function greeting(now: Date = new Date()): Greeting {
  const hour = now.getHours();
  if (hour < 12) return 'Good morning';
  if (hour < 17) return 'Good afternoon';
  return 'Good evening';
}

/**
 * Whether a name is the e-mail address or its part before the @ (case and spaces aside). Sign-up stores the
 * local part as both names when none is typed, so such a name was never chosen.
 */
export function isEmailDerivedName(name: string, email: string | null | undefined): boolean {
  if (!email) return false;
  const candidate = name.trim().toLowerCase();
  const address = email.trim().toLowerCase();
  return candidate === address || candidate === address.split('@')[0];
}

/**
 * The name the user chose: the full name, else the username, but never one taken from the e-mail address
 * (sign-up's default); '' when there is none.
 */
export function chosenName(
  profile: { full_name?: string | null; username?: string | null } | null | undefined,
  email: string | null | undefined,
): string {
  for (const name of [profile?.full_name, profile?.username]) {
    const trimmed = name?.trim();
    if (trimmed && !isEmailDerivedName(trimmed, email)) return trimmed;
  }
  return '';
}

/**
 * The name in the greeting: the one the user chose (none: no name). Never part of the e-mail address, which
 * would greet people as "user.1795810033".
 */
export function greetingName(
  profile: { full_name?: string | null; username?: string | null } | null | undefined,
  email: string | null | undefined,
): string {
  return chosenName(profile, email);
}

/** 'Good morning, Ada' or just 'Good morning' without a name. */
export function greetingLine(name: string, now: Date = new Date()): string {
  return name ? `${greeting(now)}, ${name}` : greeting(now);
}
