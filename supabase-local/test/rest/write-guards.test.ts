// Two guards hosted Supabase puts around writes: GET/HEAD on /rpc run in a read-only transaction (PostgREST),
// and PATCH/DELETE without any filter are refused (pg-safeupdate, loaded for API requests).
import { beforeAll, describe, expect, it } from 'vitest';
import { createUser, setupTestServer } from '../helpers/test-server.ts';
import { insertId, valid } from '../helpers/rows.ts';
import { createLimitFixtures } from './limit-fixtures.ts';
import { rest } from './rest-helpers.ts';

const server = setupTestServer();
let user: Awaited<ReturnType<typeof createUser>>;

beforeAll(async () => {
  await createLimitFixtures(server);
  user = await createUser(server);
}, 120_000);

const parentCount = async (): Promise<number> =>
  (await server.db.query<{ n: number }>('select count(*)::int as n from public.sl_parents')).rows[0]?.n ?? -1;

describe('GET and HEAD on /rpc run read-only', () => {
  it('a write inside fails with 405 and SQLSTATE 25006; nothing is written', async () => {
    const before = await parentCount();
    const get = await rest(server, server.serviceRoleKey, 'GET', '/rpc/sl_add_parent?new_id=501');
    expect(get.status).toBe(405);
    expect(get.json).toEqual({
      code: '25006',
      message: 'cannot execute INSERT in a read-only transaction',
      details: null,
      hint: null,
    });
    const head = await rest(server, server.serviceRoleKey, 'HEAD', '/rpc/sl_add_parent?new_id=502');
    expect(head.status).toBe(405);
    expect(await parentCount()).toBe(before);
  });

  it('reads still work with GET, and POST may write', async () => {
    expect((await rest(server, server.anonKey, 'GET', '/rpc/sl_numbers?n=3')).json).toEqual([1, 2, 3]);
    const post = await rest(server, server.serviceRoleKey, 'POST', '/rpc/sl_add_parent', {
      body: JSON.stringify({ new_id: 503 }),
      headers: { 'content-type': 'application/json' },
    });
    expect(post.status).toBe(200);
    expect(post.json).toBe(503);
  });
});

describe('writes that run and commit in one go', () => {
  it('still roll back for Prefer: tx=rollback and for a single-object answer that finds two rows', async () => {
    const before = await parentCount();
    const rolledBack = await rest(server, server.serviceRoleKey, 'POST', '/sl_parents', {
      body: JSON.stringify({ id: 601 }),
      headers: { 'content-type': 'application/json', prefer: 'tx=rollback' },
    });
    expect(rolledBack.status).toBe(201);
    const deleted = await rest(server, server.serviceRoleKey, 'DELETE', '/sl_parents?id=gt.0', {
      headers: { prefer: 'tx=rollback' },
    });
    expect(deleted.status).toBe(204);
    const single = await rest(server, server.serviceRoleKey, 'PATCH', '/sl_parents?id=gt.0', {
      body: JSON.stringify({ label: 'changed' }),
      headers: { 'content-type': 'application/json', accept: 'application/vnd.pgrst.object+json' },
    });
    expect(single.status).toBe(406);
    expect(await parentCount()).toBe(before);
    expect((await server.db.query("select 1 from public.sl_parents where label = 'changed'")).rows).toEqual([]);
  });
});

describe('PATCH and DELETE need a filter (pg-safeupdate)', () => {
  it('refuses an update without a filter with 400 and SQLSTATE 21000', async () => {
    const habit = await insertId(server, 'habits', valid.habit(user.userId));
    const res = await rest(server, user.accessToken, 'PATCH', '/habits', {
      body: JSON.stringify({ name: 'Renamed' }),
      headers: { 'content-type': 'application/json' },
    });
    expect(res.status).toBe(400);
    expect(res.json).toEqual({ code: '21000', message: 'UPDATE requires a WHERE clause', details: null, hint: null });
    const { rows } = await server.db.query<{ name: string }>('select name from public.habits where id = $1', [habit]);
    expect(rows[0]?.name).not.toBe('Renamed');

    // supabase-js sends the same request for an update without .eq(): the service role is refused too.
    const viaClient = await user.client.from('habits').update({ name: 'Renamed' });
    expect({ status: viaClient.status, code: viaClient.error?.code }).toEqual({ status: 400, code: '21000' });
    const service = await rest(server, server.serviceRoleKey, 'PATCH', '/habits', {
      body: '{"name":"x"}',
      headers: { 'content-type': 'application/json' },
    });
    expect(service.status).toBe(400);
  });

  it('refuses a delete without a filter with 400 and SQLSTATE 21000', async () => {
    await insertId(server, 'habits', valid.habit(user.userId));
    const res = await rest(server, server.serviceRoleKey, 'DELETE', '/habits');
    expect(res.status).toBe(400);
    expect(res.json).toEqual({ code: '21000', message: 'DELETE requires a WHERE clause', details: null, hint: null });
    const viaClient = await user.client.from('habits').delete();
    expect({ status: viaClient.status, code: viaClient.error?.code }).toEqual({ status: 400, code: '21000' });
    expect(
      (await server.db.query('select 1 from public.habits where user_id = $1', [user.userId])).rows.length,
    ).toBeGreaterThan(0);
  });

  it('a filter that matches nothing is still a filter', async () => {
    const none = '00000000-0000-0000-0000-000000000000';
    const patch = await rest(server, user.accessToken, 'PATCH', `/habits?id=eq.${none}`, {
      body: JSON.stringify({ name: 'Nobody' }),
      headers: { 'content-type': 'application/json' },
    });
    expect(patch.status).toBe(204);
    expect((await rest(server, user.accessToken, 'DELETE', `/habits?id=eq.${none}`)).status).toBe(204);
    // An empty PATCH runs no UPDATE at all, as in PostgREST.
    expect(
      (
        await rest(server, user.accessToken, 'PATCH', '/habits', {
          body: '{}',
          headers: { 'content-type': 'application/json' },
        })
      ).status,
    ).toBe(204);
  });
});
