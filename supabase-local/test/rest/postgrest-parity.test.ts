// Answers where PostgREST (as hosted Supabase runs it) gives a specific answer or error and supabase-local
// once gave another: rpc with a single unnamed parameter, embeds (twice under one name, counts, empty,
// ambiguous), upsert status, Prefer max-affected with handling=strict, and counts of rpc results.
// Fixture objects are test-only and created by the superuser.
import type { SupabaseClient } from '@supabase/supabase-js';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createUser, setupTestServer } from '../helpers/test-server.ts';
import { rest } from './rest-helpers.ts';

const server = setupTestServer({ shared: true });
let db: SupabaseClient;
let token: string;

const FIXTURES = `
create table public.parity_users (username text primary key, status text);
create table public.parity_messages (id int primary key, username text not null references public.parity_users (username), body text);
create table public.parity_friends (
  id int primary key,
  first_user text not null references public.parity_users (username),
  second_user text not null references public.parity_users (username)
);
create table public.parity_counters (id int primary key, n int not null default 0, label text);
create table public.parity_calls (id int generated always as identity primary key);
grant all on public.parity_users, public.parity_messages, public.parity_friends, public.parity_counters, public.parity_calls to authenticated;
insert into public.parity_users values ('ada', 'ONLINE'), ('bob', 'OFFLINE'), ('cy', null);
insert into public.parity_messages values (1, 'ada', 'one'), (2, 'ada', 'two'), (3, 'ada', 'three'), (4, 'bob', 'four');
insert into public.parity_friends values (1, 'ada', 'bob');
create function public.parity_json(json) returns json language sql as $$ select $1 $$;
create function public.parity_jsonb(jsonb) returns jsonb language sql as $$ select $1 $$;
create function public.parity_text(text) returns text language sql as $$ select $1 $$;
create function public.parity_xml(xml) returns text language sql as $$ select $1::text $$;
create function public.parity_int(int) returns int language sql as $$ select $1 $$;
create function public.parity_pair(int, int) returns int language sql as $$ select $1 + $2 $$;
create function public.parity_mixed(json, n int) returns int language sql as $$ select n $$;
create function public.parity_scalar() returns int language sql as $$ select 42 $$;
create function public.parity_void() returns void language sql as $$ select $$;
create function public.parity_series(n int) returns setof int language sql as $$ select generate_series(1, n) $$;
create function public.parity_bump(min_id int) returns setof public.parity_counters language sql as
  $$ insert into public.parity_calls default values; update public.parity_counters set n = n + 1 where id >= min_id returning * $$;
create function public.parity_bump_one(counter_id int) returns public.parity_counters language sql as
  $$ update public.parity_counters set n = n + 1 where id = counter_id returning * $$;
`;

beforeAll(async () => {
  const user = await createUser(server);
  db = user.client;
  token = user.accessToken;
  for (const statement of FIXTURES.split(';\n')
    .map((s) => s.trim())
    .filter(Boolean))
    await server.db.query(statement);
}, 120_000);

const get = (path: string, headers: Record<string, string> = {}) => rest(server, token, 'GET', path, { headers });
const post = (path: string, body: string, headers: Record<string, string> = {}) =>
  rest(server, token, 'POST', path, { headers: { 'content-type': 'application/json', ...headers }, body });

type Counter = { id: number; n: number; label: string | null };
// The counters table as a typed schema: supabase-js offers maxAffected() only to clients typed for
// PostgREST 13 or newer (as hosted runs), and a typed client needs the tables it writes.
type CountersDatabase = {
  public: {
    Tables: {
      parity_counters: { Row: Counter; Insert: Partial<Counter>; Update: Partial<Counter>; Relationships: [] };
    };
    Views: Record<never, never>;
    Functions: Record<never, never>;
  };
};

async function counters(): Promise<Counter[]> {
  return (await server.db.query<Counter>('select id, n, label from public.parity_counters order by id')).rows;
}

async function calls(): Promise<number> {
  return (await server.db.query<{ n: number }>('select count(*)::int as n from public.parity_calls')).rows[0]?.n ?? 0;
}

beforeEach(async () => {
  await server.db.query('delete from public.parity_counters');
  await server.db.query(
    "insert into public.parity_counters (id, n, label) values (1, 0, 'a'), (2, 0, 'a'), (3, 0, 'a')",
  );
});

