import { errors, jwtVerify } from 'jose';
import { secretKey } from '../keys.ts';
import { isApiRole, type JwtClaims } from './types.ts';

export type JwtCheck =
  { ok: true; claims: JwtClaims } | { ok: false; reason: 'expired' | 'invalid' | 'role'; message: string };

/** Tokens whose signature was verified, per secret, with their (deeply frozen) claims. */
const verified = new Map<string, Map<string, JwtClaims>>();
/** A client sends the same token with every request until it refreshes: a few thousand cover many users. */
const VERIFIED_CACHE_SIZE = 4096;

function deepFreeze<T>(value: T): T {
  if (value !== null && typeof value === 'object' && !Object.isFrozen(value)) {
    Object.freeze(value);
    for (const inner of Object.values(value)) deepFreeze(inner);
  }
  return value;
}

/** The time-bound claims are checked on every use, as jose checks them (no clock tolerance). */
function timeCheck(claims: JwtClaims): JwtCheck {
  const now = Math.floor(Date.now() / 1000);
  if (typeof claims.exp === 'number' && claims.exp <= now)
    return { ok: false, reason: 'expired', message: 'JWT expired' };
  if (typeof claims.nbf === 'number' && claims.nbf > now)
    return { ok: false, reason: 'invalid', message: 'JWT could not be decoded' };
  return { ok: true, claims };
}

/**
 * HS256 only: tokens with alg none or any other algorithm are rejected before their claims are trusted.
 * A token verified once is remembered by its exact text, so the signature check (a WebCrypto job) runs
 * once per token rather than once per request; its expiry is still checked every time.
 */
export async function verifyJwt(token: string, jwtSecret: string): Promise<JwtCheck> {
  let cache = verified.get(jwtSecret);
  if (cache === undefined) {
    cache = new Map();
    verified.set(jwtSecret, cache);
  }
  const known = cache.get(token);
  if (known !== undefined) return timeCheck(known);
  try {
    const { payload } = await jwtVerify(token, secretKey(jwtSecret), { algorithms: ['HS256'] });
    if (!isApiRole(payload.role)) {
      return { ok: false, reason: 'role', message: 'JWT role claim is not anon, authenticated or service_role' };
    }
    if (payload.sub !== undefined && typeof payload.sub !== 'string') {
      return { ok: false, reason: 'invalid', message: 'JWT sub claim is not a string' };
    }
    const claims = deepFreeze(payload as JwtClaims);
    if (cache.size >= VERIFIED_CACHE_SIZE) cache.delete(cache.keys().next().value as string);
    cache.set(token, claims);
    return { ok: true, claims };
  } catch (error) {
    if (error instanceof errors.JWTExpired) return { ok: false, reason: 'expired', message: 'JWT expired' };
    if (error instanceof errors.JWSSignatureVerificationFailed) {
      return { ok: false, reason: 'invalid', message: 'JWT signature verification failed' };
    }
    return { ok: false, reason: 'invalid', message: 'JWT could not be decoded' };
  }
}

export function bearerToken(authorization: string | undefined): string | undefined {
  if (authorization === undefined) return undefined;
  const match = /^Bearer\s+(\S+)\s*$/i.exec(authorization);
  return match?.[1];
}
