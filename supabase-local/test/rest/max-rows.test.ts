// PostgREST's db-max-rows as hosted Supabase sets it (1,000): every level of a read and set-returning RPC
// results are capped, Content-Range reports the rows sent, Prefer: count=exact still counts them all.
import { beforeAll, describe, expect, it } from 'vitest';
import { setupTestServer } from '../helpers/test-server.ts';
import { createLimitFixtures } from './limit-fixtures.ts';
import { rest } from './rest-helpers.ts';

const CHILDREN = 1500;

const server = setupTestServer();
const small = setupTestServer({ maxRows: 50 });

beforeAll(async () => {
  await Promise.all([createLimitFixtures(server, CHILDREN), createLimitFixtures(small, 120)]);
}, 120_000);

const ids = (json: unknown): number[] => (json as { id: number }[]).map((row) => row.id);
const range = (from: number, to: number): number[] => Array.from({ length: to - from + 1 }, (_, i) => from + i);

describe('max rows (1000 by default, like hosted Supabase)', () => {
  it('caps a read without limit at 1000 rows; Content-Range shows the rows sent', async () => {
    const res = await rest(server, server.serviceRoleKey, 'GET', '/sl_children?select=id&order=id');
    expect(res.status).toBe(200);
    expect(ids(res.json)).toEqual(range(1, 1000));
    expect(res.headers.get('content-range')).toBe('0-999/*');
  });

  it('count=exact counts every row and answers 206 for the capped page', async () => {
    const res = await rest(server, server.serviceRoleKey, 'GET', '/sl_children?select=id&order=id', {
      headers: { prefer: 'count=exact' },
    });
    expect(res.status).toBe(206);
    expect(ids(res.json)).toHaveLength(1000);
    expect(res.headers.get('content-range')).toBe(`0-999/${CHILDREN}`);
  });

  it('a larger limit or Range is cut to 1000; a smaller one and offsets are kept', async () => {
    const limited = await rest(server, server.serviceRoleKey, 'GET', '/sl_children?select=id&order=id&limit=5000');
    expect(ids(limited.json)).toEqual(range(1, 1000));
    expect(limited.headers.get('content-range')).toBe('0-999/*');

    const ranged = await rest(server, server.serviceRoleKey, 'GET', '/sl_children?select=id&order=id', {
      headers: { range: '0-4999' },
    });
    expect(ids(ranged.json)).toHaveLength(1000);

    const tail = await rest(server, server.serviceRoleKey, 'GET', '/sl_children?select=id&order=id', {
      headers: { range: '1000-2999', prefer: 'count=exact' },
    });
    expect(tail.status).toBe(206);
    expect(ids(tail.json)).toEqual(range(1001, CHILDREN));
    expect(tail.headers.get('content-range')).toBe(`1000-${CHILDREN - 1}/${CHILDREN}`);

    const offset = await rest(server, server.serviceRoleKey, 'GET', '/sl_children?select=id&order=id&offset=200');
    expect(ids(offset.json)).toEqual(range(201, 1200));

    const few = await rest(server, server.serviceRoleKey, 'GET', '/sl_children?select=id&order=id&limit=7');
    expect(ids(few.json)).toEqual(range(1, 7));
    expect(few.headers.get('content-range')).toBe('0-6/*');
  });

  it('caps embedded lists too', async () => {
    const res = await rest(server, server.serviceRoleKey, 'GET', '/sl_parents?select=id,sl_children(id)&id=eq.1');
    expect(res.status).toBe(200);
    const [parent] = res.json as { id: number; sl_children: { id: number }[] }[];
    expect(parent?.sl_children).toHaveLength(1000);
  });

  it('caps set-returning RPC results, composite and scalar', async () => {
    const rows = await rest(server, server.serviceRoleKey, 'POST', '/rpc/sl_children_of', {
      body: JSON.stringify({ p: 1 }),
      headers: { 'content-type': 'application/json' },
    });
    expect(rows.status).toBe(200);
    expect(ids(rows.json)).toEqual(range(1, 1000));
    expect(rows.headers.get('content-range')).toBe('0-999/*');

    const numbers = await rest(server, server.serviceRoleKey, 'GET', '/rpc/sl_numbers?n=5000');
    expect(numbers.status).toBe(200);
    expect(numbers.json).toEqual(range(1, 1000));
    expect(numbers.headers.get('content-range')).toBe('0-999/*');
  });

  it('does not cap the rows a write returns', async () => {
    const body = JSON.stringify(range(10_001, 11_200).map((id) => ({ id, parent_id: 2 })));
    const res = await rest(server, server.serviceRoleKey, 'POST', '/sl_children?select=id', {
      body,
      headers: { 'content-type': 'application/json', prefer: 'return=representation' },
    });
    expect(res.status).toBe(201);
    expect(ids(res.json)).toHaveLength(1200);
  });

  it('is a server option (here 50)', async () => {
    const res = await rest(small, small.serviceRoleKey, 'GET', '/sl_children?select=id&order=id', {
      headers: { prefer: 'count=exact' },
    });
    expect(res.status).toBe(206);
    expect(ids(res.json)).toEqual(range(1, 50));
    expect(res.headers.get('content-range')).toBe('0-49/120');
  });
});
