// The one-time tokens a mail carries in its link (sign-up confirmation, password recovery), kept as GoTrue keeps
// them: a token column and a sent-at column on auth.users per kind. A new token replaces the old one, so only the
// newest link works; a link works once, and for a day.
import { randomBytes, randomUUID } from 'node:crypto';
import type { Queryable } from '../../db/types.ts';
import type { AuthContext } from '../context.ts';
import type { PkceChallenge } from './pkce.ts';
import { throttleMail } from '../throttle.ts';

/** Links are valid for a day (GoTrue's default mailer OTP expiry). */
export const LINK_TTL_SECONDS = 24 * 60 * 60;

/** How a PKCE flow started: the link it mails says which one it ends (GoTrue's flow_state.authentication_method). */
export type FlowMethod = 'email/signup' | 'recovery';

/** One kind of mailed token: where it is kept, the link's type, the flow it ends and its mail. */
export interface OneTimeTokenKind {
  tokenColumn: 'confirmation_token' | 'recovery_token';
  sentAtColumn: 'confirmation_sent_at' | 'recovery_sent_at';
  /** The verify link's `type`. */
  linkType: 'signup' | 'recovery';
  flowMethod: FlowMethod;
  /** GoTrue's default template's subject and text. */
  mail: { subject: string; text: string };
}

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

/**
 * Keeps the challenge of a flow that a mailed link will end; only the newest flow of a kind per user counts,
 * as only the newest link works.
 */
async function storeFlowState(tx: Queryable, userId: string, pkce: PkceChallenge, method: FlowMethod): Promise<void> {
  await tx.query('delete from auth.flow_state where user_id = $1 and authentication_method = $2', [userId, method]);
  await tx.query(
    `insert into auth.flow_state (user_id, auth_code, code_challenge, code_challenge_method, authentication_method)
     values ($1, $2, $3, $4, $5)`,
    [userId, randomUUID(), pkce.challenge, pkce.method, method],
  );
}

/** A fresh token of this kind for the user, replacing any earlier one; its day starts now. */
export async function issueOneTimeToken(tx: Queryable, kind: OneTimeTokenKind, userId: string): Promise<string> {
  const token = newOneTimeToken();
  await tx.query(
    `update auth.users set ${kind.tokenColumn} = $2, ${kind.sentAtColumn} = now(), updated_at = now() where id = $1`,
    [userId, token],
  );
  return token;
}

/**
 * Uses up a token of this kind: the id of its user if it is the newest one, unused and under a day old, else
 * undefined. The link proves the address, so an unconfirmed account is confirmed too (as GoTrue does).
 */
export async function redeemOneTimeToken(
  tx: Queryable,
  kind: OneTimeTokenKind,
  token: string,
): Promise<string | undefined> {
  if (token === '') return undefined;
  const { rows } = await tx.query<{ id: string }>(
    `update auth.users set ${kind.tokenColumn} = '', email_confirmed_at = coalesce(email_confirmed_at, now()),
       updated_at = now()
     where ${kind.tokenColumn} = $1 and ${kind.sentAtColumn} > now() - make_interval(secs => $2)
     returning id`,
    [token, LINK_TTL_SECONDS],
  );
  return rows[0]?.id;
}

/**
 * Stores a fresh token of this kind (and the PKCE challenge, if any) and returns what mails the link, within
 * the mail rate limits. Call what it returns once the transaction has committed: only then is the mail "sent".
 */
export async function sendOneTimeToken(
  tx: Queryable,
  ctx: AuthContext,
  kind: OneTimeTokenKind,
  to: { userId: string; email: string; redirectTo: string; pkce: PkceChallenge | undefined },
): Promise<() => void> {
  await throttleMail(tx, ctx, to.userId, kind.sentAtColumn);
  const token = await issueOneTimeToken(tx, kind, to.userId);
  if (to.pkce !== undefined) await storeFlowState(tx, to.userId, to.pkce, kind.flowMethod);
  const link = verifyLink(ctx, token, kind.linkType, to.redirectTo);
  return () => {
    ctx.mailbox.send({ to: to.email, ...kind.mail, link });
  };
}
