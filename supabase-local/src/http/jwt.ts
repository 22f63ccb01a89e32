import { errors, jwtVerify } from 'jose';
import { secretKey } from '../keys.ts';
import type { JwtClaims, Role } from './types.ts';

const ROLES: ReadonlySet<string> = new Set<Role>(['anon', 'authenticated', 'service_role']);

export type JwtCheck =
  | { ok: true; claims: JwtClaims }
  | { ok: false; reason: 'expired' | 'invalid' | 'role'; message: string };

/** HS256 only: tokens with alg none or any other algorithm are rejected before their claims are trusted. */
export async function verifyJwt(token: string, jwtSecret: string): Promise<JwtCheck> {
  try {
    const { payload } = await jwtVerify(token, secretKey(jwtSecret), { algorithms: ['HS256'] });
    if (typeof payload.role !== 'string' || !ROLES.has(payload.role)) {
      return { ok: false, reason: 'role', message: 'JWT role claim is not anon, authenticated or service_role' };
    }
    if (payload.sub !== undefined && typeof payload.sub !== 'string') {
      return { ok: false, reason: 'invalid', message: 'JWT sub claim is not a string' };
    }
    return { ok: true, claims: payload as JwtClaims };
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
