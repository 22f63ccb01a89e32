import { browserTimeZone } from '../dates/dates';

export type SignUpMetadata = { username: string; full_name: string; time_zone?: string };

/**
 * Without a display name, username and full_name default to the e-mail's local part. The browser's time
 * zone goes with them, so the profile the database creates counts days on the user's calendar.
 */
export function signUpMetadata(email: string, username?: string): SignUpMetadata {
  const name = username?.trim() || email.trim().split('@')[0] || email.trim();
  const zone = browserTimeZone();
  return zone === null ? { username: name, full_name: name } : { username: name, full_name: name, time_zone: zone };
}

export function authCallbackUrl(): string {
  return `${window.location.origin}/auth/callback`;
}
