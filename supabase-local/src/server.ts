import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import type { AuthContext } from './auth/context.ts';
import { AuthRateLimiter, resolveRateLimits, type RateLimitOptions } from './auth/rate-limit.ts';
import { applyBootstrap } from './db/bootstrap.ts';
import type { LocalDatabase } from './db/local-database.ts';
import { openDatabase } from './db/open.ts';
import type { Database } from './db/types.ts';
import { CorsPolicy, defaultCorsOrigins } from './http/cors.ts';
import { createRequestListener } from './http/request-listener.ts';
import type { Role } from './http/types.ts';
import { loadOrCreateKeys } from './keys.ts';
import { acquireDataDirLock, type DataDirLock } from './lock.ts';
import { Mailbox } from './mailbox.ts';
import { applyMigrations, appliedVersions } from './migrations.ts';
import { DEFAULT_DATA_DIR, DEFAULT_MIGRATIONS_DIR } from './paths.ts';
import { loadRestHandler } from './rest/handler.ts';
import { restLimits, type RestLimitOptions } from './rest/limits.ts';
import {
  attachRealtime,
  installChangeCapture,
  startRealtime,
  type RealtimeService,
} from './realtime/realtime-server.ts';

export interface LocalServerOptions {
  /** Default 54321; 0 picks a free port. */
  port?: number;
  /** Default 127.0.0.1. */
  host?: string;
  /** Holds pgdata/ (PGlite), keys.json and server.lock. Default <repo>/supabase-local/.data */
  dataDir?: string;
  /** A Postgres server instead of PGlite (superuser, or a login granted the API roles). */
  databaseUrl?: string;
  /** Start from an empty database (keys are kept). */
  reset?: boolean;
  /** Require e-mail confirmation on sign-up (mails go to /mailbox). Default false. */
  confirmEmail?: boolean;
  /** Default <repo>/supabase/migrations */
  migrationsDir?: string;
  /** Runs <migrationsDir>/../seed.sql after the migrations, if present. */
  seed?: boolean;
  /** Runs the seed only when the database is new (no migration had been applied): `npm start`'s demo account. */
  seedIfNew?: boolean;
  /** Where confirmation links lead when no allowed redirect_to is given. Default http://localhost:4200 */
  siteUrl?: string;
  /** No console output except errors. */
  quiet?: boolean;
  /**
   * Browser origins that may read the API (exact origins, `scheme://host:*`, or `*` for any).
   * Default: the site URL's origin and localhost / 127.0.0.1 / [::1] on any port.
   */
  corsOrigins?: string[];
  /** GoTrue's auth rate limits (defaults: hosted Supabase's); `false` turns them all off. */
  rateLimits?: Partial<RateLimitOptions> | false;
  /** Seconds a rotated refresh token may still be used (concurrent refreshes). Default 10, as GoTrue. */
  refreshTokenReuseInterval?: number;
  /** REST rows per answer at every level, as hosted Supabase's max rows. Default 1000; null = no limit. */
  maxRows?: number | null;
  /** REST statement_timeout per API role in ms. Defaults as hosted: anon 3000, authenticated 8000, service_role 8000; 0 = none. */
  statementTimeouts?: Partial<Record<Role, number>>;
  /** Levels of embedded resources one REST select may nest. Default 3. */
  maxEmbedDepth?: number;
  /** Largest REST answer body in bytes. Default 50 MB. */
  maxResponseBytes?: number;
  /** PGlite: memory one query may add before it fails with 54000 (default 512 MB). */
  queryMemoryBytes?: number;
  /** Postgres server: the login REST requests use. Default: databaseUrl as user `authenticator` without a password. */
  restDatabaseUrl?: string;
  /** Time a request's headers may take to arrive, from its first byte (ms). Default 10 s; past it 408. */
  headersTimeoutMs?: number;
  /** Time a whole request, body included, may take to arrive (ms). Default 30 s; past it 408. */
  requestTimeoutMs?: number;
}

export const DEFAULT_REFRESH_TOKEN_REUSE_INTERVAL = 10;
/** Time a request's headers may take to arrive, from its first byte (ms). */
export const HEADERS_TIMEOUT_MS = 10_000;
/** Time a whole request, body included, may take to arrive (ms). */
export const REQUEST_TIMEOUT_MS = 30_000;

export interface LocalServer {
  url: string;
  anonKey: string;
  serviceRoleKey: string;
  jwtSecret: string;
  /** Superuser handle (bypasses RLS). */
  db: Database;
  dataDir: string;
  mailbox: Mailbox;
  stop(): Promise<void>;
}

function listen(server: Server, port: number, host: string): Promise<number> {
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, host, () => {
      server.off('error', reject);
      resolve((server.address() as AddressInfo).port);
    });
  });
}

function publicHost(host: string): string {
  if (host === '0.0.0.0' || host === '::') return '127.0.0.1';
  return host.includes(':') ? `[${host}]` : host;
}

async function runSeed(db: LocalDatabase, migrationsDir: string, log: (line: string) => void): Promise<void> {
  const file = path.join(path.dirname(migrationsDir), 'seed.sql');
  let sql: string;
  try {
    sql = await readFile(file, 'utf8');
  } catch {
    log(`No seed file at ${file}`);
    return;
  }
  await db.exec(sql);
  log(`Seeded from ${file}`);
}

