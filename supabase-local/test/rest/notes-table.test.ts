// Every call shape supabase-js sends that the app relies on (the notes' table), through real supabase-js and
// raw HTTP.
import type { SupabaseClient } from '@supabase/supabase-js';
import { beforeAll, describe, expect, it } from 'vitest';
import { createTestClient, createUser, setupTestServer } from '../helpers/test-server.ts';
import { insertId, valid } from '../helpers/rows.ts';
import { rest } from './rest-helpers.ts';

const server = setupTestServer({ shared: true });
let alice: Awaited<ReturnType<typeof createUser>>;
let bob: Awaited<ReturnType<typeof createUser>>;
let db: SupabaseClient;
let goalId: string;
let otherGoalId: string;
const stepIds: string[] = [];

beforeAll(async () => {
  alice = await createUser(server);
  bob = await createUser(server);
  db = alice.client;
  goalId = await insertId(server, 'one_thing_goals', valid.goal(alice.userId, { title: 'Ship v1', is_active: true }));
  otherGoalId = await insertId(server, 'one_thing_goals', valid.goal(alice.userId, { title: 'Old goal' }));
  for (const [i, title] of ['Plan', 'Build', 'Test'].entries()) {
    stepIds.push(
      await insertId(server, 'one_thing_tasks', valid.step(goalId, { title, sort_order: i, step_number: i + 1 })),
    );
  }
  await insertId(
    server,
    'one_thing_tasks',
    valid.step(goalId, {
      title: 'Block',
      sort_order: 5,
      date: '2026-01-02',
      start_time: '09:00',
      end_time: '10:00',
      step_id: stepIds[0],
    }),
  );
  await insertId(
    server,
    'one_thing_tasks',
    valid.step(goalId, {
      title: 'Block early',
      sort_order: 4,
      date: '2026-01-02',
      start_time: '08:00',
      end_time: '08:30',
    }),
  );
  await insertId(
    server,
    'habits',
    valid.habit(alice.userId, { name: 'Weekdays', scheduled_days: ['Monday', 'Tuesday'], target_per_week: 2 }),
  );
  await insertId(
    server,
    'habits',
    valid.habit(alice.userId, { name: 'Weekend, long', scheduled_days: ['Saturday'], target_per_week: 1 }),
  );
  await insertId(server, 'habits', valid.habit(bob.userId, { name: 'Bob habit' }));
}, 120_000);

