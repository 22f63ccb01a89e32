// The password rule, one definition for the backend error's mapping and for the forms that check it at the
// field before sending. The backend enforces it (GoTrue's default minimum, which hosted Supabase keeps).

export const PASSWORD_MIN_LENGTH = 6;

/** The error catalogue's text for a password under the minimum. */
export const PASSWORD_TOO_SHORT_MESSAGE = 'Password must be at least 6 characters long.';

/** Whether a new password meets the minimum, counted in characters (code points) as the backend counts them. */
export function isLongEnoughPassword(password: string): boolean {
  return [...password].length >= PASSWORD_MIN_LENGTH;
}
