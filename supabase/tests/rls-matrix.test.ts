// Every table x {anonymous, owner, another user, a member of the owner's group} x {select, insert,
// update, delete}, through supabase-js against the real server. Denied reads and writes behave as
// PostgREST does: reads return no rows, update/delete touch 0 rows silently, inserts fail with
// 42501 (HTTP 401 anonymous, 403 signed in). Writes no client may make at all (no privilege: goals are
// created through create_goal, profiles by the database, completions are never edited) fail with 42501
// for everyone.
import { beforeAll, describe, expect, it } from 'vitest';
import {
  type Client,
  type Row,
  type TestServer,
  type TestUser,
  countRows,
  createTestClient,
  createUser,
  expectOk,
  expectPgError,
  insertId,
  insertRow,
  selectRows,
  setupTestServer,
  randomEmail,
  uniqueName,
  valid,
} from './fixtures.ts';

type Actor = 'anon' | 'owner' | 'other' | 'member';
const ACTORS: Actor[] = ['anon', 'owner', 'other', 'member'];

interface Rights {
  select: boolean;
  insert: boolean;
  update: boolean;
  delete: boolean;
}

interface Ctx {
  server: TestServer;
  owner: TestUser;
  other: TestUser;
  member: TestUser;
  /** A private group owned by `owner` in which `member` is a member. */
  groupId: string;
  ownerGoalId: string;
  ownerHabitId: string;
  ownerPlaybookId: string;
  ownerSessionId: string;
}

interface MatrixSpec {
  table: string;
  /** Creates a fresh subject row belonging to the owner (as superuser); returns a filter matching only it. */
  seed: (ctx: Ctx) => Promise<Record<string, string>>;
  /** What `actor` tries to insert: a row that belongs to the owner (or, for community tables, the actor's own attempt). */
  insert: (ctx: Ctx, actor: Actor) => Row;
  /** Runs before the insert attempt, for tables that hold one row per user. */
  beforeInsert?: (ctx: Ctx) => Promise<void>;
  patch: Row;
  /** Actors without the privilege for this update at all: 42501 instead of touching 0 rows. */
  updateRefusedFor?: Actor[];
  rights: Record<Actor, Rights>;
}

const ALL: Rights = { select: true, insert: true, update: true, delete: true };
const NONE: Rights = { select: false, insert: false, update: false, delete: false };
const ownerOnly = { anon: NONE, owner: ALL, other: NONE, member: NONE };

