import { randomBytes, randomUUID } from 'node:crypto';
import type { Queryable } from '../../db/types.ts';
import type { AuthContext } from '../context.ts';
import type { PkceChallenge } from './pkce.ts';
import { throttleMail } from '../throttle.ts';

export function newOneTimeToken(): string {
  return randomBytes(28).toString('hex');
}

export function verifyLink(
  ctx: AuthContext,
  token: string,
  type: 'signup' | 'email_change',
  redirectTo: string,
): string {
  const link = new URL(`${ctx.apiUrl()}/auth/v1/verify`);
  link.searchParams.set('token', token);
  link.searchParams.set('type', type);
  link.searchParams.set('redirect_to', redirectTo);
  return link.toString();
}

/**
 * Stores a fresh confirmation token (and the PKCE challenge, if any) and mails the link, within the mail
 * rate limits. A new token replaces the old one, so only the newest link confirms.
 */
export async function sendSignupConfirmation(
  tx: Queryable,
  ctx: AuthContext,
  userId: string,
  email: string,
  redirectTo: string,
  pkce: PkceChallenge | undefined,
): Promise<() => void> {
  await throttleMail(tx, ctx, userId, 'confirmation_sent_at');
  const token = newOneTimeToken();
  await tx.query(
    'update auth.users set confirmation_token = $2, confirmation_sent_at = now(), updated_at = now() where id = $1',
    [userId, token],
  );
  if (pkce !== undefined) {
    await tx.query("delete from auth.flow_state where user_id = $1 and authentication_method = 'email/signup'", [
      userId,
    ]);
    await tx.query(
      `insert into auth.flow_state (user_id, auth_code, code_challenge, code_challenge_method, authentication_method)
       values ($1, $2, $3, $4, 'email/signup')`,
      [userId, randomUUID(), pkce.challenge, pkce.method],
    );
  }
  const link = verifyLink(ctx, token, 'signup', redirectTo);
  // The mail is only "sent" once the transaction has committed.
  return () => {
    ctx.mailbox.send({
      to: email,
      subject: 'Confirm Your Signup',
      text: 'Follow this link to confirm your user:',
      link,
    });
  };
}
