import type { Queryable } from '../../db/types.ts';
import type { ApiResponse } from '../../http/types.ts';
import type { AuthContext, AuthRequest } from '../context.ts';
import { normaliseEmail } from '../models/email-address.ts';
import { authJson, fail } from '../errors.ts';
import { passwordMatches } from '../models/passwords.ts';
import { verifierMatches } from '../models/pkce.ts';
import { optionalString, parseJsonBody } from './request-body.ts';
import { createSession, newRefreshToken, sessionResponse, type SessionRecord } from '../models/sessions.ts';
import { throttleAccount, throttleRequest } from '../throttle.ts';
import { findUserByEmail, findUserById } from '../models/users.ts';

/** GoTrue's flow states (and so auth codes) are valid for five minutes. */
const AUTH_CODE_TTL_SECONDS = 300;

const GRANT_TYPES: ReadonlySet<string> = new Set(['password', 'refresh_token', 'pkce']);

/** Every grant shares one rate-limit bucket per client address, as in GoTrue. */
export async function token(ctx: AuthContext, req: AuthRequest): Promise<ApiResponse> {
  const grantType = req.url.searchParams.get('grant_type') ?? '';
  if (!GRANT_TYPES.has(grantType)) fail(400, 'unsupported_grant_type', 'unsupported_grant_type');
  throttleRequest(ctx, req, 'token');
  const body = parseJsonBody(req.rawBody);
  if (grantType === 'password')
    return passwordGrant(ctx, optionalString(body, 'email'), optionalString(body, 'password'));
  if (grantType === 'refresh_token') return refreshGrant(ctx, optionalString(body, 'refresh_token'));
  return pkceGrant(ctx, optionalString(body, 'auth_code'), optionalString(body, 'code_verifier'));
}

async function passwordGrant(
  ctx: AuthContext,
  rawEmail: string | undefined,
  password: string | undefined,
): Promise<ApiResponse> {
  if (!rawEmail || !password) fail(400, 'validation_failed', 'missing email or phone');
  // An unusable address (invisible characters, not an e-mail) matches no account: GoTrue answers it like
  // an unknown one, after the same password work.
  const email = normaliseEmail(rawEmail);
  if (email !== undefined) throttleAccount(ctx, 'token', email);
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
  /** Seconds since the token was last updated, i.e. since its rotation when it is revoked. */
  revoked_age: number;
  amr_method: string;
  created_epoch: number;
}

type RefreshOutcome = { ok: true; body: Record<string, unknown> } | { ok: false; code: string; message: string };

const TOKEN_NOT_FOUND = {
  ok: false,
  code: 'refresh_token_not_found',
  message: 'Invalid Refresh Token: Refresh Token Not Found',
} as const;

/**
 * Which refresh token a rotated (revoked) token may still be exchanged for, following GoTrue:
 * - the parent of the session's active token (the client lost the answer of its last refresh, or a second
 *   tab refreshed at the same time) gets that active token back, so both tabs end up with the same session;
 * - any other revoked token within the reuse interval after its rotation gets a new child token;
 * - later, the reuse means the token leaked: undefined, and the caller ends the session.
 */
async function reusableToken(
  tx: Queryable,
  ctx: AuthContext,
  row: RefreshRow,
  refreshToken: string,
): Promise<string | 'rotate' | undefined> {
  const { rows } = await tx.query<{ token: string; parent: string | null }>(
    'select token, parent from auth.refresh_tokens where session_id = $1 and not revoked order by id desc limit 1',
    [row.session_id],
  );
  const active = rows[0];
  if (active !== undefined && active.parent === refreshToken) return active.token;
  return row.revoked_age < ctx.refreshTokenReuseInterval ? 'rotate' : undefined;
}

