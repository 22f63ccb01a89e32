import { QueryMemoryLimitError, RequestAbandonedError } from '../db/errors.ts';
import type { LocalDatabase } from '../db/local-database.ts';
import type { Database, TransactionOptions } from '../db/types.ts';
import { isApiRole, type ApiResponse, type JwtClaims } from '../http/types.ts';
import { CatalogCache, type Catalog } from './catalog.ts';
import {
  errorResponse,
  isPgError,
  pgErrorResponse,
  RestError,
  restError,
  restJwtError,
  SESSION_ENDED_MESSAGE,
} from './errors.ts';
import { checkProfile, checkStrictPreferences, chooseMedia, parsePrefer } from './headers.ts';
import { restLimits, type RestLimitOptions, type RestLimits } from './limits.ts';
import { unknownTable } from './plan.ts';
import { planRead } from './read.ts';
import { responseTooLarge, statementExecutor, type Planned } from './response.ts';
import { planRpc } from './rpc.ts';
import { TooManyParamsError } from './sql.ts';
import { planDelete, planInsert, planUpdate } from './write.ts';
import type { RestRequest } from './request.ts';

/** Answers one request under /rest/v1 whose key and token the HTTP layer has checked. */
export type RestHandler = (req: RestRequest) => Promise<ApiResponse>;

/** SQLSTATE of auth.require_session(): the token's session is gone. */
const SESSION_ENDED = 'SL303';

/**
 * The claims as request.jwt.claims carries them. A verified token's claims are one frozen object for as
 * long as the token is remembered, so each is serialised once, not on every request.
 */
const claimsJson = new WeakMap<JwtClaims, string>();

function serialisedClaims(claims: JwtClaims): string {
  let json = claimsJson.get(claims);
  if (json === undefined) {
    json = JSON.stringify(claims);
    if (Object.isFrozen(claims)) claimsJson.set(claims, json);
  }
  return json;
}

/**
 * Whose request this is, for sharing the database fairly: the signed-in user (however many connections or
 * tokens they use), else the key's role from that client address.
 */
function ownerOf(req: RestRequest): string {
  if (req.claims.role === 'authenticated' && typeof req.claims.sub === 'string') return `user:${req.claims.sub}`;
  return `${req.claims.role}@${req.clientIp}`;
}

/** The session a signed-in user's token belongs to, checked in every request's transaction. */
function sessionOf(claims: JwtClaims): string | undefined {
  return claims.role === 'authenticated' && typeof claims.session_id === 'string' ? claims.session_id : undefined;
}
/** SQLSTATEs meaning a name we took from the catalog is gone: reload before the next request. */
const STALE_NAME_CODES = new Set(['42P01', '42703', '42883', '42704']);

class Rollback {
  readonly response: ApiResponse;
  constructor(response: ApiResponse) {
    this.response = response;
  }
}

function decodeSegment(segment: string): string {
  try {
    return decodeURIComponent(segment);
  } catch {
    throw new RestError(400, 'PGRST100', '"failed to parse path"', 'invalid percent-encoding');
  }
}

function methodNotAllowed(method: string): RestError {
  return new RestError(405, 'PGRST117', `Unsupported HTTP method: ${method.slice(0, 20)}`);
}

function plan(req: RestRequest, catalog: Catalog, limits: RestLimits): Planned {
  const segments = req.path.split('/').filter((s) => s !== '');
  const prefs = parsePrefer(req.headers.prefer);
  checkStrictPreferences(prefs);
  const media = chooseMedia(req.headers.accept);
  if (segments.length === 2 && segments[0] === 'rpc') {
    if (!['GET', 'HEAD', 'POST'].includes(req.method)) throw methodNotAllowed(req.method);
    return planRpc(req, catalog, decodeSegment(segments[1] as string), prefs, media, limits);
  }
  if (segments.length !== 1) throw new RestError(404, 'PGRST125', `Invalid path specified in request URL`);
  const name = decodeSegment(segments[0] as string);
  const table = catalog.tables.get(name);
  if (!table) throw unknownTable(name);
  const ctx = { req, catalog, table, prefs, media, limits };
  switch (req.method) {
    case 'GET':
    case 'HEAD': {
      const statement = planRead(req, catalog, table, prefs, media, limits);
      return { exec: statementExecutor(statement), oneShot: statement, readOnly: false, statementTimeoutMs: null };
    }
    case 'POST':
      return planInsert(ctx);
    case 'PATCH':
      return planUpdate(ctx);
    case 'DELETE':
      return planDelete(ctx);
    default:
      throw methodNotAllowed(req.method);
  }
}

