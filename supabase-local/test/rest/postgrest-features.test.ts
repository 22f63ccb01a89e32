// PostgREST behaviour supabase-js can reach beyond the app's own calls: operators, logic trees, embeds,
// headers, write preferences and rpc shapes. Fixture objects are test-only and created by the superuser.
import type { SupabaseClient } from '@supabase/supabase-js';
import { beforeAll, describe, expect, it } from 'vitest';
import { createUser, setupTestServer } from '../helpers/test-server.ts';
import { insertId, valid } from '../helpers/rows.ts';
import { rest } from './rest-helpers.ts';

const server = setupTestServer({ shared: true });
let alice: Awaited<ReturnType<typeof createUser>>;
let db: SupabaseClient;
let goalId: string;
let stepId: string;
let token: string;

const FIXTURES = `
create table public.rest_fixture_docs (id int primary key, body text, data jsonb, tags text[], span int4range, note text);
grant all on public.rest_fixture_docs to authenticated;
insert into public.rest_fixture_docs values
  (1, 'The fat cat sat on the mat', '{"a":{"b":"x"},"n":1}', '{red,green}', '[1,5)', null),
  (2, 'A quick brown fox', '{"a":{"b":"y"},"n":2}', '{blue}', '[10,20)', 'n'),
  (3, 'Cats and dogs', '{"a":{"b":"x"},"n":3}', '{}', '[3,4)', 'm');
create function public.rest_fixture_add(a int, b int default 1) returns int language sql as $$ select a + b $$;
create function public.rest_fixture_series(n int) returns setof int language sql as $$ select generate_series(1, n) $$;
create function public.rest_fixture_void() returns void language sql as $$ select $$;
create function public.rest_fixture_docs_over(min_id int) returns setof public.rest_fixture_docs language sql stable as $$ select * from public.rest_fixture_docs where id > min_id order by id $$;
create function public.rest_fixture_doc(doc_id int) returns public.rest_fixture_docs language sql stable as $$ select * from public.rest_fixture_docs where id = doc_id $$;
`;

beforeAll(async () => {
  alice = await createUser(server);
  db = alice.client;
  token = alice.accessToken;
  await server.db.query('select 1');
  for (const statement of FIXTURES.split(';\n')
    .map((s) => s.trim())
    .filter(Boolean))
    await server.db.query(statement);
  goalId = await insertId(
    server,
    'one_thing_goals',
    valid.goal(alice.userId, { title: 'G', progress: 20, priority: 'High', is_active: true }),
  );
  await insertId(server, 'one_thing_goals', valid.goal(alice.userId, { title: 'H', progress: 5, priority: 'Low' }));
  stepId = await insertId(server, 'one_thing_tasks', valid.step(goalId, { title: 'S1', sort_order: 1 }));
  await insertId(server, 'one_thing_tasks', valid.step(goalId, { title: 'S2', sort_order: 2 }));
  await insertId(
    server,
    'one_thing_tasks',
    valid.step(goalId, { title: 'T1', date: '2026-01-01', start_time: '09:00', end_time: '10:00', step_id: stepId }),
  );
  await insertId(server, 'habits', valid.habit(alice.userId, { name: 'Linked', linked_goal_id: goalId }));
}, 120_000);

const get = (path: string, headers: Record<string, string> = {}) => rest(server, token, 'GET', path, { headers });

