import type { ApiResponse } from '../../http/types.ts';
import { bearerToken, verifyJwt } from '../../http/jwt.ts';
import type { AuthContext, AuthRequest } from '../context.ts';
import { INVALID_EMAIL_MESSAGE, normaliseEmail } from '../models/email-address.ts';
import { authJson, fail } from '../errors.ts';
import { checkPasswordStrength, hashPassword } from '../models/passwords.ts';
import { optionalObject, optionalString, parseJsonBody } from './request-body.ts';
import { findUserById, userJson } from '../models/users.ts';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** GoTrue's admin API is for the service_role key only (tests and scripts seed users with it). */
async function requireServiceRole(ctx: AuthContext, req: AuthRequest): Promise<void> {
  const token = bearerToken(req.headers.authorization);
  if (token === undefined) fail(401, 'no_authorization', 'This endpoint requires a Bearer token');
  const check = await verifyJwt(token, ctx.keys.jwtSecret);
  if (!check.ok) fail(403, 'bad_jwt', `invalid JWT: unable to parse or verify signature, ${check.message}`);
  if (check.claims.role !== 'service_role') fail(403, 'not_admin', 'User not allowed');
}

export async function adminCreateUser(ctx: AuthContext, req: AuthRequest): Promise<ApiResponse> {
  await requireServiceRole(ctx, req);
  const body = parseJsonBody(req.rawBody);
  const email = normaliseEmail(optionalString(body, 'email'));
  if (email === undefined) fail(400, 'validation_failed', INVALID_EMAIL_MESSAGE);
  const password = optionalString(body, 'password');
  if (password !== undefined) checkPasswordStrength(password);
  const userMetadata = optionalObject(body, 'user_metadata') ?? optionalObject(body, 'data') ?? {};
  const appMetadata = { provider: 'email', providers: ['email'], ...(optionalObject(body, 'app_metadata') ?? {}) };
  const confirmed = body.email_confirm === true;
  const encrypted = password === undefined ? null : await hashPassword(password);
  try {
    const user = await ctx.db.transaction(async (tx) => {
      const { rows } = await tx.query<{ id: string }>(
        `insert into auth.users (instance_id, aud, role, email, encrypted_password, email_confirmed_at, raw_app_meta_data, raw_user_meta_data)
         values ('00000000-0000-0000-0000-000000000000', 'authenticated', 'authenticated', $1, $2,
           case when $3::boolean then now() else null end, $4, $5)
         returning id`,
        [email, encrypted, confirmed, JSON.stringify(appMetadata), JSON.stringify(userMetadata)],
      );
      const id = rows[0]?.id;
      if (id === undefined) throw new Error('user insert returned nothing');
      await tx.query(
        `insert into auth.identities (provider_id, user_id, identity_data, provider) values ($1, $2, $3, 'email')`,
        [id, id, JSON.stringify({ sub: id, email, email_verified: confirmed, phone_verified: false })],
      );
      return findUserById(tx, id);
    });
    if (user === undefined) throw new Error('user vanished');
    return authJson(200, userJson(user));
  } catch (error) {
    if ((error as { code?: unknown }).code === '23505') {
      fail(422, 'email_exists', 'A user with this email address has already been registered');
    }
    throw error;
  }
}

export async function adminUserById(ctx: AuthContext, req: AuthRequest, id: string): Promise<ApiResponse> {
  await requireServiceRole(ctx, req);
  if (!UUID.test(id)) fail(404, 'user_not_found', 'User not found');
  const user = await findUserById(ctx.db, id);
  if (user === undefined) fail(404, 'user_not_found', 'User not found');
  if (req.method === 'GET') return authJson(200, userJson(user));
  if (req.method === 'DELETE') {
    await ctx.db.query('delete from auth.users where id = $1', [id]);
    return authJson(200, {});
  }
  return fail(405, 'method_not_allowed', 'Method Not Allowed');
}
