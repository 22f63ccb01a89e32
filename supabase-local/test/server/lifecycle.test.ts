import { writeFileSync, existsSync, readFileSync, cpSync, mkdtempSync, rmSync, readdirSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { startLocalServer, type LocalServer } from '../../src/server.ts';
import { prepareTestDatabase, testMigrationsDir, type TestDatabase } from '../helpers/test-server.ts';

describe('server lifecycle on one data folder', () => {
  const cleanups: (() => Promise<void>)[] = [];
  afterEach(async () => {
    for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
  });

  async function database(): Promise<TestDatabase> {
    const prepared = await prepareTestDatabase();
    cleanups.push(prepared.cleanup);
    return prepared;
  }

  async function start(
    prepared: TestDatabase,
    extra: Parameters<typeof startLocalServer>[0] = {},
  ): Promise<LocalServer> {
    const server = await startLocalServer({
      port: 0,
      quiet: true,
      dataDir: prepared.dataDir,
      databaseUrl: prepared.databaseUrl,
      migrationsDir: testMigrationsDir(),
      ...extra,
    });
    cleanups.push(() => server.stop());
    return server;
  }

  it('refuses a second server on the same data folder', async () => {
    const prepared = await database();
    await start(prepared);
    const lockFile = path.join(prepared.dataDir, 'server.lock');
    expect(readFileSync(lockFile, 'utf8').trim()).toBe(String(process.pid));
    await expect(start(prepared)).rejects.toThrow(
      `supabase-local: data folder ${prepared.dataDir} is in use by process ${process.pid}`,
    );
  });

  it('refuses when another live process holds the lock, takes over a stale one', async () => {
    const prepared = await database();
    const lockFile = path.join(prepared.dataDir, 'server.lock');
    // The parent of this worker is alive and is not us.
    writeFileSync(lockFile, `${process.ppid}\n`);
    await expect(start(prepared)).rejects.toThrow(`is in use by process ${process.ppid}`);
    // A pid that cannot be running.
    writeFileSync(lockFile, '2147483646\n');
    const server = await start(prepared);
    expect(readFileSync(lockFile, 'utf8').trim()).toBe(String(process.pid));
    await server.stop();
    expect(existsSync(lockFile)).toBe(false);
  });

  it('keeps keys and data across a restart', async () => {
    const prepared = await database();
    const first = await start(prepared);
    await first.db.query("insert into auth.users (email) values ('kept@example.com')");
    await first.stop();
    const second = await start(prepared);
    expect(second.anonKey).toBe(first.anonKey);
    expect(second.serviceRoleKey).toBe(first.serviceRoleKey);
    expect(second.jwtSecret).toBe(first.jwtSecret);
    const { rows } = await second.db.query("select 1 from auth.users where email = 'kept@example.com'");
    expect(rows).toHaveLength(1);
    const keys = JSON.parse(readFileSync(path.join(prepared.dataDir, 'keys.json'), 'utf8')) as Record<string, string>;
    expect(keys.anonKey).toBe(first.anonKey);
  });

  it('records migrations once and applies new ones only', async () => {
    const prepared = await database();
    const migrationsDir = mkdtempSync(path.join(os.tmpdir(), 'sl-migrations-'));
    cleanups.push(() => Promise.resolve(rmSync(migrationsDir, { recursive: true, force: true })));
    cpSync(testMigrationsDir(), migrationsDir, { recursive: true });
    writeFileSync(
      path.join(migrationsDir, '29990101000000_probe.sql'),
      'create table public.migration_probe (id int);\ninsert into public.migration_probe values (1);\n',
    );

    const first = await start(prepared, { migrationsDir });
    const recorded = await first.db.query<{ version: string; name: string }>(
      'select version, name from supabase_migrations.schema_migrations order by version',
    );
    const expected = readdirSync(migrationsDir)
      .filter((f) => f.endsWith('.sql'))
      .sort()
      .map((f) => f.split('_')[0]);
    expect(recorded.rows.map((r) => r.version)).toEqual(expected);
    expect(recorded.rows.at(-1)).toEqual({ version: '29990101000000', name: 'probe' });
    await first.stop();

    const second = await start(prepared, { migrationsDir });
    const { rows } = await second.db.query<{ n: number }>('select count(*)::int as n from public.migration_probe');
    expect(rows[0]?.n).toBe(1);
  });

  it('rolls back a failing migration and refuses to start', async () => {
    const prepared = await database();
    const migrationsDir = mkdtempSync(path.join(os.tmpdir(), 'sl-migrations-'));
    cleanups.push(() => Promise.resolve(rmSync(migrationsDir, { recursive: true, force: true })));
    cpSync(testMigrationsDir(), migrationsDir, { recursive: true });
    writeFileSync(
      path.join(migrationsDir, '29990101000000_broken.sql'),
      'create table public.half_done (id int);\nselect no_such_function();\n',
    );
    await expect(start(prepared, { migrationsDir })).rejects.toThrow('migration 29990101000000_broken.sql failed');
    // The lock is released and nothing of the broken migration stayed.
    const server = await start(prepared);
    const { rows } = await server.db.query("select to_regclass('public.half_done') as t");
    expect(rows[0]?.t).toBeNull();
  });

  it('wipes the database with reset', async () => {
    const prepared = await database();
    const first = await start(prepared);
    await first.db.query("insert into auth.users (email) values ('gone@example.com')");
    await first.stop();
    const second = await start(prepared, { reset: true });
    const { rows } = await second.db.query('select count(*)::int as n from auth.users');
    expect(rows[0]).toEqual({ n: 0 });
    const migrations = await second.db.query('select count(*)::int as n from supabase_migrations.schema_migrations');
    expect((migrations.rows[0] as { n: number }).n).toBeGreaterThan(0);
  }, 120_000); // a reset PGlite runs initdb again (~5 s alone, far more on a busy machine)
});
