import { readdir, rm, stat } from 'node:fs/promises';
import path from 'node:path';
import { DEFAULT_MIGRATIONS_DIR } from '../../src/paths.ts';
import { ensurePgliteTemplate, ensurePostgresTemplate, TEMPLATE_ROOT, withAdminClient } from './template.ts';

const STALE_AFTER_MS = 60 * 60 * 1000;

/** Templates of older schema versions; kept for an hour in case a concurrent run still copies them. */
async function removeStaleTemplates(current: string): Promise<void> {
  let entries: string[];
  try {
    entries = await readdir(TEMPLATE_ROOT);
  } catch {
    return;
  }
  for (const entry of entries) {
    const dir = path.join(TEMPLATE_ROOT, entry);
    if (dir === current) continue;
    try {
      if (Date.now() - (await stat(dir)).mtimeMs > STALE_AFTER_MS) await rm(dir, { recursive: true, force: true });
    } catch {
      // removed by someone else
    }
  }
}

/** Other schema versions' template databases; one in use by a concurrent run cannot be dropped and stays. */
async function removeStaleTemplateDatabases(adminUrl: string, current: string): Promise<void> {
  await withAdminClient(adminUrl, async (client) => {
    const { rows } = await client.query<{ datname: string }>("select datname from pg_database where datname like 'sl\\_tpl\\_%'");
    for (const { datname } of rows) {
      if (datname === current) continue;
      await client.query(`drop database if exists "${datname}"`).catch(() => undefined);
    }
  });
}

/** Builds the migrated template once per run so each test server only copies it. */
export default async function setup(): Promise<void> {
  const adminUrl = process.env.TEST_DATABASE_URL || undefined;
  if (adminUrl === undefined) await removeStaleTemplates(await ensurePgliteTemplate(DEFAULT_MIGRATIONS_DIR));
  else await removeStaleTemplateDatabases(adminUrl, await ensurePostgresTemplate(adminUrl, DEFAULT_MIGRATIONS_DIR));
}
