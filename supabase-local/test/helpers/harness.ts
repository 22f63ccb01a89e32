import { randomUUID } from 'node:crypto';
import { cp, mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { createClient, type SupabaseClient } from '@supabase/supabase-js';
import WebSocket from 'ws';
import type { Database } from '../../src/db/types.ts';
import type { Mail, Mailbox } from '../../src/mailbox.ts';
import { startLocalServer, type LocalServerOptions } from '../../src/server.ts';
import { databaseUrlFor, ensurePgliteTemplate, ensurePostgresTemplate, withAdminClient } from './template.ts';

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

export interface TestDatabase {
  /** Fresh temp folder; holds pgdata/ (a copy of the PGlite template) unless databaseUrl is set. */
  dataDir: string;
  /** Set when TEST_DATABASE_URL is: a fresh database created from the migrated template. */
  databaseUrl?: string;
  cleanup(): Promise<void>;
}

/** A fresh migrated database for tests that start servers themselves (startLocalServer). */
export async function prepareTestDatabase(): Promise<TestDatabase> {
  const dataDir = await mkdtemp(path.join(os.tmpdir(), 'sl-test-'));
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
      await cp(await ensurePgliteTemplate(), path.join(dataDir, 'pgdata'), { recursive: true });
      return { dataDir, cleanup };
    }
    const template = await ensurePostgresTemplate(adminUrl);
    database = `sl_test_${randomUUID().replace(/-/g, '').slice(0, 16)}`;
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
  | 'confirmEmail' | 'siteUrl' | 'rateLimits' | 'refreshTokenReuseInterval' | 'corsOrigins'
  | 'maxRows' | 'statementTimeouts' | 'maxEmbedDepth' | 'maxResponseBytes' | 'queryMemoryBytes'
  | 'headersTimeoutMs' | 'requestTimeoutMs'
>;

/**
 * A server on a random free port over a fresh, migrated database (a copy of a template). Suites sign up
 * many users from 127.0.0.1, so the auth rate limits are off unless a test passes `rateLimits`.
 */
export async function startTestServer(opts: TestServerOptions = {}): Promise<TestServer> {
  const prepared = await prepareTestDatabase();
  try {
    const server = await startLocalServer({
      port: 0,
      dataDir: prepared.dataDir,
      databaseUrl: prepared.databaseUrl,
      quiet: true,
      ...opts,
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