const specs: MatrixSpec[] = [
  {
    table: 'profiles',
    seed: async ({ server, owner }) => {
      await server.db.query(
        `insert into public.profiles (user_id, username) values ($1, 'owner')
         on conflict (user_id) do update set username = excluded.username`,
        [owner.userId],
      );
      return { user_id: owner.userId };
    },
    beforeInsert: async ({ server, owner }) => {
      await server.db.query('delete from public.profiles where user_id = $1', [owner.userId]);
    },
    insert: ({ owner }) => ({ user_id: owner.userId, username: 'owner', full_name: '', avatar_url: '' }),
    patch: { full_name: 'Changed Name' },
    // Only signed-in users hold the column privileges for updates here.
    updateRefusedFor: ['anon'],
    // The database creates the profile; co-members see display fields through group_member_summaries
    // only; nobody deletes it (it goes with the account).
    rights: {
      anon: NONE,
      owner: { select: true, insert: false, update: true, delete: false },
      other: NONE,
      member: NONE,
    },
  },
  {
    table: 'user_settings',
    seed: async ({ server, owner }) => {
      await server.db.query(`insert into public.user_settings (user_id) values ($1) on conflict (user_id) do nothing`, [
        owner.userId,
      ]);
      return { user_id: owner.userId };
    },
    beforeInsert: async ({ server, owner }) => {
      await server.db.query('delete from public.user_settings where user_id = $1', [owner.userId]);
    },
    insert: ({ owner }) => ({ user_id: owner.userId, distracting_sites: ['youtube.com'] }),
    patch: { block_adult_content: true },
    rights: ownerOnly,
  },
  {
    table: 'playbooks',
    seed: async ({ server, owner }) => ({ id: await insertId(server, 'playbooks', valid.playbook(owner.userId)) }),
    insert: ({ owner }) => valid.playbook(owner.userId),
    patch: { title: 'Renamed playbook' },
    // Only signed-in users hold the column privileges for updates here.
    updateRefusedFor: ['anon'],
    rights: ownerOnly,
  },
  {
    table: 'one_thing_goals',
    seed: async ({ server, owner }) => ({ id: await insertId(server, 'one_thing_goals', valid.goal(owner.userId)) }),
    insert: ({ owner }) => valid.goal(owner.userId),
    patch: { title: 'Renamed goal' },
    // Only signed-in users hold the column privileges for updates here.
    updateRefusedFor: ['anon'],
    // Goals are created through create_goal only.
    rights: { ...ownerOnly, owner: { ...ALL, insert: false } },
  },
  {
    table: 'one_thing_tasks',
    seed: async ({ server, ownerGoalId }) => ({
      id: await insertId(server, 'one_thing_tasks', valid.step(ownerGoalId)),
    }),
    insert: ({ ownerGoalId }) => valid.step(ownerGoalId),
    patch: { title: 'Renamed step' },
    // Only signed-in users hold the column privileges for updates here.
    updateRefusedFor: ['anon'],
    rights: ownerOnly,
  },
  {
    table: 'habits',
    seed: async ({ server, owner }) => ({ id: await insertId(server, 'habits', valid.habit(owner.userId)) }),
    insert: ({ owner }) => valid.habit(owner.userId),
    patch: { name: 'Renamed habit' },
    // Only signed-in users hold the column privileges for updates here.
    updateRefusedFor: ['anon'],
    rights: ownerOnly,
  },
  {
    table: 'habit_completions',
    seed: async ({ server, owner, ownerHabitId }) => ({
      id: await insertId(server, 'habit_completions', valid.completion(owner.userId, ownerHabitId)),
    }),
    insert: ({ owner, ownerHabitId }) => valid.completion(owner.userId, ownerHabitId),
    patch: { completion_date: '2020-06-01' },
    updateRefusedFor: ACTORS,
    rights: { ...ownerOnly, owner: { ...ALL, update: false } },
  },
  {
    table: 'deep_work_sessions',
    seed: async ({ server, owner, ownerGoalId }) => ({
      id: await insertId(server, 'deep_work_sessions', valid.session(owner.userId, { goal_id: ownerGoalId })),
    }),
    insert: ({ owner, ownerGoalId }) => valid.session(owner.userId, { goal_id: ownerGoalId }),
    patch: { emergency_canceled: true },
    // A session is ended by finish_deep_work_session() only; no client updates one directly.
    updateRefusedFor: ACTORS,
    rights: { ...ownerOnly, owner: { ...ALL, update: false } },
  },
  {
    table: 'shield_block_log',
    seed: async ({ server, owner, ownerSessionId }) => ({
      id: await insertId(server, 'shield_block_log', valid.shieldLog(owner.userId, { session_id: ownerSessionId })),
    }),
    insert: ({ owner, ownerSessionId }) => valid.shieldLog(owner.userId, { session_id: ownerSessionId }),
    patch: { domain: 'reddit.com' },
    rights: ownerOnly,
  },
  {
    table: 'reflections',
    seed: async ({ server, owner }) => ({ id: await insertId(server, 'reflections', valid.reflection(owner.userId)) }),
    insert: ({ owner }) => valid.reflection(owner.userId),
    patch: { energy_rating: 5 },
    rights: ownerOnly,
  },
  {
    // Subject: a private group of the owner, with `member` in it. Inserts claim the owner as owner_id.
    table: 'groups',
    seed: async ({ server, owner, member }) => {
      const id = await insertId(server, 'groups', valid.group(owner.userId, { is_public: false }));
      await insertRow(server, 'group_members', { group_id: id, user_id: member.userId });
      return { id };
    },
    insert: ({ owner }) => valid.group(owner.userId, { is_public: false }),
    patch: { name: 'Renamed group' },
    // Only signed-in users hold the column privileges for updates here.
    updateRefusedFor: ['anon'],
    rights: {
      anon: NONE,
      owner: ALL,
      other: NONE,
      member: { select: true, insert: false, update: false, delete: false },
    },
  },
  {
    // Subject: `member`'s membership of a private group of the owner. Inserts try to add `other` to that
    // group: only joining a public group yourself is allowed, so everybody fails here.
    // Nobody updates a membership (roles never change); the member leaves, the owner removes.
    table: 'group_members',
    seed: async ({ server, owner, member }) => {
      const groupId = await insertId(server, 'groups', valid.group(owner.userId, { is_public: false }));
      await insertRow(server, 'group_members', { group_id: groupId, user_id: member.userId });
      return { group_id: groupId, user_id: member.userId };
    },
    insert: ({ groupId, other }) => ({ group_id: groupId, user_id: other.userId }),
    patch: { role: 'owner' },
    // No client holds the update privilege on memberships.
    updateRefusedFor: ACTORS,
    rights: {
      anon: NONE,
      owner: { select: true, insert: false, update: false, delete: true },
      other: NONE,
      member: { select: true, insert: false, update: false, delete: true },
    },
  },
  {
    // Subject: a post by `member` in the owner's private group. Inserts are each actor posting as
    // themselves (anonymous: as the owner) into that group. Posts are never edited.
    table: 'group_posts',
    seed: async ({ server, groupId, member }) => ({
      id: await insertId(server, 'group_posts', valid.post(groupId, member.userId)),
    }),
    insert: (ctx, actor) => valid.post(ctx.groupId, actor === 'anon' ? ctx.owner.userId : ctx[actor].userId),
    patch: { body: 'Edited' },
    // No client holds the update privilege on posts.
    updateRefusedFor: ACTORS,
    rights: {
      anon: NONE,
      owner: { select: true, insert: true, update: false, delete: true },
      other: NONE,
      member: { select: true, insert: true, update: false, delete: true },
    },
  },
];

