import type { ApiResponse } from '../../http/types.ts';
import { SIGNUP_CONFIRMATION } from '../models/confirmation.ts';
import { sendOneTimeToken } from '../models/one-time-token.ts';
import type { AuthContext, AuthRequest } from '../context.ts';
import { INVALID_EMAIL_MESSAGE, normaliseEmail } from '../models/email-address.ts';
import { authJson, fail } from '../errors.ts';
import { readPkceChallenge } from '../models/pkce.ts';
import { allowedRedirect } from './redirect.ts';
import { optionalString, parseJsonBody } from './request-body.ts';
import { throttleAccount, throttleRequest } from '../throttle.ts';
import { findUserByEmail } from '../models/users.ts';

/**
 * POST /resend {type: 'signup', email}: a new confirmation mail for an unconfirmed account, within the mail
 * rate limits; 200 `{}` for unknown and confirmed addresses alike.
 */
export async function resend(ctx: AuthContext, req: AuthRequest): Promise<ApiResponse> {
  throttleRequest(ctx, req, 'resend');
  const body = parseJsonBody(req.rawBody);
  if (optionalString(body, 'type') !== 'signup')
    fail(400, 'validation_failed', 'Only signup confirmations can be resent');
  const email = normaliseEmail(optionalString(body, 'email'));
  if (email === undefined) fail(400, 'validation_failed', INVALID_EMAIL_MESSAGE);
  throttleAccount(ctx, 'resend', email);
  // auth-js sends a fresh challenge (and keeps only its new verifier) in the PKCE flow.
  const pkce = readPkceChallenge(optionalString(body, 'code_challenge'), optionalString(body, 'code_challenge_method'));
  const user = await findUserByEmail(ctx.db, email);
  if (user !== undefined && user.email_confirmed_at === null) {
    const redirectTo = allowedRedirect(ctx, req.url.searchParams.get('redirect_to'));
    const send = await ctx.db.transaction((tx) =>
      sendOneTimeToken(tx, ctx, SIGNUP_CONFIRMATION, { userId: user.id, email, redirectTo, pkce }),
    );
    send();
  }
  // Same answer for unknown and confirmed addresses, so the endpoint does not reveal accounts.
  return authJson(200, {});
}
