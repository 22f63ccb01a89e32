import { createHash } from 'node:crypto';
import { accessSync, constants, existsSync } from 'node:fs';
import { mkdir, readFile, rename, rm, utimes } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { createRequire } from 'node:module';
import pg from 'pg';
import { applyBootstrap, readBootstrapSql } from '../../src/db/bootstrap.ts';
import { openPgliteDatabase } from '../../src/db/pglite-database.ts';
import { openPostgresDatabase } from '../../src/db/postgres-database.ts';
import { applyMigrations, listMigrations } from '../../src/migrations.ts';
import { DEFAULT_MIGRATIONS_DIR } from '../../src/paths.ts';

/**
 * A fresh database per test server must be cheap (PGlite's initdb takes ~5 s and ~800 MB), so one migrated
 * template is built per schema version and copied: a PGlite folder, or a Postgres template database.
 * Its name is the migrations folder's label (several schemas are tested on one machine at once) and a key
 * covering the bootstrap SQL, every migration and the PGlite version, so schema edits rebuild it.
 */
export async function templateKey(migrationsDir = DEFAULT_MIGRATIONS_DIR): Promise<string> {
  const hash = createHash('sha256');
  hash.update(await readBootstrapSql());
  for (const migration of await listMigrations(migrationsDir)) {
    hash.update(`\0${migration.version}_${migration.name}\0`);
    hash.update(await readFile(migration.file));
  }
  const require = createRequire(import.meta.url);
  // dist/index.cjs -> package.json (the package does not export its package.json)
  const pglitePackage = path.resolve(path.dirname(require.resolve('@electric-sql/pglite')), '..', 'package.json');
  hash.update(`\0pglite ${(JSON.parse(await readFile(pglitePackage, 'utf8')) as { version: string }).version}`);
  return hash.digest('hex').slice(0, 16);
}

/** `migrations` for supabase/migrations, `schema` for test/fixtures/schema: the folder's own name, as a database name part. */
export function templateLabel(migrationsDir = DEFAULT_MIGRATIONS_DIR): string {
  return path
    .basename(path.resolve(migrationsDir))
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '_');
}

/**
 * The migrations folder a test server applies unless a suite names another: the app's supabase/migrations,
 * or TEST_MIGRATIONS_DIR when a package's vitest config sets it (supabase-local's own suites run over
 * test/fixtures/schema, a schema of their own).
 */
export function testMigrationsDir(): string {
  return process.env.TEST_MIGRATIONS_DIR || DEFAULT_MIGRATIONS_DIR;
}

/**
 * Where test data folders go: /dev/shm (RAM) where it exists, else the temp folder. A PGlite folder is
 * about 40 MB in over a thousand files; on a busy machine's disk copying it took 3-5 s, in RAM 0.3 s.
 */
export const DATA_ROOT = ((): string => {
  try {
    accessSync('/dev/shm', constants.W_OK);
    return '/dev/shm';
  } catch {
    return os.tmpdir();
  }
})();

/**
 * `<kind>-<run>` (`sl-test-1a2b3c4d`, `sl_test_1a2b3c4d`): this run's data folders and databases carry the tag
 * the global setup chose, so its teardown removes what servers shared by a worker leave behind (a worker
 * ends without stopping them).
 */
export function runPrefix(kind: 'sl-test' | 'sl_test'): string {
  return `${kind}${kind === 'sl-test' ? '-' : '_'}${process.env.SUPABASE_LOCAL_TEST_RUN ?? 'local'}`;
}

export const TEMPLATE_ROOT = path.join(os.tmpdir(), 'supabase-local-templates');

/** Returns a PGlite data folder with bootstrap and migrations applied (copy it, never open it). */
export async function ensurePgliteTemplate(migrationsDir = DEFAULT_MIGRATIONS_DIR): Promise<string> {
  const dir = path.join(TEMPLATE_ROOT, `${templateLabel(migrationsDir)}-${await templateKey(migrationsDir)}`);
  if (existsSync(path.join(dir, 'PG_VERSION'))) {
    // Marks it in use: another run on this machine removes templates unused for an hour, judged by this time.
    const now = new Date();
    await utimes(dir, now, now).catch(() => undefined);
    return dir;
  }
  await mkdir(TEMPLATE_ROOT, { recursive: true });
  const building = `${dir}.building-${process.pid}-${Date.now()}`;
  const db = await openPgliteDatabase(building);
  try {
    await applyBootstrap(db);
    await applyMigrations(db, migrationsDir);
  } finally {
    await db.close();
  }
  try {
    await rename(building, dir);
  } catch {
    // Another process finished first; its copy is identical.
    await rm(building, { recursive: true, force: true });
  }
  return dir;
}

export function databaseUrlFor(adminUrl: string, database: string): string {
  const url = new URL(adminUrl);
  url.pathname = `/${database}`;
  return url.toString();
}

export async function withAdminClient<T>(adminUrl: string, fn: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: adminUrl });
  await client.connect();
  try {
    return await fn(client);
  } finally {
    await client.end();
  }
}

/** Returns the name of a migrated template database on the server at adminUrl. */
export async function ensurePostgresTemplate(
  adminUrl: string,
  migrationsDir = DEFAULT_MIGRATIONS_DIR,
): Promise<string> {
  const name = `sl_tpl_${templateLabel(migrationsDir)}_${await templateKey(migrationsDir)}`;
  const exists = await withAdminClient(adminUrl, async (client) => {
    const { rowCount } = await client.query('select 1 from pg_database where datname = $1', [name]);
    return (rowCount ?? 0) > 0;
  });
  if (exists) return name;
  const building = `${name}_b${process.pid}`;
  await withAdminClient(adminUrl, (client) =>
    client.query(`drop database if exists "${building}"`).then(() => client.query(`create database "${building}"`)),
  );
  const db = await openPostgresDatabase(databaseUrlFor(adminUrl, building));
  try {
    await applyBootstrap(db);
    await applyMigrations(db, migrationsDir);
  } finally {
    await db.close();
  }
  await withAdminClient(adminUrl, async (client) => {
    try {
      await client.query(`alter database "${building}" rename to "${name}"`);
    } catch {
      await client.query(`drop database if exists "${building}"`);
    }
  });
  return name;
}