describe('rpc with a single unnamed parameter', () => {
  it('json and jsonb receive the whole body, whether its key is "" or any other', async () => {
    const keyed = await db.rpc('parity_json', { '': { test: 'value' } });
    expect(keyed.error).toBeNull();
    expect(keyed.data).toEqual({ '': { test: 'value' } });
    const raw = await db.rpc('parity_jsonb', { a: 1, b: [true] });
    expect(raw.error).toBeNull();
    expect(raw.data).toEqual({ a: 1, b: [true] });
    const array = await post('/rpc/parity_jsonb', '[{"a":1},{"a":2}]');
    expect(array.json).toEqual([{ a: 1 }, { a: 2 }]);
    const empty = await post('/rpc/parity_json', '');
    expect(empty.status).toBe(200);
    expect(empty.json).toEqual({});
  });

  it('text and xml receive the body as text: a JSON body whose key is "", a text/plain or text/xml body', async () => {
    const keyed = await db.rpc('parity_text', { '': 'test' });
    expect(keyed.error).toBeNull();
    expect(keyed.data).toBe('{"":"test"}');
    const plain = await post('/rpc/parity_text', 'hello, world', { 'content-type': 'text/plain' });
    expect(plain.status).toBe(200);
    expect(plain.json).toBe('hello, world');
    const xml = await post('/rpc/parity_xml', '<note>hi</note>', { 'content-type': 'text/xml' });
    expect(xml.status).toBe(200);
    expect(xml.json).toBe('<note>hi</note>');
  });

  it('other unnamed parameters are not callable: 404 PGRST202, never invalid SQL', async () => {
    for (const name of ['parity_int', 'parity_pair', 'parity_mixed']) {
      const res = await db.rpc(name, { '': 1 });
      expect(res.status, name).toBe(404);
      expect(res.error, name).toMatchObject({
        code: 'PGRST202',
        message: `Could not find the function public.${name}() in the schema cache`,
        details: `Searched for the function public.${name} with parameter  or with a single unnamed json/jsonb parameter, but no matches were found in the schema cache.`,
      });
    }
    const mixed = await db.rpc('parity_mixed', { n: 1 });
    expect(mixed.error?.code).toBe('PGRST202');
    const plain = await post('/rpc/parity_int', '1', { 'content-type': 'text/plain' });
    expect(plain.status).toBe(404);
    expect(plain.json).toMatchObject({
      code: 'PGRST202',
      message: 'Could not find the function public.parity_int in the schema cache',
      details:
        'Searched for the function public.parity_int with a single unnamed text parameter, but no matches were found in the schema cache.',
      hint: null,
    });
  });
});

describe('embeds', () => {
  it('the same embed twice under one name is 400 42712; aliased, both are answered', async () => {
    const twice = await db.from('parity_friends').select('parity_users!first_user(*), parity_users!second_user(*)');
    expect(twice.status).toBe(400);
    expect(twice.error).toMatchObject({
      code: '42712',
      message: 'table name "parity_friends_parity_users_1" specified more than once',
    });
    const aliased = await db
      .from('parity_friends')
      .select('a:parity_users!first_user(username), b:parity_users!second_user(username)');
    expect(aliased.data).toEqual([{ a: { username: 'ada' }, b: { username: 'bob' } }]);
  });

  it('count as a column counts the rows: embedded (to-many and to-one) and at the top level', async () => {
    const embedded = await db.from('parity_users').select('username, parity_messages(count)').order('username');
    expect(embedded.error).toBeNull();
    expect(embedded.data).toEqual([
      { username: 'ada', parity_messages: [{ count: 3 }] },
      { username: 'bob', parity_messages: [{ count: 1 }] },
      { username: 'cy', parity_messages: [{ count: 0 }] },
    ]);
    const toOne = await db.from('parity_messages').select('id, parity_users(count)').eq('id', 4);
    expect(toOne.data).toEqual([{ id: 4, parity_users: { count: 1 } }]);
    const top = await db.from('parity_messages').select('count').eq('username', 'ada');
    expect(top.data).toEqual([{ count: 3 }]);
    const aliased = await get('/parity_messages?select=n:count::text');
    expect(aliased.json).toEqual([{ n: '4' }]);
  });

  it('aggregate functions are refused as on hosted (db-aggregates-enabled off): 400 PGRST123', async () => {
    for (const query of [
      'parity_messages?select=count()',
      'parity_users?select=username,parity_messages(count())',
      'parity_messages?select=id.sum()',
      'parity_messages?select=total:id.max()::text',
    ]) {
      const res = await get(`/${query}`);
      expect(res.status, query).toBe(400);
      expect(res.json, query).toEqual({
        code: 'PGRST123',
        message: 'Use of aggregate functions is not allowed',
        details: null,
        hint: null,
      });
    }
  });

  it('an empty embed leaves its key out and still filters with !inner', async () => {
    const res = await db.from('parity_messages').select('id, parity_users()').eq('id', 1);
    expect(res.data).toEqual([{ id: 1 }]);
    const inner = await db
      .from('parity_users')
      .select('username, parity_messages!inner()')
      .eq('parity_messages.body', 'four');
    expect(inner.data).toEqual([{ username: 'bob' }]);
  });

  it('an ambiguous embed details each relationship as an object (PGRST201)', async () => {
    const m2o = await db.from('parity_friends').select('parity_users(*)');
    expect(m2o.status).toBe(300);
    expect(m2o.error).toEqual({
      code: 'PGRST201',
      message: "Could not embed because more than one relationship was found for 'parity_friends' and 'parity_users'",
      details: [
        {
          cardinality: 'many-to-one',
          embedding: 'parity_friends with parity_users',
          relationship: 'parity_friends_first_user_fkey using parity_friends(first_user) and parity_users(username)',
        },
        {
          cardinality: 'many-to-one',
          embedding: 'parity_friends with parity_users',
          relationship: 'parity_friends_second_user_fkey using parity_friends(second_user) and parity_users(username)',
        },
      ],
      hint: "Try changing 'parity_users' to one of the following: 'parity_users!parity_friends_first_user_fkey', 'parity_users!parity_friends_second_user_fkey'. Find the desired relationship in the 'details' key.",
    });
    const o2m = await db.from('parity_users').select('friends:parity_friends(*)');
    expect(o2m.status).toBe(300);
    expect(o2m.error?.details).toEqual([
      {
        cardinality: 'one-to-many',
        embedding: 'parity_users with parity_friends',
        relationship: 'parity_friends_first_user_fkey using parity_users(username) and parity_friends(first_user)',
      },
      {
        cardinality: 'one-to-many',
        embedding: 'parity_users with parity_friends',
        relationship: 'parity_friends_second_user_fkey using parity_users(username) and parity_friends(second_user)',
      },
    ]);
  });
});