describe('reads', () => {
  it('select + eq + order answers an array, newest first, only own rows', async () => {
    const { data, error, status } = await db
      .from('habits')
      .select('*')
      .eq('user_id', alice.userId)
      .order('created_at', { ascending: false });
    expect(error).toBeNull();
    expect(status).toBe(200);
    expect(data?.map((h) => h.name)).toEqual(['Weekend, long', 'Weekdays']);
    expect(data?.[0]).toMatchObject({ scheduled_days: ['Saturday'], scheduled_time: '07:00:00', target_per_week: 1 });
    // timestamptz formats like PostgREST: ISO with an explicit offset.
    expect(String(data?.[0]?.created_at)).toMatch(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d(\.\d+)?\+00:00$/);
  });

  it('RLS hides other users rows even without a user filter', async () => {
    const { data } = await db.from('habits').select('name');
    expect(data?.map((h) => h.name).sort()).toEqual(['Weekdays', 'Weekend, long']);
  });

  it('maybeSingle: 0 rows → null, 1 row → object', async () => {
    const none = await db.from('user_settings').select('*').eq('user_id', alice.userId).maybeSingle();
    expect(none.error).toBeNull();
    expect(none.data).toBeNull();
    const one = await db.from('one_thing_goals').select('id,title').eq('is_active', true).maybeSingle();
    expect(one.data).toEqual({ id: goalId, title: 'Ship v1' });
  });

  it('single: object for one row, 406 PGRST116 with exact body for 0 or many', async () => {
    const one = await db.from('one_thing_goals').select('title').eq('id', goalId).single();
    expect(one.status).toBe(200);
    expect(one.data).toEqual({ title: 'Ship v1' });
    const none = await rest(server, alice.accessToken, 'GET', `/reflections?select=*&user_id=eq.${alice.userId}`, {
      headers: { accept: 'application/vnd.pgrst.object+json' },
    });
    expect(none.status).toBe(406);
    expect(none.json).toEqual({
      code: 'PGRST116',
      message: 'Cannot coerce the result to a single JSON object',
      details: 'The result contains 0 rows',
      hint: null,
    });
    const many = await db.from('habits').select('*').single();
    expect(many.status).toBe(406);
    expect(many.error).toMatchObject({ code: 'PGRST116', details: 'The result contains 2 rows' });
  });

  it('is / not is', async () => {
    const steps = await db
      .from('one_thing_tasks')
      .select('title')
      .eq('goal_id', goalId)
      .is('start_time', null)
      .order('sort_order');
    expect(steps.data?.map((t) => t.title)).toEqual(['Plan', 'Build', 'Test']);
    const blocks = await db
      .from('one_thing_tasks')
      .select('title')
      .eq('goal_id', goalId)
      .not('start_time', 'is', null)
      .order('date')
      .order('start_time');
    expect(blocks.data?.map((t) => t.title)).toEqual(['Block early', 'Block']);
  });

  it('contains on a text[] column', async () => {
    const { data } = await db.from('habits').select('name').contains('scheduled_days', ['Monday']);
    expect(data).toEqual([{ name: 'Weekdays' }]);
  });

  it('ranges with a repeated key', async () => {
    await insertId(
      server,
      'deep_work_sessions',
      valid.session(alice.userId, { title: 'in', completed_at: '2026-03-01T10:00:00Z' }),
    );
    await insertId(
      server,
      'deep_work_sessions',
      valid.session(alice.userId, { title: 'out', completed_at: '2026-03-02T10:00:00Z' }),
    );
    const { data } = await db
      .from('deep_work_sessions')
      .select('title,completed_at')
      .gte('completed_at', '2026-03-01T00:00:00.000Z')
      .lte('completed_at', '2026-03-01T23:59:59.999Z');
    expect(data).toEqual([{ title: 'in', completed_at: '2026-03-01T10:00:00+00:00' }]);
  });

  it('order ×2 with nullslast and limit', async () => {
    const res = await rest(
      server,
      alice.accessToken,
      'GET',
      `/one_thing_tasks?select=title&goal_id=eq.${goalId}&order=date.asc.nullslast,sort_order.desc&limit=4`,
    );
    expect(res.status).toBe(200);
    expect(res.json).toEqual([{ title: 'Block' }, { title: 'Block early' }, { title: 'Test' }, { title: 'Build' }]);
  });

  it('in with a quoted value, ilike, or', async () => {
    const inList = await db.from('habits').select('name').in('name', ['Weekend, long', 'nope']);
    expect(inList.data).toEqual([{ name: 'Weekend, long' }]);
    const like = await db.from('habits').select('name').ilike('name', '%WEEKD%');
    expect(like.data).toEqual([{ name: 'Weekdays' }]);
    const or = await db.from('one_thing_tasks').select('title').or('title.eq.Plan,start_time.eq.08:00').order('title');
    expect(or.data).toEqual([{ title: 'Block early' }, { title: 'Plan' }]);
  });

  it('embedded !inner: many-to-one object, one-to-many array, filter on embedded column', async () => {
    const { data, error } = await db
      .from('one_thing_tasks')
      .select('id,title,one_thing_goals!inner(user_id,title)')
      .eq('one_thing_goals.user_id', alice.userId)
      .is('start_time', null)
      .order('sort_order');
    expect(error).toBeNull();
    expect(data?.[0]).toEqual({
      id: stepIds[0],
      title: 'Plan',
      one_thing_goals: { user_id: alice.userId, title: 'Ship v1' },
    });
    const goals = await db
      .from('one_thing_goals')
      .select('title,one_thing_tasks(title)')
      .eq('id', otherGoalId)
      .single();
    expect(goals.data).toEqual({ title: 'Old goal', one_thing_tasks: [] });
    const bobView = await bob.client
      .from('one_thing_tasks')
      .select('id,one_thing_goals!inner(user_id)')
      .eq('one_thing_goals.user_id', alice.userId);
    expect(bobView.data).toEqual([]);
  });

  it('count head reads Content-Range', async () => {
    const { count, data, status } = await db.from('habits').select('*', { count: 'exact', head: true });
    expect(status).toBe(200);
    expect(count).toBe(2);
    expect(data).toBeNull();
    const raw = await rest(server, alice.accessToken, 'GET', '/habits?select=id', {
      headers: { prefer: 'count=exact' },
    });
    expect(raw.headers.get('content-range')).toBe('0-1/2');
    const empty = await rest(server, alice.accessToken, 'GET', '/reflections?select=id', {
      headers: { prefer: 'count=exact' },
    });
    expect(empty.headers.get('content-range')).toBe('*/0');
    const head = await rest(server, alice.accessToken, 'HEAD', '/habits?select=*', {
      headers: { prefer: 'count=exact' },
    });
    expect(head.headers.get('content-range')).toBe('*/2');
    expect(head.text).toBe('');
  });
});

