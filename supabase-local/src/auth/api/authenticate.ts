import { bearerToken, verifyJwt } from '../../http/jwt.ts';
import type { JwtClaims } from '../../http/types.ts';
import type { AuthContext, AuthRequest } from '../context.ts';
import { fail } from '../errors.ts';
import { sessionExists } from '../models/sessions.ts';
import { findUserById, type UserRow } from '../models/users.ts';

export interface Authenticated {
  claims: JwtClaims;
  user: UserRow;
  sessionId: string;
}

/** The signed-in user behind the bearer token, with GoTrue's 401/403 answers when there is none. */
export async function authenticate(ctx: AuthContext, req: AuthRequest): Promise<Authenticated> {
  const token = bearerToken(req.headers.authorization);
  if (token === undefined) fail(401, 'no_authorization', 'This endpoint requires a Bearer token');
  const check = await verifyJwt(token, ctx.keys.jwtSecret);
  if (!check.ok) fail(403, 'bad_jwt', `invalid JWT: unable to parse or verify signature, ${check.message}`);
  const { claims } = check;
  if (typeof claims.sub !== 'string' || claims.sub === '') fail(403, 'bad_jwt', 'invalid claim: missing sub claim');
  if (typeof claims.session_id !== 'string' || !(await sessionExists(ctx.db, claims.session_id))) {
    fail(403, 'session_not_found', 'Session from session_id claim in JWT does not exist');
  }
  const user = await findUserById(ctx.db, claims.sub);
  if (user === undefined) fail(403, 'user_not_found', 'User from sub claim in JWT does not exist');
  return { claims, user, sessionId: claims.session_id };
}