const server = setupTestServer({ shared: true });
let ctx: Ctx;
let clients: Record<Actor, Client>;

beforeAll(async () => {
  const [owner, other, member] = await Promise.all([
    createUser(server, randomEmail('owner')),
    createUser(server, randomEmail('other')),
    createUser(server, randomEmail('member')),
  ]);
  const groupId = await insertId(server, 'groups', valid.group(owner.userId, { is_public: false }));
  await insertRow(server, 'group_members', { group_id: groupId, user_id: member.userId });
  const ownerGoalId = await insertId(server, 'one_thing_goals', valid.goal(owner.userId));
  ctx = {
    server,
    owner,
    other,
    member,
    groupId,
    ownerGoalId,
    ownerHabitId: await insertId(server, 'habits', valid.habit(owner.userId)),
    ownerPlaybookId: await insertId(server, 'playbooks', valid.playbook(owner.userId)),
    ownerSessionId: await insertId(server, 'deep_work_sessions', valid.session(owner.userId)),
  };
  clients = { anon: createTestClient(server), owner: owner.client, other: other.client, member: member.client };
}, 120_000);

function deniedStatus(actor: Actor): number {
  return actor === 'anon' ? 401 : 403;
}

describe.each(specs)('RLS on $table', (spec) => {
  it.each(ACTORS)('select as %s', async (actor) => {
    const filter = await spec.seed(ctx);
    const result = await clients[actor].from(spec.table).select('*').match(filter);
    expectOk(result, 200);
    expect(result.data).toHaveLength(spec.rights[actor].select ? 1 : 0);
  });

  it.each(ACTORS)('insert as %s', async (actor) => {
    await spec.beforeInsert?.(ctx);
    const result = await clients[actor].from(spec.table).insert(spec.insert(ctx, actor));
    if (spec.rights[actor].insert) expectOk(result, 201);
    else expectPgError(result, '42501', deniedStatus(actor));
  });

  it.each(ACTORS)('update as %s', async (actor) => {
    const filter = await spec.seed(ctx);
    const before = await selectRows(ctx.server, spec.table, filter);
    const result = await clients[actor].from(spec.table).update(spec.patch).match(filter).select();
    if (spec.updateRefusedFor?.includes(actor)) {
      expectPgError(result, '42501', deniedStatus(actor));
      expect(await selectRows(ctx.server, spec.table, filter)).toEqual(before);
      return;
    }
    expectOk(result);
    const after = await selectRows(ctx.server, spec.table, filter);
    const [column, value] = Object.entries(spec.patch)[0] ?? [];
    if (spec.rights[actor].update) {
      expect(result.data).toHaveLength(1);
      expect(after[0]?.[column as string]).toEqual(value);
    } else {
      expect(result.data).toHaveLength(0);
      expect(after).toEqual(before);
    }
  });

  it.each(ACTORS)('delete as %s', async (actor) => {
    const filter = await spec.seed(ctx);
    const result = await clients[actor].from(spec.table).delete().match(filter);
    expectOk(result);
    expect(await countRows(ctx.server, spec.table, filter)).toBe(spec.rights[actor].delete ? 0 : 1);
  });
});