function toResponse(err: unknown, claims: JwtClaims): ApiResponse {
  if (err instanceof RestError) return errorResponse(err.status, err.body, err.headers);
  if (err instanceof TooManyParamsError) return restError(400, 'PGRST100', err.message);
  // A request asking for more than the memory the server grants one query: the client's to change, like a too large answer.
  if (err instanceof QueryMemoryLimitError) {
    return errorResponse(400, {
      code: err.code,
      message: err.message,
      details: err.detail ?? null,
      hint: err.hint ?? null,
    });
  }
  // Nobody is left to read it (the socket is closed); answered like nginx's "client closed request".
  if (err instanceof RequestAbandonedError) return restError(499, 'PGRST000', err.message);
  if (isPgError(err) && err.code === SESSION_ENDED) return restJwtError('PGRST303', SESSION_ENDED_MESSAGE);
  if (isPgError(err)) return pgErrorResponse(err, claims.role);
  // Never leak internals (stack traces, SQL) to clients; the log keeps the cause.
  console.error('[rest] unexpected error', err);
  return restError(500, 'PGRST000', 'Internal server error');
}

/** PostgREST-compatible handler for everything under /rest/v1; `db` is the connection PostgREST would use. */
export function createRestHandler(db: Database, limitOptions: RestLimitOptions = {}): RestHandler {
  const cache = new CatalogCache(db);
  const limits = restLimits(limitOptions, db.kind);
  /**
   * PGlite has one session, logged in as its superuser: each REST transaction first becomes PostgREST's
   * `authenticator` login (transaction-local), so session_user and current_user read as on hosted Supabase.
   */
  const login: Record<string, string> = db.kind === 'pglite' ? { session_authorization: 'authenticator' } : {};

  async function execute(req: RestRequest, planned: Planned, rollback: boolean): Promise<ApiResponse> {
    // The role's timeout, unless the called function sets its own (PostgREST hoists it to the transaction).
    const roleTimeout = limits.statementTimeoutMs[req.claims.role];
    let timeout = planned.statementTimeoutMs ?? roleTimeout;
    // On PGlite a function may only shorten it: one statement there holds up every other user.
    if (db.kind === 'pglite' && roleTimeout > 0 && (timeout === 0 || timeout > roleTimeout)) timeout = roleTimeout;
    const options: TransactionOptions = {
      readOnly: planned.readOnly,
      statementTimeoutMs: timeout,
      // What PostgREST sets per request: the role to switch to and the JWT claims auth.uid() and policies read.
      settings: { ...login, role: req.claims.role, 'request.jwt.claims': serialisedClaims(req.claims) },
      // A signed-out session's access token must stop working before it expires (checked in the same trip).
      requireSession: sessionOf(req.claims),
      owner: ownerOf(req),
      signal: req.signal,
    };
    let response: ApiResponse;
    try {
      // Prefer: tx=rollback needs the transaction open until the answer is built.
      const oneShot = rollback ? null : planned.oneShot;
      response = oneShot
        ? oneShot.respond(await db.queryInTransaction(oneShot.sql, oneShot.params, options))
        : await db.transaction(async (tx) => {
            const answer = await planned.exec(tx);
            if (rollback) throw new Rollback(answer);
            return answer;
          }, options);
    } catch (err) {
      if (!(err instanceof Rollback)) {
        if (isPgError(err) && STALE_NAME_CODES.has(err.code)) cache.invalidate();
        throw err;
      }
      response = err.response;
    }
    // Statements keep oversized bodies in the database; this catches any other path.
    const bytes = response.body === undefined ? 0 : Buffer.byteLength(response.body);
    if (bytes > limits.maxResponseBytes) throw responseTooLarge(bytes, limits.maxResponseBytes);
    return response;
  }

  async function handle(req: RestRequest): Promise<ApiResponse> {
    if (!isApiRole(req.claims.role)) {
      throw new RestError(401, 'PGRST301', 'JWT role is not allowed');
    }
    checkProfile(req);
    for (let attempt = 0; ; attempt++) {
      const catalog = await cache.get();
      let planned: Planned;
      try {
        planned = plan(req, catalog, limits);
      } catch (err) {
        // A name missing from the cache may be new: retry once if the schema changed since it was loaded.
        if (err instanceof RestError && err.catalogMiss && attempt === 0 && (await cache.refreshIfChanged())) continue;
        throw err;
      }
      return execute(req, planned, parsePrefer(req.headers.prefer).tx === 'rollback');
    }
  }

  return async (req) => {
    try {
      return await handle(req);
    } catch (err) {
      return toResponse(err, req.claims);
    }
  };
}

/**
 * The handler over the migrated database, on the connection PostgREST would use (`authenticator` on a
 * Postgres server); created after migrations so its catalog is current.
 */
export async function loadRestHandler(db: LocalDatabase, limits: RestLimitOptions = {}): Promise<RestHandler> {
  return createRestHandler(await db.restDatabase(), limits);
}