async function refreshGrant(ctx: AuthContext, refreshToken: string | undefined): Promise<ApiResponse> {
  if (!refreshToken) fail(400, 'validation_failed', 'Refresh Token is missing');
  // Errors are returned from the transaction, not thrown, so that revoking a reused token's session commits.
  const outcome = await ctx.db.transaction(async (tx): Promise<RefreshOutcome> => {
    // The row locks serialise concurrent refreshes of one session: the second sees the first one's rotation.
    const { rows } = await tx.query<RefreshRow>(
      `select rt.id::text as id, rt.user_id, rt.session_id, rt.revoked, s.amr_method,
              extract(epoch from now() - rt.updated_at)::float8 as revoked_age,
              extract(epoch from s.created_at)::float8 as created_epoch
       from auth.refresh_tokens rt join auth.sessions s on s.id = rt.session_id
       where rt.token = $1 for update of rt, s`,
      [refreshToken],
    );
    const row = rows[0];
    if (row === undefined) return TOKEN_NOT_FOUND;
    let next: string;
    if (row.revoked) {
      const reuse = await reusableToken(tx, ctx, row, refreshToken);
      if (reuse === undefined) {
        // GoTrue revokes the whole token family; deleting the session also ends its access tokens here.
        await tx.query('delete from auth.sessions where id = $1', [row.session_id]);
        return { ok: false, code: 'refresh_token_already_used', message: 'Invalid Refresh Token: Already Used' };
      }
      next = reuse === 'rotate' ? await rotate(tx, row, refreshToken) : reuse;
    } else {
      await tx.query('update auth.refresh_tokens set revoked = true, updated_at = now() where id = $1', [row.id]);
      next = await rotate(tx, row, refreshToken);
    }
    const user = await findUserById(tx, row.user_id);
    if (user === undefined) return TOKEN_NOT_FOUND;
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

/** A new child of `parent` in the same session. */
async function rotate(tx: Queryable, row: RefreshRow, parent: string): Promise<string> {
  const next = newRefreshToken();
  await tx.query('insert into auth.refresh_tokens (token, user_id, session_id, parent) values ($1, $2, $3, $4)', [
    next,
    row.user_id,
    row.session_id,
    parent,
  ]);
  return next;
}

interface FlowRow {
  id: string;
  user_id: string | null;
  code_challenge: string;
  code_challenge_method: string;
  authentication_method: string;
  issued_age_seconds: number | null;
}

type PkceOutcome =
  { ok: true; body: Record<string, unknown> } | { ok: false; status: number; code: string; message: string };

async function pkceGrant(
  ctx: AuthContext,
  authCode: string | undefined,
  verifier: string | undefined,
): Promise<ApiResponse> {
  if (!authCode || !verifier)
    fail(400, 'validation_failed', 'invalid request: both auth code and code verifier should be non-empty');
  const outcome = await ctx.db.transaction(async (tx): Promise<PkceOutcome> => {
    const { rows } = await tx.query<FlowRow>(
      `select id, user_id, code_challenge, code_challenge_method, authentication_method,
              extract(epoch from now() - auth_code_issued_at)::float8 as issued_age_seconds
       from auth.flow_state where auth_code = $1 for update`,
      [authCode],
    );
    const flow = rows[0];
    // A code is only usable once the e-mail link issued it.
    if (flow === undefined || flow.user_id === null || flow.issued_age_seconds === null) {
      return {
        ok: false,
        status: 404,
        code: 'flow_state_not_found',
        message: 'invalid flow state, no valid flow state found',
      };
    }
    if (flow.issued_age_seconds > AUTH_CODE_TTL_SECONDS) {
      await tx.query('delete from auth.flow_state where id = $1', [flow.id]);
      return {
        ok: false,
        status: 400,
        code: 'flow_state_expired',
        message: 'invalid flow state, flow state has expired',
      };
    }
    const method = flow.code_challenge_method === 'plain' ? 'plain' : 's256';
    if (!verifierMatches(verifier, { challenge: flow.code_challenge, method })) {
      return {
        ok: false,
        status: 400,
        code: 'bad_code_verifier',
        message: 'code challenge does not match previously saved code verifier',
      };
    }
    await tx.query('delete from auth.flow_state where id = $1', [flow.id]);
    const session = await createSession(
      tx,
      flow.user_id,
      flow.authentication_method === 'recovery' ? 'recovery' : 'email/signup',
    );
    const user = await findUserById(tx, flow.user_id);
    if (user === undefined) {
      return { ok: false, status: 404, code: 'user_not_found', message: 'User not found' };
    }
    return { ok: true, body: await sessionResponse(ctx, user, session) };
  });
  if (!outcome.ok) fail(outcome.status, outcome.code, outcome.message);
  return authJson(200, outcome.body);
}
