import type { ApiResponse } from '../../http/types.ts';
import type { AuthContext, AuthRequest } from '../context.ts';
import { INVALID_EMAIL_MESSAGE, normaliseEmail } from '../models/email-address.ts';
import { authJson, fail } from '../errors.ts';
import { readPkceChallenge } from '../models/pkce.ts';
import { sendOneTimeToken } from '../models/one-time-token.ts';
import { PASSWORD_RECOVERY } from '../models/recovery.ts';
import { allowedRedirect } from './redirect.ts';
import { optionalString, parseJsonBody } from './request-body.ts';
import { throttleAccount, throttleRequest } from '../throttle.ts';
import { findUserByEmail } from '../models/users.ts';

/**
 * POST /recover {email, code_challenge?, code_challenge_method?} with `?redirect_to=`: mails a link that
 * signs the user in to set a new password (supabase-js `resetPasswordForEmail`). As GoTrue: 200 `{}` for
 * known and unknown addresses alike, 400 without a valid address, 429 within the mail rate limits.
 */
export async function recover(ctx: AuthContext, req: AuthRequest): Promise<ApiResponse> {
  throttleRequest(ctx, req, 'recover');
  const body = parseJsonBody(req.rawBody);
  const rawEmail = optionalString(body, 'email');
  if (rawEmail === undefined || rawEmail === '') fail(400, 'validation_failed', 'Password recovery requires an email');
  const email = normaliseEmail(rawEmail);
  if (email === undefined) fail(400, 'validation_failed', INVALID_EMAIL_MESSAGE);
  const pkce = readPkceChallenge(optionalString(body, 'code_challenge'), optionalString(body, 'code_challenge_method'));
  throttleAccount(ctx, 'recover', email);
  const user = await findUserByEmail(ctx.db, email);
  // Same answer for unknown addresses, so the endpoint does not reveal accounts.
  if (user === undefined) return authJson(200, {});
  const redirectTo = allowedRedirect(ctx, req.url.searchParams.get('redirect_to'));
  const send = await ctx.db.transaction((tx) =>
    sendOneTimeToken(tx, ctx, PASSWORD_RECOVERY, { userId: user.id, email, redirectTo, pkce }),
  );
  send();
  return authJson(200, {});
}
