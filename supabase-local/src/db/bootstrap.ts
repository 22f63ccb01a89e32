import { readFile } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import type { LocalDatabase } from './local-database.ts';

export const BOOTSTRAP_SQL_PATH = fileURLToPath(new URL('./bootstrap.sql', import.meta.url));

export async function readBootstrapSql(): Promise<string> {
  return readFile(BOOTSTRAP_SQL_PATH, 'utf8');
}

/** Creates the roles, auth schema and privileges hosted Supabase provides; safe to run at every start. */
export async function applyBootstrap(db: LocalDatabase): Promise<void> {
  await db.exec(await readBootstrapSql());
}