describe('select shapes', () => {
  it('aliases, casts and JSON paths', async () => {
    const res = await get('/rest_fixture_docs?select=key:id,id_text:id::text,b:data->a->>b,data->n&id=eq.1');
    expect(res.json).toEqual([{ key: 1, id_text: '1', b: 'x', n: 1 }]);
    const filtered = await get('/rest_fixture_docs?select=id&data->a->>b=eq.x&order=data->n.desc');
    expect(filtered.json).toEqual([{ id: 3 }, { id: 1 }]);
  });

  it('embeds: alias, by column name, self-reference hints, ambiguity', async () => {
    const byAlias = await db.from('habits').select('name, goal:one_thing_goals(title)').single();
    expect(byAlias.data).toEqual({ name: 'Linked', goal: { title: 'G' } });
    const byColumn = await db.from('habits').select('name, g:linked_goal_id(title)').single();
    expect(byColumn.data).toEqual({ name: 'Linked', g: { title: 'G' } });
    const parent = await db.from('one_thing_tasks').select('title, step:step_id(title)').eq('title', 'T1').single();
    expect(parent.data).toEqual({ title: 'T1', step: { title: 'S1' } });
    const children = await db
      .from('one_thing_tasks')
      .select('title, blocks:one_thing_tasks!step_id(title)')
      .eq('id', stepId)
      .single();
    expect(children.data).toEqual({ title: 'S1', blocks: [{ title: 'T1' }] });
    const ambiguous = await db.from('one_thing_tasks').select('title, one_thing_tasks(title)');
    expect(ambiguous.status).toBe(300);
    expect(ambiguous.error?.code).toBe('PGRST201');
    const none = await db.from('habits').select('name, playbooks(title)');
    expect(none.status).toBe(400);
    expect(none.error?.code).toBe('PGRST200');
  });

  it('embedded order, limit, filters, and null filtering on embeds', async () => {
    const res = await get(
      `/one_thing_goals?select=title,one_thing_tasks(title)&one_thing_tasks.order=sort_order.desc&one_thing_tasks.limit=2&one_thing_tasks.start_time=is.null&order=title`,
    );
    expect(res.json).toEqual([
      { title: 'G', one_thing_tasks: [{ title: 'S2' }, { title: 'S1' }] },
      { title: 'H', one_thing_tasks: [] },
    ]);
    const withTasks = await get('/one_thing_goals?select=title,one_thing_tasks(id)&one_thing_tasks=not.is.null');
    expect((withTasks.json as { title: string }[]).map((g) => g.title)).toEqual(['G']);
    const withoutTasks = await get('/one_thing_goals?select=title,one_thing_tasks(id)&one_thing_tasks=is.null');
    expect((withoutTasks.json as { title: string }[]).map((g) => g.title)).toEqual(['H']);
    const notEmbedded = await get('/one_thing_goals?select=title&one_thing_tasks.title=eq.x');
    expect(notEmbedded.status).toBe(400);
    expect((notEmbedded.json as { code: string }).code).toBe('PGRST108');
  });

  it('nulls=stripped and unsupported media types', async () => {
    const stripped = await get('/rest_fixture_docs?select=id,note&id=eq.1', {
      accept: 'application/vnd.pgrst.array+json;nulls=stripped',
    });
    expect(stripped.json).toEqual([{ id: 1 }]);
    const csv = await get('/rest_fixture_docs', { accept: 'text/csv' });
    expect(csv.status).toBe(406);
    expect((csv.json as { code: string }).code).toBe('PGRST107');
  });
});

describe('operators and logic trees', () => {
  const ids = async (query: string): Promise<number[]> => {
    const res = await get(`/rest_fixture_docs?select=id&order=id&${query}`);
    expect(res.status, res.text).toBe(200);
    return (res.json as { id: number }[]).map((r) => r.id);
  };

  it.each([
    ['id=neq.1', [2, 3]],
    ['id=gt.1&id=lt.3', [2]],
    ['id=not.in.(1,3)', [2]],
    ['body=like.*cat*', [1]],
    ['body=ilike.*CAT*', [1, 3]],
    ['body=match.^A', [2]],
    ['body=imatch.^c', [3]],
    ['note=isdistinct.n', [1, 3]],
    ['note=is.null', [1]],
    ['note=not.is.null', [2, 3]],
    ['tags=cs.{red}', [1]],
    ['tags=cd.{red,green,blue}', [1, 2, 3]],
    ['tags=ov.{blue,red}', [1, 2]],
    ['span=adj.[5,6)', [1]],
    ['span=sl.[8,9)', [1, 3]],
    ['body=fts.cat', [1, 3]],
    ['body=fts(simple).cat', [1]],
    ['body=wfts(english).cats', [1, 3]],
    ['body=plfts.quick fox', [2]],
    ['body=phfts(english).brown fox', [2]],
    ['body=like(any).{*fox*,*dog*}', [2, 3]],
    ['id=gt(all).{1,2}', [3]],
    ['or=(id.eq.1,note.eq.m)', [1, 3]],
    ['or=(id.eq.1,and(id.gt.1,note.not.eq.m))', [1, 2]],
    ['not.or=(id.eq.1,id.eq.2)', [3]],
    ['and=(id.gte.2,or(note.eq.n,note.eq.m))', [2, 3]],
    ['or=(body.eq."A quick brown fox",id.in.(3,"4"))', [2, 3]],
    ['data->>n=eq.2', [2]],
    ['or=(data->a->>b.eq.y)', [2]],
  ])('%s', async (query, expected) => {
    expect(await ids(query)).toEqual(expected);
  });

  it('malformed filters are 400 PGRST100', async () => {
    for (const q of [
      'id=eq',
      'id=nope.1',
      'or=(id.eq.1',
      'or=id.eq.1',
      'id=is.maybe',
      'id=in.(1,2',
      'order=id.sideways',
      'limit=-1',
      'select=id,(',
    ]) {
      const res = await get(`/rest_fixture_docs?${q}`);
      expect(res.status, q).toBe(400);
      expect((res.json as { code: string }).code, q).toBe('PGRST100');
    }
  });
});

