import type { OneTimeTokenKind } from './one-time-token.ts';

/** GoTrue's recovery mail (its default template's subject and text). */
export const RECOVERY_MAIL = {
  subject: 'Reset Your Password',
  text: 'Follow this link to reset the password for your user:',
};

/** The password recovery: its link signs the user in, and the app then asks for a new password. */
export const PASSWORD_RECOVERY: OneTimeTokenKind = {
  tokenColumn: 'recovery_token',
  sentAtColumn: 'recovery_sent_at',
  linkType: 'recovery',
  flowMethod: 'recovery',
  mail: RECOVERY_MAIL,
};
