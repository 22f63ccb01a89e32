import type { IncomingMessage, ServerResponse } from 'node:http';
import type { AuthContext, AuthRequest } from '../auth/context.ts';
import { authError, API_VERSION_HEADER } from '../auth/errors.ts';
import { handleAuth, OPEN_AUTH_PATHS } from '../auth/api/router.ts';
import { RequestAbandonedError } from '../db/errors.ts';
import { isMailboxPath, mailboxResponse } from '../mailbox.ts';
import { restError, restJwtError, SESSION_ENDED_MESSAGE } from '../rest/errors.ts';
import type { RestHandler } from '../rest/handler.ts';
import { BodyTooLargeError, readBody } from './body.ts';
import { answerPreflight, applyCors, type CorsPolicy } from './cors.ts';
import { bearerToken, verifyJwt } from './jwt.ts';
import { json, send } from './send.ts';
import type { ApiResponse, JwtClaims } from './types.ts';

export interface ListenerContext {
  auth: AuthContext;
  rest: RestHandler;
  cors: CorsPolicy;
  logError(error: unknown): void;
}

type Api = 'auth' | 'rest';

const SESSION_ID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

function headerMap(req: IncomingMessage): Record<string, string | undefined> {
  const headers: Record<string, string | undefined> = {};
  for (const [name, value] of Object.entries(req.headers)) {
    headers[name] = Array.isArray(value) ? value.join(', ') : value;
  }
  return headers;
}

function apiError(api: Api, status: number, code: string, message: string): ApiResponse {
  return api === 'auth' ? authError(status, code, message) : restError(status, code, message);
}

/** Like hosted Supabase's gateway: an anon or service_role key is required before anything else. */
function checkApiKey(
  ctx: ListenerContext,
  api: Api,
  url: URL,
  headers: Record<string, string | undefined>,
): ApiResponse | undefined {
  const apikey = headers.apikey ?? url.searchParams.get('apikey') ?? undefined;
  if (apikey === undefined || apikey === '') return apiError(api, 401, 'no_api_key', 'No API key found in request');
  if (apikey !== ctx.auth.keys.anonKey && apikey !== ctx.auth.keys.serviceRoleKey) {
    return apiError(api, 401, 'invalid_api_key', 'Invalid API key');
  }
  return undefined;
}

async function restClaims(
  ctx: ListenerContext,
  url: URL,
  headers: Record<string, string | undefined>,
): Promise<{ ok: true; claims: JwtClaims } | { ok: false; response: ApiResponse }> {
  const authorization = headers.authorization;
  const token =
    authorization === undefined ? (headers.apikey ?? url.searchParams.get('apikey') ?? '') : bearerToken(authorization);
  if (token === undefined || token === '') {
    return { ok: false, response: restJwtError('PGRST301', 'Authorization header is not a Bearer token') };
  }
  const check = await verifyJwt(token, ctx.auth.keys.jwtSecret);
  if (!check.ok)
    return { ok: false, response: restJwtError(check.reason === 'invalid' ? 'PGRST301' : 'PGRST303', check.message) };
  const { claims } = check;
  // A signed-out session's access token must stop working before it expires: REST checks that the session
  // exists in the request's own transaction; an id that cannot be a session's ends here.
  if (claims.role === 'authenticated' && typeof claims.session_id === 'string' && !SESSION_ID.test(claims.session_id)) {
    return { ok: false, response: restJwtError('PGRST303', SESSION_ENDED_MESSAGE) };
  }
  return { ok: true, claims };
}

async function route(ctx: ListenerContext, req: IncomingMessage, url: URL, signal: AbortSignal): Promise<ApiResponse> {
  const method = req.method ?? 'GET';
  const path = url.pathname;
  if (path === '/health' || path === '/rest/v1/health' || path === '/') {
    return json(200, { status: 'ok', name: 'supabase-local' });
  }
  const api: Api | undefined = path.startsWith('/auth/v1/')
    ? 'auth'
    : path === '/rest/v1' || path.startsWith('/rest/v1/')
      ? 'rest'
      : undefined;
  if (api === undefined) return json(404, { message: 'no Route matched with those values' });

  const headers = headerMap(req);
  let rawBody: string;
  try {
    rawBody = await readBody(req);
  } catch (error) {
    if (error instanceof BodyTooLargeError) {
      const response = apiError(
        api,
        413,
        api === 'auth' ? 'request_entity_too_large' : 'PGRST413',
        'Request body is larger than 1 MB',
      );
      return { ...response, headers: { ...response.headers, connection: 'close' } };
    }
    throw error;
  }

  if (api === 'auth') {
    const authPath = path.slice('/auth/v1'.length);
    if (!OPEN_AUTH_PATHS.has(authPath)) {
      const keyProblem = checkApiKey(ctx, api, url, headers);
      if (keyProblem !== undefined) return keyProblem;
    }
    const authReq: AuthRequest = { method, path: authPath, url, headers, rawBody, clientIp: clientIp(req) };
    return handleAuth(ctx.auth, authReq);
  }

  const keyProblem = checkApiKey(ctx, api, url, headers);
  if (keyProblem !== undefined) return keyProblem;
  const checked = await restClaims(ctx, url, headers);
  if (!checked.ok) return checked.response;
  return ctx.rest({
    method,
    url,
    path: path.slice('/rest/v1'.length) || '/',
    headers,
    rawBody,
    claims: checked.claims,
    clientIp: clientIp(req),
    signal,
  });
}

/** The TCP peer, never a forwarded-for header (anyone can send one). */
function clientIp(req: IncomingMessage): string {
  const address = req.socket.remoteAddress ?? '';
  return address.toLowerCase().startsWith('::ffff:') ? address.slice('::ffff:'.length) : address;
}

export function createRequestListener(ctx: ListenerContext): (req: IncomingMessage, res: ServerResponse) => void {
  return (req, res) => {
    let url: URL;
    try {
      url = new URL(req.url ?? '/', 'http://localhost');
    } catch {
      send(res, json(400, { message: 'Bad request URL' }));
      return;
    }
    // The mailbox answers without CORS headers: only this machine's own pages may read it.
    if (isMailboxPath(url.pathname)) {
      send(
        res,
        mailboxResponse(ctx.auth.mailbox, ctx.auth.keys.serviceRoleKey, {
          method: req.method ?? 'GET',
          url,
          remoteAddress: req.socket.remoteAddress,
          headers: headerMap(req),
        }),
      );
      return;
    }
    const corsAllowed = applyCors(req, res, ctx.cors);
    if (req.method === 'OPTIONS') {
      answerPreflight(req, res, corsAllowed);
      return;
    }
    const isAuth = url.pathname.startsWith('/auth/v1/');
    // A client that goes away before its answer was sent: its queued database work is dropped and its
    // running statement cancelled (see db/fair-queue.ts), nobody being left to read the answer.
    const abandoned = new AbortController();
    res.once('close', () => {
      if (!res.writableEnded) abandoned.abort();
    });
    route(ctx, req, url, abandoned.signal)
      .then((response) =>
        send(res, isAuth ? { ...response, headers: { ...response.headers, ...API_VERSION_HEADER } } : response),
      )
      .catch((error: unknown) => {
        if (error instanceof RequestAbandonedError || abandoned.signal.aborted) return;
        // Never a stack trace to the client.
        ctx.logError(error);
        send(
          res,
          isAuth
            ? authError(500, 'unexpected_failure', 'Internal server error')
            : restError(500, 'PGRST000', 'Internal server error'),
        );
      });
  };
}
