// The name people want to be called, asked on the first onboarding step. Sign-up fills the profile's
// names with the e-mail's local part when none is typed (the spec's default); that is not a chosen name,
// so the field starts empty then rather than suggest part of the address.
import { chosenName } from '@onething/shared-data';

/** The longest full name the profile keeps (the database trims longer ones at sign-up). */
export const CHOSEN_NAME_MAX_LENGTH = 200;

export const CHOSEN_NAME_LABEL = 'What should we call you?';

export const CHOSEN_NAME_HINT = 'We greet you with it, and members of your groups see it. Never your e-mail address.';

/** The field's first value: the name given at sign-up (full name, else username) unless it came from the e-mail. */
export const prefilledName = chosenName;

/** A name may be saved once it has a visible character. */
export function isChosenName(name: string): boolean {
  return name.trim().length > 0;
}
