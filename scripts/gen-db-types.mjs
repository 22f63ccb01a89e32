// Generates shared-data's database types from the real migrations:
//
//   node scripts/gen-db-types.mjs          writes shared-data/src/types/database.generated.ts
//   node scripts/gen-db-types.mjs --check  fails when that file differs from what the migrations give
//   --database-url <url>                   use a scratch database on that Postgres server, not PGlite
//
// It starts an in-process PGlite with supabase-local's bootstrap (the roles and auth schema hosted
// Supabase provides), applies supabase/migrations in order, reads the catalog of `public` and renders it
// in the shape `supabase gen types typescript` produces (scripts/db-types/render.mjs).
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { readCatalog } from './db-types/catalog.mjs';
import { renderDatabaseTypes } from './db-types/render.mjs';
import { workspaceRoot } from './mf/shared-deps.mjs';
import { withMigratedDatabase } from './migrated-database.mjs';

export const MIGRATIONS_DIR = path.join(workspaceRoot, 'supabase', 'migrations');
export const OUTPUT_FILE = path.join(workspaceRoot, 'shared-data', 'src', 'types', 'database.generated.ts');
const HEADER = [
  'Generated from supabase/migrations by `node scripts/gen-db-types.mjs`; do not edit.',
  '`npm test` runs it with --check, which fails when this file and the migrations disagree.',
  'Hand-written names and JSON shapes built on these types live in database.ts.',
];

/** The generated file's text for the migrations in migrationsDir. */
export async function generateDatabaseTypes({ migrationsDir = MIGRATIONS_DIR, databaseUrl } = {}) {
  return withMigratedDatabase({ migrationsDir, databaseUrl, name: 'gen-db-types' }, async (db) =>
    renderDatabaseTypes(await readCatalog(db, 'public'), { header: HEADER }),
  );
}

function firstDifference(expected, actual) {
  const a = expected.split('\n');
  const b = actual.split('\n');
  const line = a.findIndex((text, i) => text !== b[i]);
  const at = line === -1 ? a.length : line;
  return `line ${at + 1}: expected ${JSON.stringify(a[at] ?? '<end of file>')}, found ${JSON.stringify(b[at] ?? '<end of file>')}`;
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const args = process.argv.slice(2);
  const urlIndex = args.indexOf('--database-url');
  const databaseUrl = urlIndex === -1 ? undefined : args[urlIndex + 1];
  const started = Date.now();
  const text = await generateDatabaseTypes({ databaseUrl });
  const relative = path.relative(workspaceRoot, OUTPUT_FILE);
  if (args.includes('--check')) {
    let committed = '';
    try {
      committed = readFileSync(OUTPUT_FILE, 'utf8');
    } catch {
      // reported below as a difference
    }
    if (committed !== text) {
      console.error(`${relative} is out of date with supabase/migrations (${firstDifference(text, committed)}).`);
      console.error('Run `node scripts/gen-db-types.mjs` and commit the result.');
      process.exit(1);
    }
    console.log(`${relative} matches supabase/migrations (${Date.now() - started} ms)`);
  } else {
    writeFileSync(OUTPUT_FILE, text);
    console.log(`wrote ${relative} (${Date.now() - started} ms)`);
  }
}
