import type { ApiResponse } from '../../http/types.ts';
import type { AuthContext, AuthRequest } from '../context.ts';
import { AuthFailure, authError, authJson } from '../errors.ts';
import { adminCreateUser, adminUserById } from './admin.ts';
import { logout } from './logout.ts';
import { recover } from './recover.ts';
import { resend } from './resend.ts';
import { signup } from './signup.ts';
import { rejectNul } from './storable-text.ts';
import { token } from './token.ts';
import { getUser, updateUser } from './user.ts';
import { verifyLinkGet } from './verify.ts';

type Handler = (ctx: AuthContext, req: AuthRequest) => Promise<ApiResponse>;

function settings(ctx: AuthContext): Promise<ApiResponse> {
  return Promise.resolve(
    authJson(200, {
      external: { email: true, phone: false, anonymous_users: false },
      disable_signup: false,
      mailer_autoconfirm: !ctx.confirmEmail,
      phone_autoconfirm: false,
      sms_provider: '',
      saml_enabled: false,
    }),
  );
}

function health(): Promise<ApiResponse> {
  return Promise.resolve(
    authJson(200, { version: 'supabase-local', name: 'GoTrue', description: 'supabase-local auth subset' }),
  );
}

const ROUTES: Record<string, Partial<Record<string, Handler>>> = {
  '/signup': { POST: signup },
  '/token': { POST: token },
  '/verify': { GET: verifyLinkGet },
  '/user': { GET: getUser, PUT: updateUser },
  '/logout': { POST: logout },
  '/resend': { POST: resend },
  '/recover': { POST: recover },
  '/admin/users': { POST: adminCreateUser },
  '/settings': { GET: settings },
  '/health': { GET: health },
};

/** Paths that need no apikey because a browser opens them straight from a mail (as on hosted Supabase). */
export const OPEN_AUTH_PATHS: ReadonlySet<string> = new Set(['/verify']);

/** The handler of the request's route, or the 404 / 405 answer. */
function routeOf(req: AuthRequest): Handler | ApiResponse {
  const userId = /^\/admin\/users\/([^/]+)$/.exec(req.path)?.[1];
  if (userId !== undefined) return (ctx, request) => adminUserById(ctx, request, userId);
  const route = ROUTES[req.path];
  if (route === undefined) return authError(404, 'not_found', 'Not Found');
  return route[req.method] ?? authError(405, 'method_not_allowed', 'Method Not Allowed');
}

export async function handleAuth(ctx: AuthContext, req: AuthRequest): Promise<ApiResponse> {
  const handler = routeOf(req);
  if (typeof handler !== 'function') return handler;
  try {
    // Every query parameter, whether the route reads it or not (bodies are checked by parseJsonBody).
    for (const [name, value] of req.url.searchParams) {
      rejectNul(name);
      rejectNul(value);
    }
    return await handler(ctx, req);
  } catch (error) {
    if (error instanceof AuthFailure) return error.response;
    throw error;
  }
}
