import { createHash, timingSafeEqual } from 'node:crypto';
import { fail } from '../errors.ts';

export interface PkceChallenge {
  challenge: string;
  method: 's256' | 'plain';
}

export function readPkceChallenge(
  challenge: string | undefined,
  method: string | undefined,
): PkceChallenge | undefined {
  if (!challenge) return undefined;
  const normalised = (method ?? 's256').toLowerCase();
  if (normalised !== 's256' && normalised !== 'plain') {
    fail(400, 'validation_failed', 'Code challenge method not supported');
  }
  if (challenge.length < 43 || challenge.length > 128) fail(400, 'validation_failed', 'Invalid code challenge');
  return { challenge, method: normalised };
}

export function verifierMatches(verifier: string, stored: PkceChallenge): boolean {
  const computed = stored.method === 's256' ? createHash('sha256').update(verifier).digest('base64url') : verifier;
  const a = Buffer.from(computed);
  const b = Buffer.from(stored.challenge);
  return a.length === b.length && timingSafeEqual(a, b);
}
