// A database with a folder of migrations applied, for the scripts that read what the migrations make of
// the schema (gen-db-types.mjs, supabase/schema-snapshot.mjs). It starts from supabase-local's bootstrap
// (the roles and auth schema hosted Supabase provides), in an in-process PGlite or, given a Postgres
// server, in a scratch database of its own there, so a run never touches anyone else's schema.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { tsImport } from 'tsx/esm/api';
import { workspaceRoot } from './mf/shared-deps.mjs';

const supabaseLocal = (file) => tsImport(path.join(workspaceRoot, 'supabase-local', 'src', file), import.meta.url);

/** A new database on the server at serverUrl: its URL, and `drop` to remove it again. */
async function scratchPostgres(serverUrl, prefix) {
  const name = `${prefix}_${process.pid}_${Date.now()}`;
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  await admin.query(`create database ${name}`);
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    drop: async () => {
      try {
        await admin.query(`drop database if exists ${name} with (force)`);
      } finally {
        await admin.end();
      }
    },
  };
}

/**
 * Applies the bootstrap and the migrations in migrationsDir to a fresh database (PGlite, or a scratch
 * database on the Postgres server at databaseUrl), gives it to `read` and removes it afterwards.
 * `name` (kebab-case) names the temporary folder and the scratch database.
 */
export async function withMigratedDatabase({ migrationsDir, databaseUrl, name }, read) {
  const [{ openDatabase }, { applyBootstrap }, { applyMigrations }] = await Promise.all([
    supabaseLocal('db/open.ts'),
    supabaseLocal('db/bootstrap.ts'),
    supabaseLocal('migrations.ts'),
  ]);
  const dataDir = mkdtempSync(path.join(tmpdir(), `${name}-`));
  const scratch = databaseUrl ? await scratchPostgres(databaseUrl, name.replaceAll('-', '_')) : null;
  try {
    const db = await openDatabase({ dataDir, databaseUrl: scratch?.url, reset: true });
    try {
      await applyBootstrap(db);
      await applyMigrations(db, migrationsDir);
      return await read(db);
    } finally {
      await db.close();
    }
  } finally {
    await scratch?.drop();
    rmSync(dataDir, { recursive: true, force: true });
  }
}
