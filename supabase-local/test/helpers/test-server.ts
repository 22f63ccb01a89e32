// The one fixture for a running server: `setupTestServer()` in a suite (it starts the server before the
// suite's tests and stops it after them, or shares one per worker), `startTestServer()` where a test needs a
// server of its own, `prepareTestDatabase()` for tests that start servers or the CLI themselves. Every server
// gets a fresh copy of a migrated template (see template.ts), on a RAM-backed folder where the machine has one.
import { execFile } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { cp, mkdtemp, rm } from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';
import { createClient, type SupabaseClient } from '@supabase/supabase-js';
import { afterAll, beforeAll } from 'vitest';
import WebSocket from 'ws';
import type { Database } from '../../src/db/types.ts';
import type { Mail, Mailbox } from '../../src/mailbox.ts';
import { startLocalServer, type LocalServerOptions } from '../../src/server.ts';
import {
  DATA_ROOT,
  databaseUrlFor,
  ensurePgliteTemplate,
  ensurePostgresTemplate,
  runPrefix,
  testMigrationsDir,
  withAdminClient,
} from './template.ts';

export { testMigrationsDir };
// The row fixtures, for the server's test schema and the app's (supabase/tests), through this one entry.
export {
  LONG_AGO,
  countRows,
  insertId,
  insertRow,
  selectRows,
  uniqueDate,
  uniqueName,
  valid,
  type Row,
} from './rows.ts';

export interface TestServer {
  url: string;
  anonKey: string;
  serviceRoleKey: string;
  jwtSecret: string;
  /** Superuser handle for assertions (bypasses RLS). */
  db: Database;
  mailbox: Mailbox;
  dataDir: string;
  stop(): Promise<void>;
}

/** Set to a Postgres server URL with a superuser to run every suite against Postgres instead of PGlite. */
export function testDatabaseUrl(): string | undefined {
  return process.env.TEST_DATABASE_URL || undefined;
}

/** `cp -R` copies a PGlite folder in a third of the time Node's fs.cp takes; fs.cp where there is no cp. */
async function copyFolder(from: string, to: string): Promise<void> {
  if (process.platform !== 'win32') {
    try {
      await promisify(execFile)('cp', ['-R', from, to]);
      return;
    } catch {
      await rm(to, { recursive: true, force: true });
    }
  }
  await cp(from, to, { recursive: true });
}

export interface TestDatabase {
  /** Fresh folder; holds pgdata/ (a copy of the PGlite template) unless databaseUrl is set. */
  dataDir: string;
  /** Set when TEST_DATABASE_URL is: a fresh database created from the migrated template. */
  databaseUrl?: string;
  cleanup(): Promise<void>;
}

/** A fresh database with `migrationsDir` applied (default: testMigrationsDir()). */
export async function prepareTestDatabase(migrationsDir: string = testMigrationsDir()): Promise<TestDatabase> {
  const dataDir = await mkdtemp(path.join(DATA_ROOT, `${runPrefix('sl-test')}-`));
  const adminUrl = testDatabaseUrl();
  let database: string | undefined;
  const cleanup = async (): Promise<void> => {
    await rm(dataDir, { recursive: true, force: true });
    if (adminUrl !== undefined && database !== undefined) {
      const name = database;
      await withAdminClient(adminUrl, (client) => client.query(`drop database if exists "${name}" with (force)`));
    }
  };
  try {
    if (adminUrl === undefined) {
      await copyFolder(await ensurePgliteTemplate(migrationsDir), path.join(dataDir, 'pgdata'));
      return { dataDir, cleanup };
    }
    const template = await ensurePostgresTemplate(adminUrl, migrationsDir);
    database = `${runPrefix('sl_test')}_${randomUUID().replace(/-/g, '').slice(0, 16)}`;
    const name = database;
    await withAdminClient(adminUrl, (client) => client.query(`create database "${name}" template "${template}"`));
    return { dataDir, databaseUrl: databaseUrlFor(adminUrl, name), cleanup };
  } catch (error) {
    await cleanup();
    throw error;
  }
}

export type TestServerOptions = Pick<
  LocalServerOptions,
  | 'confirmEmail'
  | 'siteUrl'
  | 'rateLimits'
  | 'refreshTokenReuseInterval'
  | 'corsOrigins'
  | 'maxRows'
  | 'statementTimeouts'
  | 'maxEmbedDepth'
  | 'maxResponseBytes'
  | 'queryMemoryBytes'
  | 'headersTimeoutMs'
  | 'requestTimeoutMs'
  | 'migrationsDir'
>;

/**
 * A server on a random free port over a fresh, migrated database (a copy of a template). Suites sign up
 * many users from 127.0.0.1, so the auth rate limits are off unless a test passes `rateLimits`.
 */
