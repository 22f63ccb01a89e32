import type { Queryable } from '../../db/types.ts';
import type { AuthContext } from '../context.ts';
import { newOneTimeToken, storeFlowState, verifyLink } from './confirmation.ts';
import type { PkceChallenge } from './pkce.ts';
import { throttleMail } from '../throttle.ts';

/** GoTrue's recovery mail (its default template's subject and text). */
export const RECOVERY_MAIL = {
  subject: 'Reset Your Password',
  text: 'Follow this link to reset the password for your user:',
};

/**
 * Stores a fresh recovery token (and the PKCE challenge, if any) and mails the link, within the mail rate
 * limits. A new token replaces the old one, so only the newest link signs in.
 */
export async function sendPasswordRecovery(
  tx: Queryable,
  ctx: AuthContext,
  userId: string,
  email: string,
  redirectTo: string,
  pkce: PkceChallenge | undefined,
): Promise<() => void> {
  await throttleMail(tx, ctx, userId, 'recovery_sent_at');
  const token = newOneTimeToken();
  await tx.query(
    'update auth.users set recovery_token = $2, recovery_sent_at = now(), updated_at = now() where id = $1',
    [userId, token],
  );
  if (pkce !== undefined) await storeFlowState(tx, userId, pkce, 'recovery');
  const link = verifyLink(ctx, token, 'recovery', redirectTo);
  // The mail is only "sent" once the transaction has committed.
  return () => {
    ctx.mailbox.send({ to: email, ...RECOVERY_MAIL, link });
  };
}
