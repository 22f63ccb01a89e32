import type { Database } from '../db/types.ts';
import type { ApiRequest, ApiResponse, JwtClaims } from '../http/types.ts';
import { CatalogCache, type Catalog } from './catalog.ts';
import { errorResponse, isPgError, pgErrorResponse, RestError } from './errors.ts';
import { checkProfile, chooseMedia, parsePrefer } from './headers.ts';
import { unknownTable } from './plan.ts';
import { planRead } from './read.ts';
import type { Executor } from './response.ts';
import { planRpc } from './rpc.ts';
import { TooManyParamsError } from './sql.ts';
import { planDelete, planInsert, planUpdate } from './write.ts';

export type RestHandler = ((req: ApiRequest) => Promise<ApiResponse>) & {
  /** Call after migrations ran so new tables, columns and functions are seen at once. */
  invalidateCatalog(): void;
};

const SET_CLAIMS = "select set_config('role', $1, true), set_config('request.jwt.claims', $2, true)";
const ROLES = new Set(['anon', 'authenticated', 'service_role']);
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

function plan(req: ApiRequest, catalog: Catalog): Executor {
  const segments = req.path.split('/').filter((s) => s !== '');
  const prefs = parsePrefer(req.headers.prefer);
  const media = chooseMedia(req.headers.accept);
  if (segments.length === 2 && segments[0] === 'rpc') {
    if (!['GET', 'HEAD', 'POST'].includes(req.method)) throw methodNotAllowed(req.method);
    return planRpc(req, catalog, decodeSegment(segments[1] as string), prefs, media);
  }
  if (segments.length !== 1) throw new RestError(404, 'PGRST125', `Invalid path specified in request URL`);
  const name = decodeSegment(segments[0] as string);
  const table = catalog.tables.get(name);
  if (!table) throw unknownTable(name);
  const ctx = { req, catalog, table, prefs, media };
  switch (req.method) {
    case 'GET':
    case 'HEAD':
      return planRead(req, catalog, table, prefs, media);
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
  if (err instanceof TooManyParamsError) return errorResponse(400, { code: 'PGRST100', message: err.message, details: null, hint: null });
  if (isPgError(err)) return pgErrorResponse(err, claims.role);
  // Never leak internals (stack traces, SQL) to clients; the log keeps the cause.
  console.error('[rest] unexpected error', err);
  return errorResponse(500, { code: 'PGRST000', message: 'Internal server error', details: null, hint: null });
}

/** PostgREST-compatible handler for everything under /rest/v1. */
export function createRestHandler(db: Database): RestHandler {
  const cache = new CatalogCache(db);

  async function execute(req: ApiRequest, exec: Executor, rollback: boolean): Promise<ApiResponse> {
    try {
      return await db.transaction(async (tx) => {
        await tx.query(SET_CLAIMS, [req.claims.role, JSON.stringify(req.claims)]);
        const response = await exec(tx);
        if (rollback) throw new Rollback(response);
        return response;
      });
    } catch (err) {
      if (err instanceof Rollback) return err.response;
      if (isPgError(err) && STALE_NAME_CODES.has(err.code)) cache.invalidate();
      throw err;
    }
  }

  async function handle(req: ApiRequest): Promise<ApiResponse> {
    if (!ROLES.has(req.claims.role)) {
      throw new RestError(401, 'PGRST301', 'JWT role is not allowed');
    }
    checkProfile(req);
    for (let attempt = 0; ; attempt++) {
      const catalog = await cache.get();
      let exec: Executor;
      try {
        exec = plan(req, catalog);
      } catch (err) {
        // A name missing from the cache may be new: retry once if the schema changed since it was loaded.
        if (err instanceof RestError && err.catalogMiss && attempt === 0 && (await cache.refreshIfChanged())) continue;
        throw err;
      }
      return execute(req, exec, parsePrefer(req.headers.prefer).rollback);
    }
  }

  const handler = async (req: ApiRequest): Promise<ApiResponse> => {
    try {
      return await handle(req);
    } catch (err) {
      return toResponse(err, req.claims);
    }
  };
  return Object.assign(handler, { invalidateCatalog: () => cache.invalidate() });
}
