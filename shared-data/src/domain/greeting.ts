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

/** The name in the greeting: the full name, else the username, else the e-mail before the @ (none: no name). */
export function greetingName(
  profile: { full_name?: string | null; username?: string | null } | null | undefined,
  email: string | null | undefined,
): string {
  const full = profile?.full_name?.trim();
  if (full) return full;
  const username = profile?.username?.trim();
  if (username) return username;
  return email?.split('@')[0]?.trim() ?? '';
}

/** 'Good morning, Ada' or just 'Good morning' without a name. */
export function greetingLine(name: string, now: Date = new Date()): string {
  return name ? `${greeting(now)}, ${name}` : greeting(now);
}