describe('writes', () => {
  it('insert().select().single() → 201 object with defaults applied', async () => {
    const { data, status, error } = await db
      .from('playbooks')
      .insert({ user_id: alice.userId, title: 'Morning', tasks: [{ title: 'a' }] })
      .select()
      .single();
    expect(error).toBeNull();
    expect(status).toBe(201);
    expect(data).toMatchObject({
      user_id: alice.userId,
      title: 'Morning',
      tasks: [{ title: 'a' }],
      time_blocks: [],
      description: null,
    });
    expect(typeof data?.id).toBe('string');
  });

  it('insert without select → 201, empty body; array insert sends columns=', async () => {
    const res = await rest(server, alice.accessToken, 'POST', '/playbooks?columns=%22user_id%22,%22title%22', {
      headers: { 'content-type': 'application/json', 'content-profile': 'public' },
      body: JSON.stringify([
        { user_id: alice.userId, title: 'P1' },
        { user_id: alice.userId, title: 'P2' },
      ]),
    });
    expect(res.status).toBe(201);
    expect(res.text).toBe('');
    const viaClient = await db.from('playbooks').insert([
      { user_id: alice.userId, title: 'P3' },
      { user_id: alice.userId, title: 'P4', description: 'd' },
    ]);
    expect(viaClient.status).toBe(201);
    expect(viaClient.error).toBeNull();
    const { data } = await db.from('playbooks').select('title,description').in('title', ['P3', 'P4']).order('title');
    expect(data).toEqual([
      { title: 'P3', description: null },
      { title: 'P4', description: 'd' },
    ]);
  });

  it('update().eq() → 204; with select → 200 + array', async () => {
    const plain = await db.from('one_thing_goals').update({ description: 'why' }).eq('id', otherGoalId);
    expect(plain.status).toBe(204);
    expect(plain.error).toBeNull();
    const withRows = await db
      .from('one_thing_goals')
      .update({ why_description: 'because' })
      .eq('id', otherGoalId)
      .select('id,why_description,description');
    expect(withRows.status).toBe(200);
    expect(withRows.data).toEqual([{ id: otherGoalId, why_description: 'because', description: 'why' }]);
    const notMine = await bob.client.from('one_thing_goals').update({ title: 'Taken' }).eq('id', otherGoalId).select();
    expect(notMine.data).toEqual([]);
  });

  it('delete().eq() → 204', async () => {
    const id = await insertId(server, 'one_thing_tasks', valid.step(otherGoalId, { title: 'to delete' }));
    const res = await db.from('one_thing_tasks').delete().eq('goal_id', otherGoalId);
    expect(res.status).toBe(204);
    const left = await server.db.query('select 1 from public.one_thing_tasks where id = $1', [id]);
    expect(left.rows).toHaveLength(0);
  });

  it('upsert onConflict → 201 when it inserts, 200 when it merges into the existing row', async () => {
    const first = await db
      .from('user_settings')
      .upsert({ user_id: alice.userId, distracting_sites: ['x.com'] }, { onConflict: 'user_id' });
    expect(first.status).toBe(201);
    const second = await db
      .from('user_settings')
      .upsert(
        { user_id: alice.userId, distracting_sites: ['y.com'], block_adult_content: true },
        { onConflict: 'user_id' },
      )
      .select('distracting_sites,block_adult_content')
      .single();
    expect(second.status).toBe(200);
    expect(second.data).toEqual({ distracting_sites: ['y.com'], block_adult_content: true });
  });

  it('rpc → 200 JSON', async () => {
    const { data: group } = await db
      .from('groups')
      .insert({ name: 'Focus crew', owner_id: alice.userId })
      .select('id')
      .single();
    const { data, error, status } = await db.rpc('group_member_summaries', { gid: group?.id });
    expect(error).toBeNull();
    expect(status).toBe(200);
    expect(data).toEqual([
      expect.objectContaining({ user_id: alice.userId, role: 'owner', display_name: 'Member', longest_streak: 0 }),
    ]);
  });
});

