import type { Queryable } from '../db/types.ts';
import type { AuthContext, AuthRequest } from './context.ts';
import { fail } from './errors.ts';
import type { RequestBucket } from './rate-limit.ts';

/** GoTrue's answer when a request bucket is empty. */
export const REQUEST_RATE_LIMIT_MESSAGE = 'Request rate limit reached';
/** GoTrue's answer when the server's hourly mail allowance is used up. */
export const EMAIL_RATE_LIMIT_MESSAGE = 'email rate limit exceeded';

function tooManyRequests(): never {
  return fail(429, 'over_request_rate_limit', REQUEST_RATE_LIMIT_MESSAGE);
}

/** Call before any parsing, database work or hashing, so that a refused request costs next to nothing. */
export function throttleRequest(ctx: AuthContext, req: AuthRequest, bucket: RequestBucket): void {
  if (!ctx.rateLimiter.allowRequest(bucket, req.clientIp)) tooManyRequests();
}

/** Call as soon as the e-mail is known and before the password is hashed or compared. */
export function throttleAccount(ctx: AuthContext, bucket: RequestBucket, email: string): void {
  if (!ctx.rateLimiter.allowAccount(bucket, email)) tooManyRequests();
}

/**
 * Before a mail to an account: GoTrue refuses a second mail of the same kind within the max frequency
 * (429 over_email_send_rate_limit, saying how long to wait), then takes one mail from the server's hourly
 * allowance. Locks the user row so that concurrent requests cannot both pass.
 */
export async function throttleMail(
  tx: Queryable,
  ctx: AuthContext,
  userId: string,
  sentAtColumn: 'confirmation_sent_at' | 'email_change_sent_at' | 'recovery_sent_at',
): Promise<void> {
  const frequency = ctx.rateLimiter.emailMaxFrequencySeconds;
  const { rows } = await tx.query<{ age: number | null }>(
    `select extract(epoch from now() - ${sentAtColumn})::float8 as age from auth.users where id = $1 for update`,
    [userId],
  );
  const age = rows[0]?.age ?? null;
  if (age !== null && age < frequency) {
    const wait = Math.trunc(frequency - age);
    fail(429, 'over_email_send_rate_limit', `For security purposes, you can only request this after ${wait} seconds.`);
  }
  if (!ctx.rateLimiter.allowEmailSend()) fail(429, 'over_email_send_rate_limit', EMAIL_RATE_LIMIT_MESSAGE);
}