export async function startTestServer(opts: TestServerOptions = {}): Promise<TestServer> {
  const migrationsDir = opts.migrationsDir ?? testMigrationsDir();
  const prepared = await prepareTestDatabase(migrationsDir);
  try {
    const server = await startLocalServer({
      port: 0,
      dataDir: prepared.dataDir,
      databaseUrl: prepared.databaseUrl,
      quiet: true,
      ...opts,
      migrationsDir,
      confirmEmail: opts.confirmEmail ?? false,
      rateLimits: opts.rateLimits ?? false,
    });
    return {
      url: server.url,
      anonKey: server.anonKey,
      serviceRoleKey: server.serviceRoleKey,
      jwtSecret: server.jwtSecret,
      db: server.db,
      mailbox: server.mailbox,
      dataDir: prepared.dataDir,
      async stop() {
        await server.stop();
        await prepared.cleanup();
      },
    };
  } catch (error) {
    await prepared.cleanup();
    throw error;
  }
}

/** Starting a server copies a template and opens PGlite: far longer than vitest's default hook time-out on a busy machine. */
const START_TIMEOUT_MS = 120_000;

export interface SetupOptions extends TestServerOptions {
  /**
   * One server for every suite of this worker that asks for the same options with `shared`: it starts with
   * the first of them and lives until the worker ends (the global setup's teardown removes what is left).
   * Needs vitest's `isolate: false`, so that the worker's files share this module. Only for suites that
   * leave nothing another suite could trip on: users of their own, no fixed-name rows or objects that a
   * second suite would create again, no counts over a whole table.
   */
  shared?: boolean;
}

/** Servers started with `shared`, by their options; this module lives as long as the worker when files are not isolated. */
const sharedServers = new Map<string, Promise<TestServer>>();

/**
 * Registers beforeAll/afterAll in the enclosing suite (or the file) and returns the server they start, for
 * the suite's tests and hooks (reading it earlier throws).
 */
export function setupTestServer(options: SetupOptions = {}): TestServer {
  const { shared = false, ...serverOptions } = options;
  let server: TestServer | undefined;
  beforeAll(async () => {
    if (!shared) {
      server = await startTestServer(serverOptions);
      return;
    }
    const key = JSON.stringify(serverOptions, Object.keys(serverOptions).sort());
    let started = sharedServers.get(key);
    if (started === undefined) {
      started = startTestServer(serverOptions);
      sharedServers.set(key, started);
      // A failed start is not kept: the next suite tries again.
      started.catch(() => sharedServers.delete(key));
    }
    server = await started;
  }, START_TIMEOUT_MS);
  afterAll(async () => {
    const running = server;
    server = undefined;
    if (!shared) await running?.stop();
  });
  const current = (): TestServer => {
    if (server === undefined)
      throw new Error('setupTestServer(): the server exists only inside the tests and hooks of its suite');
    return server;
  };
  return {
    get url() {
      return current().url;
    },
    get anonKey() {
      return current().anonKey;
    },
    get serviceRoleKey() {
      return current().serviceRoleKey;
    },
    get jwtSecret() {
      return current().jwtSecret;
    },
    get db() {
      return current().db;
    },
    get mailbox() {
      return current().mailbox;
    },
    get dataDir() {
      return current().dataDir;
    },
    stop: () => (shared ? Promise.reject(new Error('a shared test server stops with its worker')) : current().stop()),
  };
}

/** supabase-js as the app configures it, minus browser storage: node WebSocket, PKCE, no persistence or auto refresh. */
export function createTestClient(server: TestServer, key: string = server.anonKey): SupabaseClient {
  return createClient(server.url, key, {
    auth: { persistSession: false, autoRefreshToken: false, detectSessionInUrl: false, flowType: 'pkce' },
    realtime: { transport: WebSocket as never },
  });
}

export function randomEmail(prefix = 'user'): string {
  return `${prefix}-${randomUUID().slice(0, 8)}@example.com`;
}

/** A signed-in user with its own client. With confirmation on, the account is confirmed directly in the database. */
export async function createUser(
  server: TestServer,
  email: string = randomEmail(),
  password = 'password123',
): Promise<{ client: SupabaseClient; userId: string; email: string; accessToken: string }> {
  const client = createTestClient(server);
  const signUp = await client.auth.signUp({ email, password });
  if (signUp.error) throw signUp.error;
  let session = signUp.data.session;
  if (session === null) {
    await server.db.query('update auth.users set email_confirmed_at = now() where email = $1', [email.toLowerCase()]);
    const signIn = await client.auth.signInWithPassword({ email, password });
    if (signIn.error) throw signIn.error;
    session = signIn.data.session;
  }
  return { client, userId: session.user.id, email: session.user.email ?? email, accessToken: session.access_token };
}

/** The newest mail to an address, or undefined. */
export function latestMail(server: TestServer, to: string): Mail | undefined {
  return server.mailbox.list(to)[0];
}
