import type { ApiResponse } from '../http/types.ts';
import type { AuthContext, AuthRequest } from './context.ts';
import { authJson, fail } from './errors.ts';
import { passwordMatches } from './passwords.ts';
import { verifierMatches } from './pkce.ts';
import { optionalString, parseJsonBody } from './request-body.ts';
import { createSession, newRefreshToken, sessionResponse, type SessionRecord } from './sessions.ts';
import { findUserByEmail, findUserById, normaliseEmail } from './users.ts';

/** GoTrue's flow states (and so auth codes) are valid for five minutes. */
const AUTH_CODE_TTL_SECONDS = 300;

export async function token(ctx: AuthContext, req: AuthRequest): Promise<ApiResponse> {
  const grantType = req.url.searchParams.get('grant_type');
  const body = parseJsonBody(req.rawBody);
  switch (grantType) {
    case 'password':
      return passwordGrant(ctx, optionalString(body, 'email'), optionalString(body, 'password'));
    case 'refresh_token':
      return refreshGrant(ctx, optionalString(body, 'refresh_token'));
    case 'pkce':
      return pkceGrant(ctx, optionalString(body, 'auth_code'), optionalString(body, 'code_verifier'));
    default:
      return fail(400, 'unsupported_grant_type', 'unsupported_grant_type');
  }
}

async function passwordGrant(ctx: AuthContext, rawEmail: string | undefined, password: string | undefined): Promise<ApiResponse> {
  if (!rawEmail || !password) fail(400, 'validation_failed', 'missing email or phone');
  const email = normaliseEmail(rawEmail);
  const user = email === undefined ? undefined : await findUserByEmail(ctx.db, email);
  const matches = await passwordMatches(password, user?.encrypted_password);
  if (user === undefined || !matches) fail(400, 'invalid_credentials', 'Invalid login credentials');
  if (user.email_confirmed_at === null) fail(400, 'email_not_confirmed', 'Email not confirmed');
  if (user.banned_until_future) fail(400, 'user_banned', 'User is banned');
  const result = await ctx.db.transaction(async (tx) => {
    const session = await createSession(tx, user.id, 'password');
    const fresh = await findUserById(tx, user.id);
    if (fresh === undefined) throw new Error('user vanished');
    return sessionResponse(ctx, fresh, session);
  });
  return authJson(200, result);
}

interface RefreshRow {
  id: string;
  user_id: string;
  session_id: string;
  revoked: boolean;
  amr_method: string;
  created_epoch: number;
}

type RefreshOutcome = { ok: true; body: Record<string, unknown> } | { ok: false; code: string; message: string };

async function refreshGrant(ctx: AuthContext, refreshToken: string | undefined): Promise<ApiResponse> {
  if (!refreshToken) fail(400, 'validation_failed', 'Refresh Token is missing');
  // Errors are returned from the transaction, not thrown, so that revoking a reused token's session commits.
  const outcome = await ctx.db.transaction(async (tx): Promise<RefreshOutcome> => {
    const { rows } = await tx.query<RefreshRow>(
      `select rt.id::text as id, rt.user_id, rt.session_id, rt.revoked, s.amr_method,
              extract(epoch from s.created_at)::float8 as created_epoch
       from auth.refresh_tokens rt join auth.sessions s on s.id = rt.session_id
       where rt.token = $1 for update of rt, s`,
      [refreshToken],
    );
    const row = rows[0];
    if (row === undefined) {
      return { ok: false, code: 'refresh_token_not_found', message: 'Invalid Refresh Token: Refresh Token Not Found' };
    }
    if (row.revoked) {
      // A revoked token coming back means it leaked: end the whole session (GoTrue's token family revocation).
      await tx.query('delete from auth.sessions where id = $1', [row.session_id]);
      return { ok: false, code: 'refresh_token_already_used', message: 'Invalid Refresh Token: Already Used' };
    }
    const user = await findUserById(tx, row.user_id);
    if (user === undefined) {
      return { ok: false, code: 'refresh_token_not_found', message: 'Invalid Refresh Token: Refresh Token Not Found' };
    }
    const next = newRefreshToken();
    await tx.query('update auth.refresh_tokens set revoked = true, updated_at = now() where id = $1', [row.id]);
    await tx.query(
      'insert into auth.refresh_tokens (token, user_id, session_id, parent) values ($1, $2, $3, $4)',
      [next, row.user_id, row.session_id, refreshToken],
    );
    await tx.query('update auth.sessions set refreshed_at = now(), updated_at = now() where id = $1', [row.session_id]);
    const session: SessionRecord = {
      sessionId: row.session_id,
      refreshToken: next,
      amrMethod: row.amr_method,
      createdAtEpoch: Math.floor(row.created_epoch),
    };
    return { ok: true, body: await sessionResponse(ctx, user, session) };
  });
  if (!outcome.ok) fail(400, outcome.code, outcome.message);
  return authJson(200, outcome.body);
}

interface FlowRow {
  id: string;
  user_id: string | null;
  code_challenge: string;
  code_challenge_method: string;
  issued_age_seconds: number | null;
}

type PkceOutcome = { ok: true; body: Record<string, unknown> } | { ok: false; status: number; code: string; message: string };

async function pkceGrant(ctx: AuthContext, authCode: string | undefined, verifier: string | undefined): Promise<ApiResponse> {
  if (!authCode || !verifier) fail(400, 'validation_failed', 'invalid request: both auth code and code verifier should be non-empty');
  const outcome = await ctx.db.transaction(async (tx): Promise<PkceOutcome> => {
    const { rows } = await tx.query<FlowRow>(
      `select id, user_id, code_challenge, code_challenge_method,
              extract(epoch from now() - auth_code_issued_at)::float8 as issued_age_seconds
       from auth.flow_state where auth_code = $1 for update`,
      [authCode],
    );
    const flow = rows[0];
    // A code is only usable once the e-mail link issued it.
    if (flow === undefined || flow.user_id === null || flow.issued_age_seconds === null) {
      return { ok: false, status: 404, code: 'flow_state_not_found', message: 'invalid flow state, no valid flow state found' };
    }
    if (flow.issued_age_seconds > AUTH_CODE_TTL_SECONDS) {
      await tx.query('delete from auth.flow_state where id = $1', [flow.id]);
      return { ok: false, status: 400, code: 'flow_state_expired', message: 'invalid flow state, flow state has expired' };
    }
    const method = flow.code_challenge_method === 'plain' ? 'plain' : 's256';
    if (!verifierMatches(verifier, { challenge: flow.code_challenge, method })) {
      return { ok: false, status: 400, code: 'bad_code_verifier', message: 'code challenge does not match previously saved code verifier' };
    }
    await tx.query('delete from auth.flow_state where id = $1', [flow.id]);
    const session = await createSession(tx, flow.user_id, 'email/signup');
    const user = await findUserById(tx, flow.user_id);
    if (user === undefined) {
      return { ok: false, status: 404, code: 'user_not_found', message: 'User not found' };
    }
    return { ok: true, body: await sessionResponse(ctx, user, session) };
  });
  if (!outcome.ok) fail(outcome.status, outcome.code, outcome.message);
  return authJson(200, outcome.body);
}
