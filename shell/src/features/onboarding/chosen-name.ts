// The name people want to be called, asked on the first onboarding step. Sign-up fills the profile's
// names with the e-mail's local part when none is typed (the spec's default); that is not a chosen name,
// so the field starts empty then rather than suggest part of the address.

/** The longest full name the profile keeps (the database trims longer ones at sign-up). */
export const CHOSEN_NAME_MAX_LENGTH = 200;

export const CHOSEN_NAME_LABEL = 'What should we call you?';

export const CHOSEN_NAME_HINT = 'We greet you with it, and members of your groups see it. Never your e-mail address.';

/** Whether a name is the e-mail address or its part before the @ (case and spaces aside). */
export function isEmailDerivedName(name: string, email: string | null | undefined): boolean {
  if (!email) return false;
  const candidate = name.trim().toLowerCase();
  const address = email.trim().toLowerCase();
  return candidate === address || candidate === address.split('@')[0];
}

/** The field's first value: the name given at sign-up (full name, else username) unless it came from the e-mail. */
export function prefilledName(
  profile: { full_name?: string | null; username?: string | null } | null | undefined,
  email: string | null | undefined,
): string {
  for (const name of [profile?.full_name, profile?.username]) {
    const trimmed = name?.trim();
    if (trimmed && !isEmailDerivedName(trimmed, email)) return trimmed;
  }
  return '';
}

/** A name may be saved once it has a visible character. */
export function isChosenName(name: string): boolean {
  return name.trim().length > 0;
}
