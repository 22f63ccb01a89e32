import type { Role } from '../http/types.ts';

const MB = 1024 * 1024;

/** What hosted Supabase bounds per REST request, and what supabase-local adds to stay responsive. */
export interface RestLimits {
  /**
   * Rows per answer, as PostgREST's db-max-rows (hosted default 1,000): applied to the top level, every
   * embedded list and set-returning RPC results, never to the rows a write returns; null = no limit.
   */
  maxRows: number | null;
  /** statement_timeout per API role in ms, as hosted sets it on the roles; 0 = none. */
  statementTimeoutMs: Record<Role, number>;
  /** Levels of embedded resources one select may nest (PostgREST has no limit; here it keeps answers small). */
  maxEmbedDepth: number;
  /** Largest answer body in bytes; a larger one is refused with 400 instead of built and sent. */
  maxResponseBytes: number;
}

/** Hosted defaults: anon 3 s, authenticated 8 s; service_role has none of its own and gets the authenticator's 8 s. */
export const DEFAULT_STATEMENT_TIMEOUT_MS: Readonly<Record<Role, number>> = {
  anon: 3000,
  authenticated: 8000,
  service_role: 8000,
};

/**
 * PGlite's default for every role: it runs one statement at a time for all users, so a statement's length
 * is how long everyone else may wait; the app's requests take milliseconds.
 */
export const PGLITE_STATEMENT_TIMEOUT_MS: Readonly<Record<Role, number>> = {
  anon: 1000,
  authenticated: 1000,
  service_role: 1000,
};

/** The parser refuses deeper selects regardless of the setting, so recursion stays bounded. */
export const MAX_EMBED_DEPTH_CEILING = 32;

export const DEFAULT_REST_LIMITS: Readonly<RestLimits> = {
  maxRows: 1000,
  statementTimeoutMs: DEFAULT_STATEMENT_TIMEOUT_MS,
  maxEmbedDepth: 3,
  maxResponseBytes: 50 * MB,
};

export interface RestLimitOptions {
  maxRows?: number | null;
  statementTimeouts?: Partial<Record<Role, number>>;
  maxEmbedDepth?: number;
  maxResponseBytes?: number;
}

function check(name: string, value: number, min: number, max = Number.MAX_SAFE_INTEGER): number {
  if (!Number.isInteger(value) || value < min || value > max)
    throw new Error(`supabase-local: ${name} must be an integer from ${min} to ${max}, got ${value}`);
  return value;
}

/** The defaults (for that kind of database) with the given options applied; invalid values throw at start. */
export function restLimits(
  options: RestLimitOptions = {},
  databaseKind: 'pglite' | 'postgres' = 'postgres',
): RestLimits {
  const defaults = databaseKind === 'pglite' ? PGLITE_STATEMENT_TIMEOUT_MS : DEFAULT_STATEMENT_TIMEOUT_MS;
  const timeouts = { ...defaults, ...options.statementTimeouts };
  for (const [role, ms] of Object.entries(timeouts)) check(`the statement timeout of ${role}`, ms, 0);
  const maxRows = options.maxRows === undefined ? DEFAULT_REST_LIMITS.maxRows : options.maxRows;
  return {
    maxRows: maxRows === null ? null : check('maxRows', maxRows, 1),
    statementTimeoutMs: timeouts,
    maxEmbedDepth: check(
      'maxEmbedDepth',
      options.maxEmbedDepth ?? DEFAULT_REST_LIMITS.maxEmbedDepth,
      0,
      MAX_EMBED_DEPTH_CEILING,
    ),
    maxResponseBytes: check('maxResponseBytes', options.maxResponseBytes ?? DEFAULT_REST_LIMITS.maxResponseBytes, 1024),
  };
}
