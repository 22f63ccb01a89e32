import pg from 'pg';
import { beginSql } from './begin.ts';
import { FairQueue, SYSTEM_OWNER } from './fair-queue.ts';
import type { Database, QueryResult, TransactionOptions } from './types.ts';
import type { LocalDatabase, ScriptQueryable } from './local-database.ts';
import { PostgresListener } from './postgres-listener.ts';
import { SESSION_SEARCH_PATH } from './search-path.ts';

const identity = (value: string): string => value;
const TEXT_OIDS = new Set([1082, 1083, 1114, 1184, 1266]);
const INT8_OID = 20;

// Same value shapes as the PGlite adapter: date/time types as text, int8 as a number when it fits.
const types = {
  getTypeParser(oid: number, format?: 'text' | 'binary') {
    if (TEXT_OIDS.has(oid)) return identity;
    if (oid === INT8_OID) {
      return (value: string) => {
        const big = BigInt(value);
        return big > BigInt(Number.MAX_SAFE_INTEGER) || big < BigInt(Number.MIN_SAFE_INTEGER) ? value : Number(big);
      };
    }
    return pg.types.getTypeParser(oid, format ?? 'text');
  },
};

function wrap(client: pg.Pool | pg.PoolClient): ScriptQueryable {
  return {
    async query<R>(sql: string, params: unknown[] = []): Promise<QueryResult<R>> {
      const result = await client.query({ text: sql, values: params, types } as pg.QueryConfig);
      return {
        rows: result.rows as R[],
        affectedRows: result.command === 'SELECT' ? 0 : (result.rowCount ?? 0),
        fields: result.fields.map((f) => ({ name: f.name, dataTypeID: f.dataTypeID })),
      };
    },
    async exec(sql: string): Promise<void> {
      // Without values pg uses the simple protocol, which accepts several statements.
      await client.query(sql);
    },
  };
}

/** PostgREST's login role: NOINHERIT, not a superuser, granted the API roles (created by the bootstrap). */
export const AUTHENTICATOR_ROLE = 'authenticator';

/** The same server and database, logged in as `authenticator` without a password (trust or peer auth). */
export function authenticatorUrl(connectionString: string): string {
  const url = new URL(connectionString);
  url.username = AUTHENTICATOR_ROLE;
  url.password = '';
  return url.toString();
}

/** Connections per pool. */
const POOL_SIZE = 8;
/**
 * Connections one owner (a signed-in user) may hold at once on the REST pool: the dashboard's parallel reads
 * still overlap, and twenty slow requests of one user cannot take every connection from the others.
 */
const REST_CONNECTIONS_PER_OWNER = 2;

async function openPool(connectionString: string): Promise<pg.Pool> {
  const pool = new pg.Pool({
    connectionString,
    max: POOL_SIZE,
    options: `-c search_path=${SESSION_SEARCH_PATH.replace(/ /g, '')}`,
  });
  // An idle client losing its connection must not crash the server.
  pool.on('error', () => undefined);
  try {
    await pool.query('select 1');
  } catch (error) {
    await pool.end().catch(() => undefined);
    throw error;
  }
  return pool;
}

/**
 * REST's pool shares its connections fairly between owners (see fair-queue.ts), and cancels the statement
 * of a request whose client went away: `cancel` asks the server to (pg_cancel_backend on another connection).
 */
interface Fairness {
  queue: FairQueue;
  cancel(processId: number): Promise<void>;
}

function poolDatabase(
  pool: pg.Pool,
  restDatabase: () => Promise<Database>,
  close: () => Promise<void>,
  listen: LocalDatabase['listen'],
  fairness?: Fairness,
): LocalDatabase {
  const root = wrap(pool);
  const transaction = async <T>(fn: (tx: ScriptQueryable) => Promise<T>, options?: TransactionOptions): Promise<T> => {
    const client = await pool.connect();
    let broken: Error | undefined;
    const signal = options?.signal;
    // pg's client knows the server process serving it, which is what a cancel request names.
    const processId = (client as pg.PoolClient & { processID?: number }).processID;
    let cancelled = false;
    const onAbort = (): void => {
      if (fairness === undefined || processId === undefined) return;
      cancelled = true;
      void fairness.cancel(processId).catch(() => undefined);
    };
    signal?.addEventListener('abort', onAbort, { once: true });
    try {
      // Without values pg uses the simple protocol: BEGIN and its settings travel in one round trip.
      await client.query(beginSql(options));
      const result = await fn(wrap(client));
      await client.query('commit');
      return result;
    } catch (error) {
      try {
        await client.query('rollback');
      } catch (rollbackError) {
        broken = rollbackError as Error;
      }
      throw error;
    } finally {
      signal?.removeEventListener('abort', onAbort);
      // A cancel may still reach this connection's server process later: never hand it to another request.
      client.release(broken ?? (cancelled ? new Error('statement cancelled: its client went away') : undefined));
    }
  };
  const db: LocalDatabase = {
    kind: 'postgres',
    query: root.query,
    exec: root.exec,
    queryInTransaction: <R>(sql: string, params: unknown[], options?: TransactionOptions) =>
      db.transaction((tx) => tx.query<R>(sql, params), options),
    transaction<T>(fn: (tx: ScriptQueryable) => Promise<T>, options?: TransactionOptions): Promise<T> {
      if (fairness === undefined) return transaction(fn, options);
      return fairness.queue.run(options?.owner ?? SYSTEM_OWNER, () => transaction(fn, options), {
        signal: options?.signal,
      });
    },
    restDatabase,
    listen,
    close,
  };
  return db;
}

/**
 * A pool on the Postgres server at connectionString (a superuser, or a login that may create roles). REST
 * requests get their own pool logged in as `authenticator`, like PostgREST on hosted Supabase, at
 * restConnectionString or else the same URL with that user name and no password.
 */
export async function openPostgresDatabase(
  connectionString: string,
  options: { restConnectionString?: string } = {},
): Promise<LocalDatabase> {
  const pool = await openPool(connectionString);
  const listener = new PostgresListener(connectionString);
  const listen: LocalDatabase['listen'] = (channel, onPayload) => listener.listen(channel, onPayload);
  let rest: Promise<LocalDatabase> | undefined;
  const restDatabase = (): Promise<Database> => {
    rest ??= (async () => {
      const url = options.restConnectionString ?? authenticatorUrl(connectionString);
      let restPool: pg.Pool;
      try {
        restPool = await openPool(url);
      } catch (error) {
        rest = undefined;
        throw new Error(
          `supabase-local: REST requests log in as ${AUTHENTICATOR_ROLE} like PostgREST, but that failed (${(error as Error).message}). ` +
            `Allow it without a password (trust) or set one (alter role ${AUTHENTICATOR_ROLE} password '...') and pass --rest-database-url.`,
          { cause: error },
        );
      }
      const fairness: Fairness = {
        queue: new FairQueue({ capacity: POOL_SIZE, perOwner: REST_CONNECTIONS_PER_OWNER }),
        // On the privileged pool: it may cancel any backend, and REST's own connections may all be busy.
        cancel: async (processId) => void (await pool.query('select pg_cancel_backend($1)', [processId])),
      };
      return poolDatabase(
        restPool,
        () => rest as Promise<LocalDatabase>,
        () => restPool.end(),
        listen,
        fairness,
      );
    })();
    return rest;
  };
  const close = async (): Promise<void> => {
    const restDb = rest;
    rest = undefined;
    await Promise.all([
      pool.end(),
      listener.close(),
      restDb?.then(
        (db) => db.close(),
        () => undefined,
      ),
    ]);
  };
  return poolDatabase(pool, restDatabase, close, listen);
}