// A row of your own that points at someone else's record is refused, so nobody can attach data to
// (or learn through foreign-key errors about) another user's goals, habits, tasks, playbooks or sessions.
describe('references to another user’s rows', () => {
  const cases: { name: string; table: string; row: (c: Ctx) => Row }[] = [
    {
      name: 'completion of their habit',
      table: 'habit_completions',
      row: (c) => valid.completion(c.other.userId, c.ownerHabitId),
    },
    { name: 'step in their goal', table: 'one_thing_tasks', row: (c) => valid.step(c.ownerGoalId) },
    {
      name: 'habit linked to their goal',
      table: 'habits',
      row: (c) => valid.habit(c.other.userId, { linked_goal_id: c.ownerGoalId }),
    },
    {
      name: 'session for their goal',
      table: 'deep_work_sessions',
      row: (c) => valid.session(c.other.userId, { goal_id: c.ownerGoalId }),
    },
    {
      name: 'session from their playbook',
      table: 'deep_work_sessions',
      row: (c) => valid.session(c.other.userId, { playbook_id: c.ownerPlaybookId }),
    },
    {
      name: 'goal from their playbook',
      table: 'one_thing_goals',
      row: (c) => valid.goal(c.other.userId, { source_type: 'playbook', source_playbook_id: c.ownerPlaybookId }),
    },
    {
      name: 'shield log entry for their session',
      table: 'shield_block_log',
      row: (c) => valid.shieldLog(c.other.userId, { session_id: c.ownerSessionId }),
    },
  ];

  it.each(cases)('$name is refused', async ({ table, row }) => {
    const result = await clients.other.from(table).insert(row(ctx));
    expectPgError(result, '42501', 403);
  });

  it('a session for their task is refused', async () => {
    const stepId = await insertId(ctx.server, 'one_thing_tasks', valid.step(ctx.ownerGoalId));
    const result = await clients.other
      .from('deep_work_sessions')
      .insert(valid.session(ctx.other.userId, { task_id: stepId }));
    expectPgError(result, '42501', 403);
  });

  it('moving your own row onto their record is refused', async () => {
    const habitId = await insertId(ctx.server, 'habits', valid.habit(ctx.other.userId));
    const result = await clients.other.from('habits').update({ linked_goal_id: ctx.ownerGoalId }).eq('id', habitId);
    expectPgError(result, '42501', 403);
  });

  it('giving your row to another user is refused', async () => {
    const id = await insertId(ctx.server, 'playbooks', valid.playbook(ctx.other.userId));
    const result = await clients.other.from('playbooks').update({ user_id: ctx.owner.userId }).eq('id', id);
    expectPgError(result, '42501', 403);
  });

  it('the same references to your own rows are accepted', async () => {
    const { owner } = ctx;
    const stepId = await insertId(ctx.server, 'one_thing_tasks', valid.step(ctx.ownerGoalId));
    const results = await Promise.all([
      owner.client.from('habit_completions').insert(valid.completion(owner.userId, ctx.ownerHabitId)),
      owner.client.from('habits').insert(valid.habit(owner.userId, { linked_goal_id: ctx.ownerGoalId })),
      owner.client
        .from('deep_work_sessions')
        .insert(
          valid.session(owner.userId, { goal_id: ctx.ownerGoalId, task_id: stepId, playbook_id: ctx.ownerPlaybookId }),
        ),
      owner.client.from('shield_block_log').insert(valid.shieldLog(owner.userId, { session_id: ctx.ownerSessionId })),
    ]);
    for (const result of results) expectOk(result, 201);
    const fromPlaybook = await owner.client.rpc('complete_playbook_run', { p_playbook_id: ctx.ownerPlaybookId });
    expectOk(fromPlaybook, 200);
  });

  it('create_goal and complete_playbook_run refuse their playbook', async () => {
    expectPgError(
      await clients.other.rpc('create_goal', { p_title: 'Copy', p_source_playbook_id: ctx.ownerPlaybookId }),
      '42501',
      403,
    );
    expectPgError(
      await clients.other.rpc('complete_playbook_run', { p_playbook_id: ctx.ownerPlaybookId }),
      '42501',
      403,
    );
  });
});

