import { DEFAULT_MIGRATIONS_DIR } from '../../src/paths.ts';
import { ensurePgliteTemplate, ensurePostgresTemplate } from './template.ts';

/** Builds the migrated template once per run so each test server only copies it. */
export default async function setup(): Promise<void> {
  const adminUrl = process.env.TEST_DATABASE_URL || undefined;
  if (adminUrl === undefined) await ensurePgliteTemplate(DEFAULT_MIGRATIONS_DIR);
  else await ensurePostgresTemplate(adminUrl, DEFAULT_MIGRATIONS_DIR);
}
