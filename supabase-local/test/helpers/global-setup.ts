import { randomBytes } from 'node:crypto';
import { readdir, rm, stat } from 'node:fs/promises';
import path from 'node:path';
import {
  DATA_ROOT,
  ensurePgliteTemplate,
  ensurePostgresTemplate,
  runPrefix,
  TEMPLATE_ROOT,
  templateLabel,
  testMigrationsDir,
  withAdminClient,
} from './template.ts';

const STALE_AFTER_MS = 60 * 60 * 1000;

/** Older versions of the same schema's template; kept for an hour in case a concurrent run still copies them. */
async function removeStaleTemplates(current: string, label: string): Promise<void> {
  let entries: string[];
  try {
    entries = await readdir(TEMPLATE_ROOT);
  } catch {
    return;
  }
  for (const entry of entries) {
    const dir = path.join(TEMPLATE_ROOT, entry);
    // Templates named before they carried a label are a 16-digit key alone.
    if (dir === current || !(entry.startsWith(`${label}-`) || /^[0-9a-f]{16}$/.test(entry))) continue;
    try {
      if (Date.now() - (await stat(dir)).mtimeMs > STALE_AFTER_MS) await rm(dir, { recursive: true, force: true });
    } catch {
      // removed by someone else
    }
  }
}

/** Older versions of the same schema's template database; one in use by a concurrent run cannot be dropped and stays. */
async function removeStaleTemplateDatabases(adminUrl: string, current: string, label: string): Promise<void> {
  await withAdminClient(adminUrl, async (client) => {
    const { rows } = await client.query<{ datname: string }>(
      "select datname from pg_database where starts_with(datname, $1) or datname ~ '^sl_tpl_[0-9a-f]{16}$'",
      [`sl_tpl_${label}_`],
    );
    for (const { datname } of rows) {
      if (datname === current) continue;
      await client.query(`drop database if exists "${datname}"`).catch(() => undefined);
    }
  });
}

/** Builds the migrated template of a schema once per run, so each test server only copies it. */
export async function buildTemplate(migrationsDir: string): Promise<void> {
  const adminUrl = process.env.TEST_DATABASE_URL || undefined;
  const label = templateLabel(migrationsDir);
  if (adminUrl === undefined) await removeStaleTemplates(await ensurePgliteTemplate(migrationsDir), label);
  else await removeStaleTemplateDatabases(adminUrl, await ensurePostgresTemplate(adminUrl, migrationsDir), label);
}

/** This run's data folders and databases that servers shared by a worker left behind. */
async function removeRunLeftovers(): Promise<void> {
  const folderPrefix = `${runPrefix('sl-test')}-`;
  for (const entry of await readdir(DATA_ROOT).catch(() => [] as string[])) {
    if (entry.startsWith(folderPrefix)) await rm(path.join(DATA_ROOT, entry), { recursive: true, force: true });
  }
  const adminUrl = process.env.TEST_DATABASE_URL || undefined;
  if (adminUrl === undefined) return;
  await withAdminClient(adminUrl, async (client) => {
    const { rows } = await client.query<{ datname: string }>(
      'select datname from pg_database where starts_with(datname, $1)',
      [`${runPrefix('sl_test')}_`],
    );
    for (const { datname } of rows) await client.query(`drop database if exists "${datname}" with (force)`);
  });
}

/**
 * Vitest global setup: tags the run (workers inherit the environment), builds the template of the
 * migrations test servers apply by default (see testMigrationsDir) and, at the end, removes the run's leftovers.
 */
export default async function setup(): Promise<() => Promise<void>> {
  process.env.SUPABASE_LOCAL_TEST_RUN ??= randomBytes(4).toString('hex');
  await buildTemplate(testMigrationsDir());
  return removeRunLeftovers;
}