describe('errors', () => {
  it('23505 → 409', async () => {
    const entry = { user_id: alice.userId, kind: 'daily', period_start: '2026-01-05' };
    expect((await db.from('reflections').insert(entry)).status).toBe(201);
    const { error, status } = await db.from('reflections').insert(entry);
    expect(status).toBe(409);
    expect(error?.code).toBe('23505');
    expect(error?.message).toMatch(/duplicate key/);
  });

  it('23503 → 409', async () => {
    const { error, status } = await db
      .from('one_thing_tasks')
      .insert({ goal_id: goalId, title: 'x', step_id: '00000000-0000-0000-0000-000000000000' });
    expect(status).toBe(409);
    expect(error?.code).toBe('23503');
  });

  it('42501 → 401 for anon, 403 for a signed-in user', async () => {
    const anon = createTestClient(server);
    const a = await anon.from('habits').insert(valid.habit(alice.userId));
    expect(a.status).toBe(401);
    expect(a.error?.code).toBe('42501');
    const b = await bob.client.from('habits').insert(valid.habit(alice.userId));
    expect(b.status).toBe(403);
    expect(b.error?.code).toBe('42501');
  });

  it('unknown table → 404 PGRST205; unknown column → 400 42703; unknown payload column → 400 PGRST204', async () => {
    const t = await db.from('nope').select('*');
    expect(t.status).toBe(404);
    expect(t.error).toMatchObject({
      code: 'PGRST205',
      message: "Could not find the table 'public.nope' in the schema cache",
    });
    const c = await db.from('habits').select('nope');
    expect(c.status).toBe(400);
    expect(c.error).toMatchObject({ code: '42703', message: 'column habits.nope does not exist' });
    const f = await db.from('habits').select('*').eq('nope', 1);
    expect(f.status).toBe(400);
    expect(f.error?.code).toBe('42703');
    const w = await db.from('habits').insert({ ...valid.habit(alice.userId), nope: 1 });
    expect(w.status).toBe(400);
    expect(w.error).toMatchObject({
      code: 'PGRST204',
      message: "Could not find the 'nope' column of 'habits' in the schema cache",
    });
  });

  it('22xxx / 23xxx / P0001-style input errors → 400 with details', async () => {
    const uuid = await db.from('habits').select('*').eq('id', 'not-a-uuid');
    expect(uuid.status).toBe(400);
    expect(uuid.error?.code).toBe('22P02');
    const check = await db.from('playbooks').insert({ user_id: alice.userId, title: '   ' });
    expect(check.status).toBe(400);
    expect(check.error?.code).toBe('23514');
    const notNull = await db.from('playbooks').insert({ user_id: alice.userId });
    expect(notNull.status).toBe(400);
    expect(notNull.error?.code).toBe('23502');
    const rpc = await db.rpc('join_group_by_invite', { code: 'nope' });
    expect(rpc.status).toBe(400);
    expect(rpc.error).toMatchObject({ code: '22023', message: 'Invalid invite code' });
  });

  it('error bodies always carry code, message, details, hint', async () => {
    const res = await rest(server, alice.accessToken, 'GET', '/habits?select=*&id=eq.x');
    expect(Object.keys(res.json as object).sort()).toEqual(['code', 'details', 'hint', 'message']);
  });

  it('other profiles than public → 406 PGRST106', async () => {
    const res = await rest(server, alice.accessToken, 'GET', '/users', { headers: { 'accept-profile': 'auth' } });
    expect(res.status).toBe(406);
    expect((res.json as { code: string }).code).toBe('PGRST106');
  });
});
