import { randomBytes } from 'node:crypto';
import { SignJWT } from 'jose';
import type { Queryable } from '../../db/types.ts';
import { secretKey } from '../../keys.ts';
import type { AuthContext } from '../context.ts';
import { userJson, type UserRow } from './users.ts';

export const ACCESS_TOKEN_TTL_SECONDS = 3600;

export type AmrMethod = 'password' | 'otp' | 'email/signup' | 'pkce' | 'recovery';

export interface SessionRecord {
  sessionId: string;
  refreshToken: string;
  amrMethod: string;
  createdAtEpoch: number;
}

export function newRefreshToken(): string {
  return randomBytes(24).toString('base64url');
}

export async function createSession(tx: Queryable, userId: string, amrMethod: AmrMethod): Promise<SessionRecord> {
  const { rows } = await tx.query<{ id: string; created_epoch: number }>(
    `insert into auth.sessions (user_id, amr_method, refreshed_at) values ($1, $2, now())
     returning id, extract(epoch from created_at)::float8 as created_epoch`,
    [userId, amrMethod],
  );
  const session = rows[0];
  if (session === undefined) throw new Error('session insert returned nothing');
  const refreshToken = newRefreshToken();
  await tx.query('insert into auth.refresh_tokens (token, user_id, session_id) values ($1, $2, $3)', [
    refreshToken,
    userId,
    session.id,
  ]);
  await tx.query('update auth.users set last_sign_in_at = now(), updated_at = now() where id = $1', [userId]);
  await tx.query("update auth.identities set last_sign_in_at = now() where user_id = $1 and provider = 'email'", [
    userId,
  ]);
  return { sessionId: session.id, refreshToken, amrMethod, createdAtEpoch: Math.floor(session.created_epoch) };
}

export async function signAccessToken(
  ctx: AuthContext,
  user: UserRow,
  session: SessionRecord,
): Promise<{ token: string; exp: number }> {
  const iat = Math.floor(Date.now() / 1000);
  const exp = iat + ACCESS_TOKEN_TTL_SECONDS;
  const token = await new SignJWT({
    email: user.email,
    phone: '',
    app_metadata: user.raw_app_meta_data,
    user_metadata: user.raw_user_meta_data,
    role: 'authenticated',
    aal: 'aal1',
    amr: [{ method: session.amrMethod, timestamp: session.createdAtEpoch }],
    session_id: session.sessionId,
    is_anonymous: false,
  })
    .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
    .setSubject(user.id)
    .setAudience('authenticated')
    .setIssuer(`${ctx.apiUrl()}/auth/v1`)
    .setIssuedAt(iat)
    .setExpirationTime(exp)
    .sign(secretKey(ctx.keys.jwtSecret));
  return { token, exp };
}

export async function sessionResponse(
  ctx: AuthContext,
  user: UserRow,
  session: SessionRecord,
): Promise<Record<string, unknown>> {
  const { token, exp } = await signAccessToken(ctx, user, session);
  return {
    access_token: token,
    token_type: 'bearer',
    expires_in: ACCESS_TOKEN_TTL_SECONDS,
    expires_at: exp,
    refresh_token: session.refreshToken,
    user: userJson(user),
  };
}

export async function sessionExists(db: Queryable, sessionId: string): Promise<boolean> {
  if (!/^[0-9a-f-]{36}$/i.test(sessionId)) return false;
  const { rows } = await db.query('select 1 from auth.sessions where id = $1', [sessionId]);
  return rows.length > 0;
}
