import { rm } from 'node:fs/promises';
import path from 'node:path';
import type { LocalDatabase } from './local-database.ts';
import { openPgliteDatabase, type PgliteOptions } from './pglite-database.ts';
import { openPostgresDatabase } from './postgres-database.ts';

export function pgliteDir(dataDir: string): string {
  return path.join(dataDir, 'pgdata');
}

export interface OpenDatabaseOptions {
  dataDir: string;
  databaseUrl?: string;
  /** The login REST requests use on a Postgres server; default: databaseUrl as user `authenticator`. */
  restDatabaseUrl?: string;
  reset?: boolean;
  pglite?: PgliteOptions;
}

/** Opens PGlite in dataDir/pgdata, or the Postgres server at databaseUrl; `reset` starts from an empty database. */
export async function openDatabase(opts: OpenDatabaseOptions): Promise<LocalDatabase> {
  if (opts.databaseUrl === undefined) {
    if (opts.reset) await rm(pgliteDir(opts.dataDir), { recursive: true, force: true });
    return openPgliteDatabase(pgliteDir(opts.dataDir), opts.pglite);
  }
  const db = await openPostgresDatabase(opts.databaseUrl, { restConnectionString: opts.restDatabaseUrl });
  if (opts.reset) {
    try {
      await db.exec(`
        drop schema if exists public cascade;
        drop schema if exists auth cascade;
        drop schema if exists supabase_migrations cascade;
        drop schema if exists realtime_local cascade;
        create schema public;
      `);
    } catch (error) {
      await db.close();
      throw error;
    }
  }
  return db;
}
