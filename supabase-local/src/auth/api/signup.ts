import type { ApiResponse } from '../../http/types.ts';
import type { Queryable } from '../../db/types.ts';
import type { AuthContext, AuthRequest } from '../context.ts';
import { SIGNUP_CONFIRMATION } from '../models/confirmation.ts';
import { sendOneTimeToken } from '../models/one-time-token.ts';
import { INVALID_EMAIL_MESSAGE, normaliseEmail } from '../models/email-address.ts';
import { authJson, fail } from '../errors.ts';
import { readPkceChallenge, type PkceChallenge } from '../models/pkce.ts';
import { checkPasswordStrength, hashPassword } from '../models/passwords.ts';
import { allowedRedirect } from './redirect.ts';
import { optionalObject, optionalString, parseJsonBody, type JsonObject } from './request-body.ts';
import { createSession, sessionResponse } from '../models/sessions.ts';
import { throttleAccount, throttleRequest } from '../throttle.ts';
import { findUserByEmail, findUserById, isoSql, userJson, type UserRow } from '../models/users.ts';

const EMAIL_APP_METADATA = { provider: 'email', providers: ['email'] };

/** Only the e-mail constraint means a duplicate account; a project trigger on auth.users may raise its own 23505. */
function isDuplicateEmail(error: unknown): boolean {
  const e = error as { code?: unknown; constraint?: unknown } | null;
  return e?.code === '23505' && e.constraint === 'users_email_key';
}

function userAlreadyExists(): never {
  return fail(422, 'user_already_exists', 'User already registered');
}

/**
 * GoTrue's answer to a sign-up of an address that is already confirmed while confirmations are on: a user
 * object shaped like a new sign-up's, with a random id, fresh timestamps, the request's metadata and no
 * identities, so the caller learns nothing about the existing account (supabase-js shows "check your e-mail").
 */
async function obfuscatedUser(db: Queryable, email: string, data: JsonObject): Promise<Record<string, unknown>> {
  const { rows } = await db.query<{ id: string; now: string }>(
    `select gen_random_uuid() as id, ${isoSql('now()')} as now`,
  );
  const row = rows[0];
  if (row === undefined) throw new Error('select returned nothing');
  return {
    id: row.id,
    aud: 'authenticated',
    role: '',
    email,
    phone: '',
    confirmation_sent_at: row.now,
    app_metadata: EMAIL_APP_METADATA,
    user_metadata: data,
    identities: [],
    created_at: row.now,
    updated_at: row.now,
    is_anonymous: false,
  };
}

interface SignupInput {
  email: string;
  password: string;
  data: JsonObject;
  pkce: PkceChallenge | undefined;
  redirectTo: string;
}

export async function signup(ctx: AuthContext, req: AuthRequest): Promise<ApiResponse> {
  throttleRequest(ctx, req, 'signup');
  const body = parseJsonBody(req.rawBody);
  const rawEmail = optionalString(body, 'email');
  const password = optionalString(body, 'password');
  const data = optionalObject(body, 'data') ?? {};
  const pkce = readPkceChallenge(optionalString(body, 'code_challenge'), optionalString(body, 'code_challenge_method'));
  if (rawEmail === undefined || rawEmail.trim() === '')
    fail(400, 'validation_failed', 'To signup, please provide your email');
  const email = normaliseEmail(rawEmail);
  if (email === undefined) fail(400, 'validation_failed', INVALID_EMAIL_MESSAGE);
  throttleAccount(ctx, 'signup', email);
  if (password === undefined || password === '') fail(400, 'validation_failed', 'Signup requires a valid password');
  checkPasswordStrength(password);
  const input: SignupInput = {
    email,
    password,
    data,
    pkce,
    redirectTo: allowedRedirect(ctx, req.url.searchParams.get('redirect_to')),
  };

  const existing = await findUserByEmail(ctx.db, email);
  if (existing !== undefined) return repeatSignup(ctx, existing, input);
  try {
    return await newSignup(ctx, input);
  } catch (error) {
    // A concurrent sign-up of the same address won the insert: answer as to any repeat sign-up.
    if (!isDuplicateEmail(error)) throw error;
    const winner = await findUserByEmail(ctx.db, email);
    if (winner === undefined) throw error;
    return repeatSignup(ctx, winner, input);
  }
}

/**
 * Like GoTrue: the existing account is never updated, because the caller has not proven it owns the
 * address (a new password here would let whoever confirms the link sign in with it). Without confirmations
 * the duplicate is reported (422); with them an unconfirmed account gets a new confirmation mail (within the
 * mail rate limits) and its own user object, and a confirmed one the obfuscated user object.
 */
async function repeatSignup(ctx: AuthContext, existing: UserRow, input: SignupInput): Promise<ApiResponse> {
  if (!ctx.confirmEmail) userAlreadyExists();
  if (existing.email_confirmed_at !== null) return authJson(200, await obfuscatedUser(ctx.db, input.email, input.data));
  const { send, user } = await ctx.db.transaction(async (tx) => {
    const mail = await sendOneTimeToken(tx, ctx, SIGNUP_CONFIRMATION, {
      userId: existing.id,
      email: input.email,
      redirectTo: input.redirectTo,
      pkce: input.pkce,
    });
    return { send: mail, user: await findUserById(tx, existing.id) };
  });
  if (user === undefined) throw new Error('user vanished');
  send();
  return authJson(200, userJson(user));
}

async function newSignup(ctx: AuthContext, input: SignupInput): Promise<ApiResponse> {
  // Hashing (~100 ms of CPU) happens only for an address that has no account yet, outside any transaction.
  const encryptedPassword = await hashPassword(input.password);
  let afterCommit: (() => void) | undefined;
  const result = await ctx.db.transaction(async (tx) => {
    const { rows } = await tx.query<{ id: string }>(
      `insert into auth.users (instance_id, aud, role, email, encrypted_password, email_confirmed_at,
         raw_app_meta_data, raw_user_meta_data)
       values ('00000000-0000-0000-0000-000000000000', 'authenticated', 'authenticated', $1, $2,
         case when $3::boolean then null else now() end, $4, $5)
       returning id`,
      [
        input.email,
        encryptedPassword,
        ctx.confirmEmail,
        JSON.stringify(EMAIL_APP_METADATA),
        JSON.stringify(input.data),
      ],
    );
    const userId = rows[0]?.id;
    if (userId === undefined) throw new Error('user insert returned nothing');
    await tx.query(
      `insert into auth.identities (provider_id, user_id, identity_data, provider)
       values ($1, $2, $3, 'email')`,
      [
        userId,
        userId,
        JSON.stringify({ sub: userId, email: input.email, email_verified: !ctx.confirmEmail, phone_verified: false }),
      ],
    );
    if (ctx.confirmEmail) {
      afterCommit = await sendOneTimeToken(tx, ctx, SIGNUP_CONFIRMATION, {
        userId,
        email: input.email,
        redirectTo: input.redirectTo,
        pkce: input.pkce,
      });
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
}