describe('ranges and counts', () => {
  it('Range header, 206 partial content and 416 past the end', async () => {
    const page = await get('/rest_fixture_docs?select=id&order=id', {
      range: '1-1',
      'range-unit': 'items',
      prefer: 'count=exact',
    });
    expect(page.status).toBe(206);
    expect(page.headers.get('content-range')).toBe('1-1/3');
    expect(page.json).toEqual([{ id: 2 }]);
    const range = await db.from('rest_fixture_docs').select('id', { count: 'exact' }).order('id').range(0, 1);
    expect(range.data).toEqual([{ id: 1 }, { id: 2 }]);
    expect(range.count).toBe(3);
    const past = await get('/rest_fixture_docs?select=id&offset=10', { prefer: 'count=exact' });
    expect(past.status).toBe(416);
    expect(past.json).toMatchObject({ code: 'PGRST103' });
  });
});

describe('write preferences', () => {
  it('single on a write touching two rows → 406 and the write rolls back', async () => {
    const res = await db.from('rest_fixture_docs').update({ note: 'changed' }).gt('id', 1).select().single();
    expect(res.status).toBe(406);
    const rows = await server.db.query<{ n: number }>(
      "select count(*)::int as n from public.rest_fixture_docs where note = 'changed'",
    );
    expect(rows.rows[0]?.n).toBe(0);
  });

  it('upsert ignore-duplicates, missing=default, headers-only, tx=rollback', async () => {
    const ignored = await db
      .from('rest_fixture_docs')
      .upsert({ id: 1, body: 'replaced' }, { ignoreDuplicates: true })
      .select();
    expect(ignored.data).toEqual([]);
    const merged = await db
      .from('rest_fixture_docs')
      .upsert([
        { id: 1, body: 'merged' },
        { id: 4, body: 'new' },
      ])
      .select('id,body')
      .order('id');
    expect(merged.data).toEqual([
      { id: 1, body: 'merged' },
      { id: 4, body: 'new' },
    ]);
    const habit = {
      user_id: alice.userId,
      cue: 'After coffee',
      two_minute_version: 'One page',
      scheduled_time: '07:00',
    };
    const habits = await db
      .from('habits')
      .insert(
        [
          { ...habit, name: 'D1' },
          { ...habit, name: 'D2', category: 'Health' },
        ],
        { defaultToNull: false },
      )
      .select('name,category');
    expect(habits.data).toEqual([
      { name: 'D1', category: 'Wellness' },
      { name: 'D2', category: 'Health' },
    ]);
    const nulls = await db.from('habits').insert([
      { ...habit, name: 'N1' },
      { ...habit, name: 'N2', category: 'Fitness' },
    ]);
    expect(nulls.error?.code).toBe('23502');
    const headersOnly = await rest(server, token, 'POST', '/rest_fixture_docs', {
      headers: { 'content-type': 'application/json', prefer: 'return=headers-only' },
      body: JSON.stringify({ id: 5, body: 'located' }),
    });
    expect(headersOnly.status).toBe(201);
    expect(headersOnly.headers.get('location')).toBe('/rest_fixture_docs?id=eq.5');
    const rolledBack = await rest(server, token, 'DELETE', '/rest_fixture_docs?id=eq.5', {
      headers: { prefer: 'tx=rollback,return=representation' },
    });
    expect(rolledBack.status).toBe(200);
    expect(rolledBack.json).toEqual([expect.objectContaining({ id: 5 })]);
    expect((await server.db.query('select 1 from public.rest_fixture_docs where id = 5')).rows).toHaveLength(1);
  });

  it('PATCH with limit, PUT and bodies that are not objects are 4xx', async () => {
    expect(
      (await rest(server, token, 'PATCH', '/rest_fixture_docs?id=eq.1&limit=1', { body: '{"note":"x"}' })).status,
    ).toBe(400);
    expect((await rest(server, token, 'PUT', '/rest_fixture_docs?id=eq.1', { body: '{"id":1}' })).status).toBe(405);
    expect((await rest(server, token, 'PATCH', '/rest_fixture_docs?id=eq.1', { body: '[1]' })).json).toMatchObject({
      code: 'PGRST102',
    });
    expect((await rest(server, token, 'POST', '/rest_fixture_docs', { body: 'nope' })).json).toMatchObject({
      code: 'PGRST102',
    });
    expect(
      (await rest(server, token, 'POST', '/rest_fixture_docs', { body: '[{"id":7},{"body":"x"}]' })).json,
    ).toMatchObject({ code: 'PGRST102' });
  });
});