describe('upsert status', () => {
  it('200 when every row already existed, 201 when at least one was inserted', async () => {
    const updated = await db.from('parity_counters').upsert({ id: 1, n: 5 });
    expect(updated.status).toBe(200);
    const updatedRows = await db
      .from('parity_counters')
      .upsert([
        { id: 1, n: 6 },
        { id: 2, n: 6 },
      ])
      .select('id,n');
    expect(updatedRows.status).toBe(200);
    expect(updatedRows.data).toEqual([
      { id: 1, n: 6 },
      { id: 2, n: 6 },
    ]);
    const mixed = await db.from('parity_counters').upsert([
      { id: 3, n: 7 },
      { id: 4, n: 7 },
    ]);
    expect(mixed.status).toBe(201);
    const inserted = await db.from('parity_counters').upsert({ id: 5, n: 1 }).select();
    expect(inserted.status).toBe(201);
    const ignored = await db.from('parity_counters').upsert({ id: 1, n: 9 }, { ignoreDuplicates: true });
    expect(ignored.status).toBe(201);
    expect((await counters()).map((c) => c.n)).toEqual([6, 6, 7, 7, 1]);
  });

  it('counts inserts across the key sets of missing=default', async () => {
    const existing = await db.from('parity_counters').upsert(
      [
        { id: 1, n: 2 },
        { id: 2, label: 'b' },
      ],
      { defaultToNull: false },
    );
    expect(existing.status).toBe(200);
    const oneNew = await db.from('parity_counters').upsert(
      [
        { id: 1, n: 3 },
        { id: 9, label: 'b' },
      ],
      { defaultToNull: false },
    );
    expect(oneNew.status).toBe(201);
  });
});

