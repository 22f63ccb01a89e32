import type { ApiResponse } from '../../http/types.ts';
import type { AuthContext, AuthRequest } from '../context.ts';
import { API_VERSION_HEADER } from '../errors.ts';
import { allowedRedirect } from './redirect.ts';
import { SIGNUP_CONFIRMATION } from '../models/confirmation.ts';
import { LINK_TTL_SECONDS, redeemOneTimeToken } from '../models/one-time-token.ts';
import { PASSWORD_RECOVERY } from '../models/recovery.ts';
import { createSession, sessionResponse } from '../models/sessions.ts';
import { throttleRequest } from '../throttle.ts';
import { findUserById } from '../models/users.ts';

function redirect(location: string): ApiResponse {
  return { status: 303, headers: { location, ...API_VERSION_HEADER } };
}

function withFragment(base: string, params: Record<string, string>): string {
  const url = new URL(base);
  url.hash = new URLSearchParams(params).toString();
  return url.toString();
}

function errorRedirect(base: string): ApiResponse {
  return redirect(
    withFragment(base, {
      error: 'access_denied',
      error_code: 'otp_expired',
      error_description: 'Email link is invalid or has expired',
    }),
  );
}

type VerifyOutcome =
  { kind: 'invalid' } | { kind: 'code'; code: string } | { kind: 'session'; session: Record<string, unknown> };

const LINK_TYPES: ReadonlySet<string> = new Set(['signup', 'email', 'email_change', 'recovery']);

/**
 * GET /verify?token=…&type=signup|email_change|recovery&redirect_to=… opened from a mail. A recovery link
 * signs the user in (the app then asks for a new password): with a code in the query for a PKCE request,
 * else with the session in the URL fragment and `type=recovery`, as GoTrue redirects.
 */
export async function verifyLinkGet(ctx: AuthContext, req: AuthRequest): Promise<ApiResponse> {
  throttleRequest(ctx, req, 'verify');
  const params = req.url.searchParams;
  const token = params.get('token') ?? '';
  const type = params.get('type') ?? '';
  const redirectTo = allowedRedirect(ctx, params.get('redirect_to'));
  if (token === '' || !LINK_TYPES.has(type)) return errorRedirect(redirectTo);
  // An e-mail change link has a token of its own (below) but ends its PKCE flow as a sign-up confirmation does.
  const tokenKind = type === 'recovery' ? PASSWORD_RECOVERY : SIGNUP_CONFIRMATION;

  const outcome = await ctx.db.transaction(async (tx): Promise<VerifyOutcome> => {
    let userId: string | undefined;
    if (type === 'email_change') {
      const { rows } = await tx.query<{ id: string }>(
        `update auth.users set email = email_change, email_change = '', email_change_token_new = '',
           email_confirmed_at = coalesce(email_confirmed_at, now()), updated_at = now()
         where email_change_token_new = $1 and email_change <> ''
           and email_change_sent_at > now() - make_interval(secs => $2)
         returning id`,
        [token, LINK_TTL_SECONDS],
      );
      userId = rows[0]?.id;
      if (userId !== undefined) {
        await tx.query(
          "update auth.identities set identity_data = identity_data || jsonb_build_object('email', (select email from auth.users where id = $1)) where user_id = $1 and provider = 'email'",
          [userId],
        );
      }
    } else {
      userId = await redeemOneTimeToken(tx, tokenKind, token);
      if (userId !== undefined && tokenKind === SIGNUP_CONFIRMATION) {
        await tx.query(
          `update auth.identities set identity_data = identity_data || '{"email_verified": true}'::jsonb
           where user_id = $1 and provider = 'email'`,
          [userId],
        );
      }
    }
    if (userId === undefined) return { kind: 'invalid' };
    // PKCE: the sign-up or recovery request stored a challenge, so the browser gets a one-time code instead of tokens.
    const flow = await tx.query<{ auth_code: string }>(
      `update auth.flow_state set auth_code_issued_at = now(), updated_at = now()
       where id = (select id from auth.flow_state where user_id = $1 and authentication_method = $2
                   order by created_at desc limit 1)
       returning auth_code`,
      [userId, tokenKind.flowMethod],
    );
    const code = flow.rows[0]?.auth_code;
    if (code !== undefined) return { kind: 'code', code };
    const session = await createSession(tx, userId, type === 'recovery' ? 'recovery' : 'otp');
    const user = await findUserById(tx, userId);
    if (user === undefined) return { kind: 'invalid' };
    return { kind: 'session', session: await sessionResponse(ctx, user, session) };
  });

  if (outcome.kind === 'invalid') return errorRedirect(redirectTo);
  if (outcome.kind === 'code') {
    const url = new URL(redirectTo);
    url.searchParams.set('code', outcome.code);
    return redirect(url.toString());
  }
  const s = outcome.session;
  return redirect(
    withFragment(redirectTo, {
      access_token: String(s.access_token),
      expires_at: String(s.expires_at),
      expires_in: String(s.expires_in),
      refresh_token: String(s.refresh_token),
      token_type: 'bearer',
      type,
    }),
  );
}