export async function startLocalServer(opts: LocalServerOptions = {}): Promise<LocalServer> {
  const dataDir = path.resolve(opts.dataDir ?? DEFAULT_DATA_DIR);
  const migrationsDir = path.resolve(opts.migrationsDir ?? DEFAULT_MIGRATIONS_DIR);
  const host = opts.host ?? '127.0.0.1';
  const log = opts.quiet ? () => undefined : (line: string) => console.log(line);
  const logError = (error: unknown) => console.error('supabase-local:', error instanceof Error ? error.message : error);

  const siteUrl = opts.siteUrl ?? 'http://localhost:4200';
  // Invalid settings fail before anything is opened.
  const cors = new CorsPolicy(opts.corsOrigins ?? defaultCorsOrigins(siteUrl));
  const rateLimiter = new AuthRateLimiter(resolveRateLimits(opts.rateLimits));
  const refreshTokenReuseInterval = opts.refreshTokenReuseInterval ?? DEFAULT_REFRESH_TOKEN_REUSE_INTERVAL;
  if (!Number.isFinite(refreshTokenReuseInterval) || refreshTokenReuseInterval < 0) {
    throw new Error(`refreshTokenReuseInterval must be a number >= 0, got ${refreshTokenReuseInterval}`);
  }
  const restLimitOptions: RestLimitOptions = {
    maxRows: opts.maxRows,
    statementTimeouts: opts.statementTimeouts,
    maxEmbedDepth: opts.maxEmbedDepth,
    maxResponseBytes: opts.maxResponseBytes,
  };
  restLimits(restLimitOptions);

  const lock: DataDirLock = await acquireDataDirLock(dataDir);
  let db: LocalDatabase | undefined;
  let server: Server | undefined;
  let realtime: RealtimeService | undefined;
  try {
    const keys = await loadOrCreateKeys(dataDir);
    db = await openDatabase({
      dataDir,
      databaseUrl: opts.databaseUrl,
      restDatabaseUrl: opts.restDatabaseUrl,
      reset: opts.reset,
      pglite: { queryMemoryBytes: opts.queryMemoryBytes, log: logError },
    });
    await applyBootstrap(db);
    const isNewDatabase = (await appliedVersions(db)).size === 0;
    await applyMigrations(db, migrationsDir, log);
    if (opts.seed || (opts.seedIfNew && isNewDatabase)) await runSeed(db, migrationsDir, log);
    await installChangeCapture(db);

    let url = '';
    const mailbox = new Mailbox(log);
    const auth: AuthContext = {
      db,
      keys,
      mailbox,
      confirmEmail: opts.confirmEmail ?? false,
      siteUrl,
      rateLimiter,
      refreshTokenReuseInterval,
      apiUrl: () => url,
    };
    const rest = await loadRestHandler(db, restLimitOptions);
    realtime = await startRealtime({
      db,
      jwtSecret: keys.jwtSecret,
      apiKeys: [keys.anonKey, keys.serviceRoleKey],
      logError,
    });
    let inFlight = 0;
    let drained: (() => void) | undefined;
    const listener = createRequestListener({ auth, rest, cors, logError });
    // A request must arrive whole in time: by default its headers within 10 s of its first byte, all of it
    // (a body is at most 1 MB) within 30 s, else 408 and the connection is closed. Nothing waits for a slow
    // client while holding the database (a request reaches it only once read), but each open request holds a
    // socket and its buffered body; checked every second instead of Node's 30 s.
    const headersTimeout = opts.headersTimeoutMs ?? HEADERS_TIMEOUT_MS;
    const requestTimeout = opts.requestTimeoutMs ?? REQUEST_TIMEOUT_MS;
    const connectionsCheckingInterval = Math.min(1000, headersTimeout, requestTimeout);
    server = createServer({ headersTimeout, requestTimeout, connectionsCheckingInterval }, (req, res) => {
      inFlight += 1;
      res.once('close', () => {
        inFlight -= 1;
        if (inFlight === 0) drained?.();
      });
      listener(req, res);
    });
    // An idle keep-alive connection is closed by the server after this long. Node's 5 s default races with
    // clients that reuse a connection idle for about 4 s (Node's fetch trusts the server's Keep-Alive hint
    // minus 1 s): under load the client's own timer runs late and its request meets a closing socket
    // ("other side closed", seen once in the end-to-end suite). Hosted Supabase's proxies keep idle
    // connections for a minute or more. (Node 20 counts the headers time-out from a request's first byte,
    // not from the connection's last request, so it may be the shorter of the two.)
    server.keepAliveTimeout = 65_000;
    attachRealtime(server, realtime);
    const port = await listen(server, opts.port ?? 54321, host);
    url = `http://${publicHost(host)}:${port}`;

    const openDb = db;
    const httpServer = server;
    const openRealtime = realtime;
    let stopping: Promise<void> | undefined;
    const stop = (): Promise<void> => {
      stopping ??= (async () => {
        const closed = new Promise<void>((resolve) => httpServer.close(() => resolve()));
        httpServer.closeIdleConnections();
        // Upgraded sockets are no longer the HTTP server's: Realtime closes its own.
        await openRealtime.close();
        // Let running requests finish their transactions before the database goes away.
        if (inFlight > 0) {
          await Promise.race([
            new Promise<void>((resolve) => (drained = resolve)),
            new Promise<void>((resolve) => setTimeout(resolve, 5000)),
          ]);
        }
        httpServer.closeAllConnections();
        await closed;
        await openDb.close();
        lock.release();
      })();
      return stopping;
    };
    return {
      url,
      anonKey: keys.anonKey,
      serviceRoleKey: keys.serviceRoleKey,
      jwtSecret: keys.jwtSecret,
      db,
      dataDir,
      mailbox,
      stop,
    };
  } catch (error) {
    server?.close();
    await realtime?.close().catch(() => undefined);
    await db?.close().catch(() => undefined);
    lock.release();
    throw error;
  }
}