describe('Prefer: handling=strict, max-affected', () => {
  it('PATCH and DELETE over the limit are 400 PGRST124 and change nothing', async () => {
    const db13 = db as unknown as SupabaseClient<CountersDatabase, { PostgrestVersion: '13' }>;
    const patch = await db13.from('parity_counters').update({ n: 1 }).eq('label', 'a').maxAffected(2);
    expect(patch.status).toBe(400);
    expect(patch.error).toEqual({
      code: 'PGRST124',
      message: 'Query result exceeds max-affected preference constraint',
      details: 'The query affects 3 rows',
      hint: null,
    });
    expect((await counters()).map((c) => c.n)).toEqual([0, 0, 0]);
    const del = await db13.from('parity_counters').delete().eq('label', 'a').maxAffected(2).select();
    expect(del.error?.code).toBe('PGRST124');
    expect(await counters()).toHaveLength(3);
    const within = await db13.from('parity_counters').update({ n: 1 }).eq('label', 'a').maxAffected(3).select('id');
    expect(within.status).toBe(200);
    expect(within.data).toHaveLength(3);
  });

  it('lenient handling (or none) ignores max-affected; strict handling needs the limit kept', async () => {
    const strict = await rest(server, token, 'DELETE', '/parity_counters?id=gt.1', {
      headers: { prefer: 'max-affected=1,handling=strict' },
    });
    expect(strict.status).toBe(400);
    const lenient = await rest(server, token, 'PATCH', '/parity_counters?label=eq.a', {
      headers: { 'content-type': 'application/json', prefer: 'handling=lenient, max-affected=1' },
      body: '{"n":2}',
    });
    expect(lenient.status).toBe(204);
    const none = await rest(server, token, 'DELETE', '/parity_counters?id=gt.1', {
      headers: { prefer: 'max-affected=1' },
    });
    expect(none.status).toBe(204);
    expect(await counters()).toEqual([{ id: 1, n: 2, label: 'a' }]);
  });

  it('rpc: rows returned over the limit are 400 PGRST124 and rolled back; a function returning one value is 400 PGRST128', async () => {
    const before = await calls();
    const strict = { prefer: 'handling=strict, max-affected=2' };
    const over = await post('/rpc/parity_bump', '{"min_id":1}', strict);
    expect(over.status).toBe(400);
    expect(over.json).toMatchObject({ code: 'PGRST124', details: 'The query affects 3 rows' });
    expect((await counters()).map((c) => c.n)).toEqual([0, 0, 0]);
    expect(await calls()).toBe(before);
    const within = await post('/rpc/parity_bump', '{"min_id":2}', strict);
    expect(within.status).toBe(200);
    expect((await counters()).map((c) => c.n)).toEqual([0, 1, 1]);
    const single = await post('/rpc/parity_bump_one', '{"counter_id":1}', strict);
    expect(single.status).toBe(400);
    expect(single.json).toEqual({
      code: 'PGRST128',
      message: 'Function must return SETOF or TABLE when max-affected preference is used with handling=strict',
      details: null,
      hint: null,
    });
    expect((await counters()).map((c) => c.n)).toEqual([0, 1, 1]);
  });

  it('strict handling refuses preferences it does not know: 400 PGRST122', async () => {
    const res = await get('/parity_counters', {
      prefer: 'handling=strict, count=exact, return=everything, colour=blue',
    });
    expect(res.status).toBe(400);
    expect(res.json).toEqual({
      code: 'PGRST122',
      message: 'Invalid preferences given with handling=strict',
      details: 'Invalid preferences: return=everything, colour=blue',
      hint: null,
    });
    const lenient = await get('/parity_counters', { prefer: 'handling=lenient, colour=blue' });
    expect(lenient.status).toBe(200);
  });
});

describe('counts of rpc results', () => {
  it('a scalar (or void) result counts as one row; a set of scalars counts its rows', async () => {
    const scalar = await db.rpc('parity_scalar', {}, { count: 'exact' });
    expect(scalar.data).toBe(42);
    expect(scalar.count).toBe(1);
    const voided = await post('/rpc/parity_void', '{}', { prefer: 'count=exact' });
    expect(voided.status).toBe(204);
    expect(voided.headers.get('content-range')).toBe('0-0/1');
    const series = await db.rpc('parity_series', { n: 5 }, { count: 'exact' }).range(0, 1);
    expect(series.data).toEqual([1, 2]);
    expect(series.count).toBe(5);
  });

  it('counting a set-returning call runs the function once', async () => {
    const before = await calls();
    const res = await db.rpc('parity_bump', { min_id: 1 }, { count: 'exact' }).select('id').order('id');
    expect(res.data).toEqual([{ id: 1 }, { id: 2 }, { id: 3 }]);
    expect(res.count).toBe(3);
    expect(await calls()).toBe(before + 1);
    expect((await counters()).map((c) => c.n)).toEqual([1, 1, 1]);
    // Past the end of a counted call: 416, and (as in PostgREST, which does not roll it back) its work stays.
    const past = await db.rpc('parity_bump', { min_id: 1 }, { count: 'exact' }).range(5, 6);
    expect(past.status).toBe(416);
    expect(past.error).toMatchObject({
      code: 'PGRST103',
      details: 'An offset of 5 was requested, but there are only 3 rows.',
    });
    expect((await counters()).map((c) => c.n)).toEqual([2, 2, 2]);
  });
});