describe('rpc shapes', () => {
  it('scalar with defaults, setof scalar, void, setof table with filters, single composite, GET args', async () => {
    expect((await db.rpc('rest_fixture_add', { a: 2 })).data).toBe(3);
    expect((await db.rpc('rest_fixture_add', { a: 2, b: 5 })).data).toBe(7);
    expect((await db.rpc('rest_fixture_series', { n: 3 })).data).toEqual([1, 2, 3]);
    const voided = await db.rpc('rest_fixture_void');
    expect(voided.error).toBeNull();
    expect(voided.data).toBeNull();
    const rows = await db
      .rpc('rest_fixture_docs_over', { min_id: 1 })
      .select('id,body')
      .lt('id', 4)
      .order('id', { ascending: false });
    expect(rows.data).toEqual([
      { id: 3, body: 'Cats and dogs' },
      { id: 2, body: 'A quick brown fox' },
    ]);
    const one = await db.rpc('rest_fixture_doc', { doc_id: 2 });
    expect(one.data).toMatchObject({ id: 2, tags: ['blue'], span: '[10,20)' });
    const viaGet = await db.rpc('rest_fixture_add', { a: 40, b: 2 }, { get: true });
    expect(viaGet.data).toBe(42);
    const missing = await db.rpc('rest_fixture_add', { nope: 1 });
    expect(missing.status).toBe(404);
    expect(missing.error?.code).toBe('PGRST202');
    const unknown = await db.rpc('no_such_function');
    expect(unknown.error?.code).toBe('PGRST202');
  });
});

describe('schema cache', () => {
  it('sees a table and a column created after the first request, and forgets dropped ones', async () => {
    expect((await get('/rest_fixture_late')).status).toBe(404);
    await server.db.query('create table public.rest_fixture_late (id int primary key)');
    await server.db.query('grant all on public.rest_fixture_late to authenticated');
    expect((await get('/rest_fixture_late')).status).toBe(200);
    expect((await get('/rest_fixture_late?select=extra')).status).toBe(400);
    await server.db.query('alter table public.rest_fixture_late add column extra text');
    expect((await get('/rest_fixture_late?select=extra')).status).toBe(200);
    await server.db.query('drop table public.rest_fixture_late');
    const dropped = await get('/rest_fixture_late?select=extra');
    expect(dropped.status).toBeGreaterThanOrEqual(400);
    expect(dropped.status).toBeLessThan(500);
    expect((await get('/rest_fixture_late')).status).toBe(404);
  });
});
