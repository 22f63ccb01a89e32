import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import type { LocalDatabase } from './db/local-database.ts';

export interface MigrationFile {
  version: string;
  name: string;
  file: string;
}

/** Supabase CLI layout: `<version>_<name>.sql`, applied in file-name order. */
export async function listMigrations(migrationsDir: string): Promise<MigrationFile[]> {
  let entries: string[];
  try {
    entries = await readdir(migrationsDir);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return [];
    throw error;
  }
  return entries
    .filter((entry) => entry.endsWith('.sql'))
    .sort()
    .map((entry) => {
      const base = entry.slice(0, -'.sql'.length);
      const underscore = base.indexOf('_');
      return {
        version: underscore === -1 ? base : base.slice(0, underscore),
        name: underscore === -1 ? '' : base.slice(underscore + 1),
        file: path.join(migrationsDir, entry),
      };
    });
}

export async function appliedVersions(db: LocalDatabase): Promise<Set<string>> {
  const { rows } = await db.query<{ version: string }>('select version from supabase_migrations.schema_migrations');
  return new Set(rows.map((row) => row.version));
}

/** Applies pending migrations, each with its bookkeeping row in one transaction. Returns the applied versions. */
export async function applyMigrations(
  db: LocalDatabase,
  migrationsDir: string,
  log: (line: string) => void = () => undefined,
): Promise<string[]> {
  const done = await appliedVersions(db);
  const applied: string[] = [];
  for (const migration of await listMigrations(migrationsDir)) {
    if (done.has(migration.version)) continue;
    const sql = await readFile(migration.file, 'utf8');
    try {
      await db.transaction(async (tx) => {
        await tx.exec(sql);
        await tx.query('insert into supabase_migrations.schema_migrations (version, name) values ($1, $2)', [
          migration.version,
          migration.name,
        ]);
      });
    } catch (error) {
      throw new Error(
        `supabase-local: migration ${path.basename(migration.file)} failed: ${(error as Error).message}`,
        {
          cause: error,
        },
      );
    }
    log(`Applied migration ${path.basename(migration.file)}`);
    applied.push(migration.version);
  }
  return applied;
}
