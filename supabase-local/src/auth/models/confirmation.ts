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
  type: 'signup' | 'email_change' | 'recovery',
  redirectTo: string,
): string {
  const link = new URL(`${ctx.apiUrl()}/auth/v1/verify`);
  link.searchParams.set('token', token);
  link.searchParams.set('type', type);
  link.searchParams.set('redirect_to', redirectTo);
  return link.toString();
}

/** How a PKCE flow started: the link it mails says which one it ends (GoTrue's flow_state.authentication_method). */
export type FlowMethod = 'email/signup' | 'recovery';

/**
 * Keeps the challenge of a flow that a mailed link will end; only the newest flow of a kind per user counts,
 * as only the newest link works.
 */
export async function storeFlowState(
  tx: Queryable,
  userId: string,
  pkce: PkceChallenge,
  method: FlowMethod,
): Promise<void> {
  await tx.query('delete from auth.flow_state where user_id = $1 and authentication_method = $2', [userId, method]);
  await tx.query(
    `insert into auth.flow_state (user_id, auth_code, code_challenge, code_challenge_method, authentication_method)
     values ($1, $2, $3, $4, $5)`,
    [userId, randomUUID(), pkce.challenge, pkce.method, method],
  );
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
  if (pkce !== undefined) await storeFlowState(tx, userId, pkce, 'email/signup');
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
