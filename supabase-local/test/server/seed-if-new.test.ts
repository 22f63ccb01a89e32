// `--seed-if-new` (npm start's demo account): the seed runs when the database is new, and never again on the
// same data folder, so an account the user deleted does not come back at the next start.
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { startLocalServer } from '../../src/server.ts';
import { prepareTestDatabase } from '../helpers/test-server.ts';

const root = mkdtempSync(path.join(os.tmpdir(), 'sl-seed-if-new-'));
const migrationsDir = path.join(root, 'migrations');
const emptyMigrationsDir = path.join(root, 'none');
mkdirSync(migrationsDir);
mkdirSync(emptyMigrationsDir);
writeFileSync(path.join(migrationsDir, '20260101000000_probe.sql'), 'create table public.seed_probe (n integer);');
writeFileSync(path.join(root, 'seed.sql'), 'insert into public.seed_probe values (1);');

afterAll(() => rmSync(root, { recursive: true, force: true }));

describe('seedIfNew', () => {
  it('seeds a new database once, and a used one never', async () => {
    // A database with the bootstrap only: no migration applied yet.
    const prepared = await prepareTestDatabase(emptyMigrationsDir);
    try {
      const options = {
        port: 0,
        quiet: true,
        dataDir: prepared.dataDir,
        databaseUrl: prepared.databaseUrl,
        migrationsDir,
        seedIfNew: true,
      };
      const first = await startLocalServer(options);
      const count = async (server: typeof first) =>
        (await server.db.query<{ n: number }>('select count(*)::int as n from public.seed_probe')).rows[0]?.n;
      expect(await count(first)).toBe(1);
      // The user removes the demo data; the next start must not bring it back.
      await first.db.query('delete from public.seed_probe');
      await first.stop();

      const second = await startLocalServer(options);
      expect(await count(second)).toBe(0);
      await second.stop();
    } finally {
      await prepared.cleanup();
    }
  });
});
