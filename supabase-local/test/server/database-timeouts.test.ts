// The Database interface's transaction options on both adapters, and what a statement timeout does to the
// server around it: on PGlite the watchdog stops the worker thread and reopens the data folder, which must
// keep committed data, drop the interrupted transaction and leave the data folder's lock in place.
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { startLocalServer, type LocalServer } from '../../src/server.ts';
import { prepareTestDatabase, testMigrationsDir, type TestDatabase } from '../helpers/test-server.ts';
import { createLimitFixtures } from '../rest/limit-fixtures.ts';
import { rest } from '../rest/rest-helpers.ts';

describe('transaction options and the statement timeout watchdog', () => {
  const cleanups: (() => Promise<void>)[] = [];
  afterEach(async () => {
    for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
  });

  async function start(prepared: TestDatabase): Promise<LocalServer> {
    const server = await startLocalServer({
      port: 0,
      quiet: true,
      dataDir: prepared.dataDir,
      databaseUrl: prepared.databaseUrl,
      migrationsDir: testMigrationsDir(),
      statementTimeouts: { anon: 300 },
    });
    cleanups.push(() => server.stop());
    return server;
  }

  async function database(): Promise<TestDatabase> {
    const prepared = await prepareTestDatabase();
    cleanups.push(prepared.cleanup);
    return prepared;
  }

  it('statementTimeoutMs and readOnly hold for transactions of the server handle', async () => {
    const server = await start(await database());
    await createLimitFixtures(server);
    const timedOut = server.db.transaction((tx) => tx.query('select public.sl_spin(10000)'), {
      statementTimeoutMs: 200,
    });
    await expect(timedOut).rejects.toMatchObject({
      code: '57014',
      message: 'canceling statement due to statement timeout',
    });
    const readOnly = server.db.transaction((tx) => tx.query('insert into public.sl_parents (id) values (9)'), {
      readOnly: true,
    });
    await expect(readOnly).rejects.toMatchObject({ code: '25006' });
    // Several statements in one transaction from the main thread, each under the timeout, commit together.
    await server.db.transaction(
      async (tx) => {
        await tx.query('insert into public.sl_parents (id) values (10)');
        await tx.query('select public.sl_spin(50)');
        await tx.query('insert into public.sl_parents (id) values (11)');
      },
      { statementTimeoutMs: 5000 },
    );
    // A failing statement rolls back the whole transaction.
    await expect(
      server.db.transaction(async (tx) => {
        await tx.query('insert into public.sl_parents (id) values (12)');
        await tx.query('insert into public.sl_parents (id) values (10)');
      }),
    ).rejects.toMatchObject({ code: '23505' });
    const { rows } = await server.db.query('select id from public.sl_parents order by id');
    expect(rows).toEqual([{ id: 1 }, { id: 2 }, { id: 10 }, { id: 11 }]);
  });

  it('operations waiting behind a runaway run once it is cut off, in order', async () => {
    const server = await start(await database());
    await createLimitFixtures(server);
    const runaway = server.db.queryInTransaction('select public.sl_spin(20000)', [], { statementTimeoutMs: 300 });
    const waiting = [1, 2, 3, 4, 5].map((n) => server.db.query<{ n: number }>('select $1::int as n', [n]));
    const written = server.db.transaction((tx) =>
      tx.query('insert into public.sl_parents (id) values (50) returning id'),
    );
    await expect(runaway).rejects.toMatchObject({ code: '57014' });
    expect((await Promise.all(waiting)).map((r) => r.rows[0]?.n)).toEqual([1, 2, 3, 4, 5]);
    expect((await written).rows).toEqual([{ id: 50 }]);
    expect((await server.db.query('select id from public.sl_parents where id = 50')).rows).toEqual([{ id: 50 }]);
  });

  it('stops cleanly when asked to while a statement runs into its timeout (the watchdog then reopens nothing)', async () => {
    const prepared = await database();
    const server = await start(prepared);
    await createLimitFixtures(server);
    const runaway = server.db.queryInTransaction('select public.sl_spin(20000)', [], { statementTimeoutMs: 300 });
    runaway.catch(() => undefined);
    // The runaway is running when the server is asked to stop: the watchdog stops PGlite under the close.
    await new Promise((resolve) => setTimeout(resolve, 100));
    await expect(server.stop()).resolves.toBeUndefined();
    await expect(runaway).rejects.toThrow();
    expect(existsSync(path.join(prepared.dataDir, 'server.lock'))).toBe(false);
    // The data folder opens again.
    const again = await start(prepared);
    expect((await again.db.query('select count(*)::int as n from public.sl_parents')).rows).toEqual([{ n: 2 }]);
  });

  it('after a runaway is cut off the data folder stays locked, and a restart finds committed work only', async () => {
    const prepared = await database();
    const server = await start(prepared);
    await createLimitFixtures(server);
    const res = await rest(server, server.anonKey, 'POST', '/rpc/sl_insert_then_spin', {
      body: JSON.stringify({ new_id: 42, ms: 20_000 }),
      headers: { 'content-type': 'application/json' },
    });
    expect(res.status).toBe(500);
    expect((res.json as { code: string }).code).toBe('57014');
    await server.db.query('insert into public.sl_parents (id) values (43)');

    const lockFile = path.join(prepared.dataDir, 'server.lock');
    expect(readFileSync(lockFile, 'utf8').trim()).toBe(String(process.pid));
    await expect(start(prepared)).rejects.toThrow(`is in use by process ${process.pid}`);

    await server.stop();
    expect(existsSync(lockFile)).toBe(false);
    const again = await start(prepared);
    const { rows } = await again.db.query('select id from public.sl_parents order by id');
    expect(rows).toEqual([{ id: 1 }, { id: 2 }, { id: 43 }]);
  });
});
