import type { OneTimeTokenKind } from './one-time-token.ts';

/** The sign-up confirmation: its link confirms the address (and signs in). */
export const SIGNUP_CONFIRMATION: OneTimeTokenKind = {
  tokenColumn: 'confirmation_token',
  sentAtColumn: 'confirmation_sent_at',
  linkType: 'signup',
  flowMethod: 'email/signup',
  mail: { subject: 'Confirm Your Signup', text: 'Follow this link to confirm your user:' },
};
