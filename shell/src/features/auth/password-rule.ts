// Texts and the check of a new password's field (sign-up, reset, Settings): the rule shows under the field
// from the start, and a password under it is refused at the field before the form is sent.
import { PASSWORD_MIN_LENGTH, PASSWORD_TOO_SHORT_MESSAGE, isLongEnoughPassword } from '@onething/shared-data';

/** The rule under a new-password field, before anything is typed. */
export const PASSWORD_RULE_HINT = `At least ${PASSWORD_MIN_LENGTH} characters.`;

export const PASSWORD_REQUIRED = 'Password is required';

export const PASSWORDS_DIFFER = 'The passwords do not match';

/** The message for a new password, or undefined when it may be sent. */
export function newPasswordError(password: string): string | undefined {
  if (!password) return PASSWORD_REQUIRED;
  if (!isLongEnoughPassword(password)) return PASSWORD_TOO_SHORT_MESSAGE;
  return undefined;
}