describe('reads never leak across users', () => {
  it('an unfiltered select returns only the caller’s rows', async () => {
    const otherHabit = await insertId(ctx.server, 'habits', valid.habit(ctx.other.userId));
    const { data, error } = await clients.owner.from('habits').select('id, user_id');
    expect(error).toBeNull();
    expect(data?.length).toBeGreaterThan(0);
    expect(data?.every((row) => row.user_id === ctx.owner.userId)).toBe(true);
    expect(data?.some((row) => row.id === otherHabit)).toBe(false);
  });

  it('tasks of another user are invisible even through an !inner embed of their goal', async () => {
    await insertId(ctx.server, 'one_thing_tasks', valid.step(ctx.ownerGoalId, { title: uniqueName('Hidden') }));
    const { data, error } = await clients.other
      .from('one_thing_tasks')
      .select('*, one_thing_goals!inner(user_id)')
      .eq('one_thing_goals.user_id', ctx.owner.userId);
    expect(error).toBeNull();
    expect(data).toEqual([]);
  });

  it('the owner reads all their tasks through the !inner embed', async () => {
    const id = await insertId(ctx.server, 'one_thing_tasks', valid.step(ctx.ownerGoalId));
    const { data, error } = await clients.owner
      .from('one_thing_tasks')
      .select('id, one_thing_goals!inner(user_id)')
      .eq('one_thing_goals.user_id', ctx.owner.userId);
    expect(error).toBeNull();
    expect(data?.map((row) => row.id)).toContain(id);
  });

  it('a co-member cannot read habits, goals or sessions of the owner', async () => {
    for (const table of ['habits', 'one_thing_goals', 'deep_work_sessions', 'playbooks']) {
      const { data, error } = await clients.member.from(table).select('id').eq('user_id', ctx.owner.userId);
      expect(error).toBeNull();
      expect({ table, rows: data }).toEqual({ table, rows: [] });
    }
  });

  it('a co-member sees a profile only through the group summary, before and after leaving', async () => {
    const lone = await createUser(ctx.server, randomEmail('lone'));
    await ctx.server.db.query("update public.profiles set full_name = 'Lone' where user_id = $1", [lone.userId]);
    const groupId = await insertId(ctx.server, 'groups', valid.group(lone.userId, { is_public: true }));
    const join = await clients.other.from('group_members').insert({ group_id: groupId, user_id: ctx.other.userId });
    expectOk(join, 201);
    const direct = await clients.other.from('profiles').select('full_name').eq('user_id', lone.userId);
    expect(direct.data).toEqual([]);
    const summary = await clients.other.rpc('group_member_summaries', { gid: groupId });
    expect((summary.data as { display_name: string }[]).map((m) => m.display_name)).toContain('Lone');
    const leave = await clients.other
      .from('group_members')
      .delete()
      .match({ group_id: groupId, user_id: ctx.other.userId });
    expectOk(leave);
    expectPgError(await clients.other.rpc('group_member_summaries', { gid: groupId }), '42501', 403);
  });
});
