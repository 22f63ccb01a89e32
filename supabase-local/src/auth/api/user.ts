import type { ApiResponse } from '../../http/types.ts';
import { newOneTimeToken, verifyLink } from '../models/one-time-token.ts';
import type { AuthContext, AuthRequest } from '../context.ts';
import { INVALID_EMAIL_MESSAGE, normaliseEmail } from '../models/email-address.ts';
import { authJson, fail } from '../errors.ts';
import { authenticate } from './authenticate.ts';
import { checkPasswordStrength, hashPassword, passwordMatches } from '../models/passwords.ts';
import { allowedRedirect } from './redirect.ts';
import { optionalObject, optionalString, parseJsonBody } from './request-body.ts';
import { throttleMail, throttleRequest } from '../throttle.ts';
import { findUserByEmail, findUserById, userJson } from '../models/users.ts';

export async function getUser(ctx: AuthContext, req: AuthRequest): Promise<ApiResponse> {
  const { user } = await authenticate(ctx, req);
  return authJson(200, userJson(user));
}

/** Merges like GoTrue: keys are replaced, a null value removes the key. */
function mergeMetadata(current: Record<string, unknown>, patch: Record<string, unknown>): Record<string, unknown> {
  const merged = { ...current };
  for (const [key, value] of Object.entries(patch)) {
    if (value === null) delete merged[key];
    else merged[key] = value;
  }
  return merged;
}

export async function updateUser(ctx: AuthContext, req: AuthRequest): Promise<ApiResponse> {
  const { user } = await authenticate(ctx, req);
  throttleRequest(ctx, req, 'user');
  const body = parseJsonBody(req.rawBody);
  const data = optionalObject(body, 'data');
  const password = optionalString(body, 'password');
  const rawEmail = optionalString(body, 'email');

  let encryptedPassword: string | undefined;
  if (password !== undefined) {
    checkPasswordStrength(password);
    if (await passwordMatches(password, user.encrypted_password)) {
      fail(422, 'same_password', 'New password should be different from the old password.');
    }
    encryptedPassword = await hashPassword(password);
  }

  let newEmail: string | undefined;
  if (rawEmail !== undefined) {
    newEmail = normaliseEmail(rawEmail);
    if (newEmail === undefined) fail(400, 'validation_failed', INVALID_EMAIL_MESSAGE);
    if (newEmail === user.email) newEmail = undefined;
  }
  if (newEmail !== undefined) {
    if ((await findUserByEmail(ctx.db, newEmail)) !== undefined) {
      fail(422, 'email_exists', 'A user with this email address has already been registered');
    }
  }

  let afterCommit: (() => void) | undefined;
  try {
    const updated = await ctx.db.transaction(async (tx) => {
      if (data !== undefined) {
        await tx.query('update auth.users set raw_user_meta_data = $2, updated_at = now() where id = $1', [
          user.id,
          JSON.stringify(mergeMetadata(user.raw_user_meta_data, data)),
        ]);
      }
      if (encryptedPassword !== undefined) {
        await tx.query('update auth.users set encrypted_password = $2, updated_at = now() where id = $1', [
          user.id,
          encryptedPassword,
        ]);
      }
      if (newEmail !== undefined) {
        if (ctx.confirmEmail) {
          await throttleMail(tx, ctx, user.id, 'email_change_sent_at');
          const token = newOneTimeToken();
          await tx.query(
            `update auth.users set email_change = $2, email_change_token_new = $3, email_change_sent_at = now(),
               updated_at = now() where id = $1`,
            [user.id, newEmail, token],
          );
          const link = verifyLink(
            ctx,
            token,
            'email_change',
            allowedRedirect(ctx, req.url.searchParams.get('redirect_to')),
          );
          const to = newEmail;
          afterCommit = () =>
            ctx.mailbox.send({
              to,
              subject: 'Confirm Email Change',
              text: 'Follow this link to confirm the update of your email:',
              link,
            });
        } else {
          await tx.query('update auth.users set email = $2, updated_at = now() where id = $1', [user.id, newEmail]);
          await tx.query(
            "update auth.identities set identity_data = identity_data || jsonb_build_object('email', $2::text) where user_id = $1 and provider = 'email'",
            [user.id, newEmail],
          );
        }
      }
      const fresh = await findUserById(tx, user.id);
      if (fresh === undefined) throw new Error('user vanished');
      return fresh;
    });
    afterCommit?.();
    return authJson(200, userJson(updated));
  } catch (error) {
    if ((error as { code?: unknown }).code === '23505')
      fail(422, 'email_exists', 'A user with this email address has already been registered');
    throw error;
  }
}
