import type { ApiResponse } from '../http/types.ts';
import type { AuthContext, AuthRequest } from './context.ts';
import { sendSignupConfirmation } from './confirmation.ts';
import { authJson, fail } from './errors.ts';
import { readPkceChallenge } from './pkce.ts';
import { checkPasswordStrength, hashPassword } from './passwords.ts';
import { allowedRedirect } from './redirect.ts';
import { optionalObject, optionalString, parseJsonBody } from './request-body.ts';
import { createSession, sessionResponse } from './sessions.ts';
import { findUserByEmail, findUserById, normaliseEmail, userJson } from './users.ts';

/** Only the e-mail constraint means a duplicate account; a project trigger on auth.users may raise its own 23505. */
function isDuplicateEmail(error: unknown): boolean {
  const e = error as { code?: unknown; constraint?: unknown } | null;
  return e?.code === '23505' && e.constraint === 'users_email_key';
}

export async function signup(ctx: AuthContext, req: AuthRequest): Promise<ApiResponse> {
  const body = parseJsonBody(req.rawBody);
  const rawEmail = optionalString(body, 'email');
  const password = optionalString(body, 'password');
  const data = optionalObject(body, 'data') ?? {};
  const pkce = readPkceChallenge(optionalString(body, 'code_challenge'), optionalString(body, 'code_challenge_method'));
  if (rawEmail === undefined || rawEmail.trim() === '') fail(400, 'validation_failed', 'To signup, please provide your email');
  const email = normaliseEmail(rawEmail);
  if (email === undefined) fail(400, 'validation_failed', 'Unable to validate email address: invalid format');
  if (password === undefined || password === '') fail(400, 'validation_failed', 'Signup requires a valid password');
  checkPasswordStrength(password);
  const redirectTo = allowedRedirect(ctx, req.url.searchParams.get('redirect_to'));

  const existing = await findUserByEmail(ctx.db, email);
  if (existing !== undefined && (existing.email_confirmed_at !== null || !ctx.confirmEmail)) {
    fail(422, 'user_already_exists', 'User already registered');
  }

  const encryptedPassword = await hashPassword(password);
  const appMetadata = { provider: 'email', providers: ['email'] };

  let afterCommit: (() => void) | undefined;
  try {
    const result = await ctx.db.transaction(async (tx) => {
      let userId: string;
      if (existing !== undefined) {
        // An unconfirmed account signing up again gets a new password, metadata and confirmation mail (GoTrue does the same).
        userId = existing.id;
        await tx.query(
          'update auth.users set encrypted_password = $2, raw_user_meta_data = $3, updated_at = now() where id = $1',
          [userId, encryptedPassword, JSON.stringify(data)],
        );
      } else {
        const { rows } = await tx.query<{ id: string }>(
          `insert into auth.users (instance_id, aud, role, email, encrypted_password, email_confirmed_at,
             raw_app_meta_data, raw_user_meta_data)
           values ('00000000-0000-0000-0000-000000000000', 'authenticated', 'authenticated', $1, $2,
             case when $3::boolean then null else now() end, $4, $5)
           returning id`,
          [email, encryptedPassword, ctx.confirmEmail, JSON.stringify(appMetadata), JSON.stringify(data)],
        );
        const inserted = rows[0];
        if (inserted === undefined) throw new Error('user insert returned nothing');
        userId = inserted.id;
        await tx.query(
          `insert into auth.identities (provider_id, user_id, identity_data, provider)
           values ($1, $2, $3, 'email')`,
          [userId, userId, JSON.stringify({ sub: userId, email, email_verified: !ctx.confirmEmail, phone_verified: false })],
        );
      }
      if (ctx.confirmEmail) {
        afterCommit = await sendSignupConfirmation(tx, ctx, userId, email, redirectTo, pkce);
        const user = await findUserById(tx, userId);
        if (user === undefined) throw new Error('user vanished');
        return userJson(user);
      }
      const session = await createSession(tx, userId, 'password');
      const user = await findUserById(tx, userId);
      if (user === undefined) throw new Error('user vanished');
      return sessionResponse(ctx, user, session);
    });
    afterCommit?.();
    return authJson(200, result);
  } catch (error) {
    if (isDuplicateEmail(error)) fail(422, 'user_already_exists', 'User already registered');
    throw error;
  }
}
