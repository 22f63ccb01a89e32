import type { ApiResponse } from '../../http/types.ts';
import type { AuthContext, AuthRequest } from '../context.ts';
import { API_VERSION_HEADER, fail } from '../errors.ts';
import { authenticate } from './authenticate.ts';

/** `POST /logout?scope=global|local|others`: deletes the sessions, so their access tokens stop working on /rest too. */
export async function logout(ctx: AuthContext, req: AuthRequest): Promise<ApiResponse> {
  const { user, sessionId } = await authenticate(ctx, req);
  const scope = req.url.searchParams.get('scope') ?? 'global';
  if (scope === 'local') {
    await ctx.db.query('delete from auth.sessions where id = $1', [sessionId]);
  } else if (scope === 'others') {
    await ctx.db.query('delete from auth.sessions where user_id = $1 and id <> $2', [user.id, sessionId]);
  } else if (scope === 'global') {
    await ctx.db.query('delete from auth.sessions where user_id = $1', [user.id]);
  } else {
    fail(400, 'validation_failed', 'Unsupported logout scope');
  }
  return { status: 204, headers: { ...API_VERSION_HEADER } };
}
