// Each data rule of the schema contract, broken on purpose through supabase-js: the SQLSTATE arrives in
// error.code and the HTTP status is PostgREST's (23514/23502 -> 400, 23505/23503 -> 409). A signed-in owner
// breaks the rules of what clients write; rows clients never write themselves (goals are created through
// create_goal, profiles by the database) are tried through the service role, which has every privilege.
import { beforeAll, describe, expect, it } from 'vitest';
import {
  type Row,
  type TestUser,
  createTestClient,
  createUser,
  expectOk,
  expectPgError,
  insertId,
  insertRow,
  selectRows,
  setupTestServer,
  uniqueDate,
  randomEmail,
  valid,
} from './fixtures.ts';

const server = setupTestServer({ shared: true });
let user: TestUser;
let goalId: string;
let habitId: string;

beforeAll(async () => {
  user = await createUser(server, randomEmail('rules'));
  goalId = await insertId(server, 'one_thing_goals', valid.goal(user.userId));
  habitId = await insertId(server, 'habits', valid.habit(user.userId));
}, 120_000);

const SUNDAY = '2026-11-15';
const MONDAY = '2026-11-16';
const WEEKDAYS = ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'];

interface RuleCase {
  rule: string;
  table: string;
  row: () => Row;
  /** Written through the service role: clients have no insert privilege on this table. */
  service?: true;
}

const u = (): string => user.userId;

const checkViolations: RuleCase[] = [
  { rule: 'habit name blank', table: 'habits', row: () => valid.habit(u(), { name: '   ' }) },
  { rule: 'habit category unknown', table: 'habits', row: () => valid.habit(u(), { category: 'Sleep' }) },
  { rule: 'habit cue blank', table: 'habits', row: () => valid.habit(u(), { cue: '' }) },
  { rule: 'habit two-minute version blank', table: 'habits', row: () => valid.habit(u(), { two_minute_version: ' ' }) },
  { rule: 'habit difficulty unknown', table: 'habits', row: () => valid.habit(u(), { difficulty: 'Extreme' }) },
  {
    rule: 'habit target_per_week 0',
    table: 'habits',
    row: () => valid.habit(u(), { target_per_week: 0, scheduled_days: ['Monday'] }),
  },
  {
    rule: 'habit target_per_week 8',
    table: 'habits',
    row: () => valid.habit(u(), { target_per_week: 8, scheduled_days: WEEKDAYS }),
  },
  {
    rule: 'habit target differs from the number of days',
    table: 'habits',
    row: () => valid.habit(u(), { target_per_week: 3, scheduled_days: ['Monday', 'Friday'] }),
  },
  {
    rule: 'habit day that is not a weekday name',
    table: 'habits',
    row: () => valid.habit(u(), { target_per_week: 1, scheduled_days: ['monday'] }),
  },
  {
    rule: 'habit with a repeated day',
    table: 'habits',
    row: () => valid.habit(u(), { target_per_week: 2, scheduled_days: ['Monday', 'Monday'] }),
  },
  {
    rule: 'habit with no days',
    table: 'habits',
    row: () => valid.habit(u(), { target_per_week: 1, scheduled_days: [] }),
  },
  {
    rule: 'habit with a null day',
    table: 'habits',
    row: () => valid.habit(u(), { target_per_week: 2, scheduled_days: ['Monday', null] }),
  },
  { rule: 'habit duration 0', table: 'habits', row: () => valid.habit(u(), { duration_minutes: 0 }) },
  { rule: 'habit duration 481', table: 'habits', row: () => valid.habit(u(), { duration_minutes: 481 }) },
  { rule: 'habit negative streak', table: 'habits', row: () => valid.habit(u(), { streak: -1 }), service: true },
  {
    rule: 'habit negative longest streak',
    table: 'habits',
    row: () => valid.habit(u(), { longest_streak: -1 }),
    service: true,
  },
  { rule: 'goal title blank', table: 'one_thing_goals', row: () => valid.goal(u(), { title: '  ' }), service: true },
  {
    rule: 'goal priority unknown',
    table: 'one_thing_goals',
    row: () => valid.goal(u(), { priority: 'Urgent' }),
    service: true,
  },
  {
    rule: 'goal source_type unknown',
    table: 'one_thing_goals',
    row: () => valid.goal(u(), { source_type: 'import' }),
    service: true,
  },
  { rule: 'task title blank', table: 'one_thing_tasks', row: () => valid.step(goalId, { title: '' }) },
  { rule: 'task duration 0', table: 'one_thing_tasks', row: () => valid.step(goalId, { duration_minutes: 0 }) },
  { rule: 'task duration 181', table: 'one_thing_tasks', row: () => valid.step(goalId, { duration_minutes: 181 }) },
  { rule: 'task step_number 0', table: 'one_thing_tasks', row: () => valid.step(goalId, { step_number: 0 }) },
  {
    rule: 'time block ending before it starts',
    table: 'one_thing_tasks',
    row: () => valid.step(goalId, { start_time: '10:00', end_time: '09:30' }),
  },
  {
    rule: 'time block ending when it starts',
    table: 'one_thing_tasks',
    row: () => valid.step(goalId, { start_time: '10:00', end_time: '10:00' }),
  },
  { rule: 'session of 0 minutes', table: 'deep_work_sessions', row: () => valid.session(u(), { duration_minutes: 0 }) },
  {
    rule: 'session of 601 minutes',
    table: 'deep_work_sessions',
    row: () => valid.session(u(), { duration_minutes: 601 }),
  },
  { rule: 'playbook title blank', table: 'playbooks', row: () => valid.playbook(u(), { title: ' ' }) },
  { rule: 'playbook tasks not an array', table: 'playbooks', row: () => valid.playbook(u(), { tasks: { a: 1 } }) },
  {
    rule: 'playbook time_blocks not an array',
    table: 'playbooks',
    row: () => valid.playbook(u(), { time_blocks: 'x' }),
  },
  { rule: 'reflection kind unknown', table: 'reflections', row: () => valid.reflection(u(), { kind: 'yearly' }) },
  {
    rule: 'weekly reflection not starting on a Sunday',
    table: 'reflections',
    row: () => valid.reflection(u(), { kind: 'weekly', period_start: MONDAY }),
  },
  {
    rule: 'monthly reflection not starting on the 1st',
    table: 'reflections',
    row: () => valid.reflection(u(), { kind: 'monthly', period_start: '2026-11-02' }),
  },
  { rule: 'energy rating 0', table: 'reflections', row: () => valid.reflection(u(), { energy_rating: 0 }) },
  { rule: 'energy rating 6', table: 'reflections', row: () => valid.reflection(u(), { energy_rating: 6 }) },
  { rule: 'focus rating 6', table: 'reflections', row: () => valid.reflection(u(), { focus_rating: 6 }) },
  { rule: 'reflection answers not an object', table: 'reflections', row: () => valid.reflection(u(), { answers: [] }) },
  { rule: 'shield domain blank', table: 'shield_block_log', row: () => valid.shieldLog(u(), { domain: ' ' }) },
  { rule: 'group name blank', table: 'groups', row: () => valid.group(u(), { name: '' }) },
  {
    rule: 'onboarding answers not an object',
    table: 'profiles',
    row: () => ({ user_id: crypto.randomUUID(), onboarding_answers: ['Student'] }),
    service: true,
  },
  {
    rule: 'null in the distracting sites',
    table: 'user_settings',
    row: () => ({ user_id: u(), distracting_sites: ['youtube.com', null] }),
  },
  // The app writes a lower-case domain, or a domain and a path, and nothing else.
  ...[
    'https://youtube.com',
    'YouTube.com',
    'youtube.com/',
    'youtube.com:443',
    'youtube.com/watch?v=1',
    'localhost',
    '*.youtube.com',
    'you tube.com',
    '',
  ].map((site) => ({
    rule: `distracting site ${JSON.stringify(site)}`,
    table: 'user_settings',
    row: () => ({ user_id: u(), distracting_sites: ['x.com', site] }),
  })),
];

const notNullViolations: RuleCase[] = [
  { rule: 'habit name', table: 'habits', row: () => valid.habit(u(), { name: null }) },
  { rule: 'habit cue', table: 'habits', row: () => valid.habit(u(), { cue: null }) },
  { rule: 'habit two-minute version', table: 'habits', row: () => valid.habit(u(), { two_minute_version: null }) },
  { rule: 'habit scheduled_time', table: 'habits', row: () => valid.habit(u(), { scheduled_time: null }) },
  { rule: 'habit scheduled_days', table: 'habits', row: () => valid.habit(u(), { scheduled_days: null }) },
  { rule: 'goal title', table: 'one_thing_goals', row: () => valid.goal(u(), { title: null }), service: true },
  { rule: 'goal is_active', table: 'one_thing_goals', row: () => valid.goal(u(), { is_active: null }), service: true },
  { rule: 'task title', table: 'one_thing_tasks', row: () => valid.step(goalId, { title: null }) },
  {
    rule: 'session duration',
    table: 'deep_work_sessions',
    row: () => valid.session(u(), { duration_minutes: null }),
  },
  {
    rule: 'completion date',
    table: 'habit_completions',
    row: () => valid.completion(u(), habitId, { completion_date: null }),
  },
  { rule: 'playbook title', table: 'playbooks', row: () => valid.playbook(u(), { title: null }) },
  { rule: 'reflection kind', table: 'reflections', row: () => valid.reflection(u(), { kind: null }) },
  { rule: 'reflection period_start', table: 'reflections', row: () => valid.reflection(u(), { period_start: null }) },
  { rule: 'shield domain', table: 'shield_block_log', row: () => valid.shieldLog(u(), { domain: null }) },
  { rule: 'group name', table: 'groups', row: () => valid.group(u(), { name: null }) },
];

/** The owner's client, or the service role's for tables clients do not insert into. */
const writer = (rule: RuleCase) => (rule.service ? createTestClient(server, server.serviceRoleKey) : user.client);

describe('check constraints (23514, HTTP 400)', () => {
  it.each(checkViolations)('rejects $rule', async (rule) => {
    expectPgError(await writer(rule).from(rule.table).insert(rule.row()), '23514', 400);
  });

  it('rejects a group post body over 2000 characters and accepts exactly 2000', async () => {
    const groupId = await insertId(server, 'groups', valid.group(user.userId));
    const tooLong = await user.client
      .from('group_posts')
      .insert(valid.post(groupId, user.userId, { body: 'x'.repeat(2001) }));
    expectPgError(tooLong, '23514', 400);
    for (const body of [' ', '']) {
      expectPgError(
        await user.client.from('group_posts').insert(valid.post(groupId, user.userId, { body })),
        '23514',
        400,
      );
    }
    // Clients cannot choose a post's kind at all (no column privilege); the check still guards every other writer.
    await expect(
      server.db.query(`insert into public.group_posts (group_id, user_id, body, kind) values ($1, $2, 'x', 'poll')`, [
        groupId,
        user.userId,
      ]),
    ).rejects.toMatchObject({ code: '23514' });
    expectOk(
      await user.client.from('group_posts').insert(valid.post(groupId, user.userId, { body: 'x'.repeat(2000) })),
      201,
    );
  });

  it('checks updates too, not only inserts', async () => {
    const result = await user.client.from('one_thing_goals').update({ priority: 'Urgent' }).eq('id', goalId);
    expectPgError(result, '23514', 400);
  });

  it('accepts the boundary values of every range', async () => {
    const results = await Promise.all([
      user.client
        .from('habits')
        .insert(valid.habit(u(), { duration_minutes: 1, target_per_week: 1, scheduled_days: ['Sunday'] })),
      user.client.from('habits').insert(valid.habit(u(), { duration_minutes: 480 })),
      user.client.from('one_thing_tasks').insert(valid.step(goalId, { duration_minutes: 1, step_number: 1 })),
      user.client
        .from('one_thing_tasks')
        .insert(valid.step(goalId, { duration_minutes: 180, start_time: '09:00', end_time: '09:01' })),
      user.client.from('deep_work_sessions').insert(valid.session(u(), { duration_minutes: 600 })),
      user.client
        .from('reflections')
        .insert(valid.reflection(u(), { kind: 'weekly', period_start: SUNDAY, energy_rating: 1, focus_rating: 5 })),
      user.client.from('reflections').insert(valid.reflection(u(), { kind: 'monthly', period_start: '2026-11-01' })),
    ]);
    for (const result of results) expectOk(result, 201);
  });
});

describe('not-null columns (23502, HTTP 400)', () => {
  it.each(notNullViolations)('rejects a missing $rule', async (rule) => {
    expectPgError(await writer(rule).from(rule.table).insert(rule.row()), '23502', 400);
  });
});

describe('unique rules (23505, HTTP 409)', () => {
  it('allows at most one active goal per user, any number of inactive ones', async () => {
    // The unique index holds even for the service role, which bypasses the app's create_goal.
    const service = createTestClient(server, server.serviceRoleKey);
    const fresh = await createUser(server, randomEmail('goals'));
    expectOk(await service.from('one_thing_goals').insert(valid.goal(fresh.userId, { is_active: true })), 201);
    expectPgError(
      await service.from('one_thing_goals').insert(valid.goal(fresh.userId, { is_active: true })),
      '23505',
      409,
    );
    expectOk(await service.from('one_thing_goals').insert(valid.goal(fresh.userId)), 201);
    expectOk(await service.from('one_thing_goals').insert(valid.goal(fresh.userId)), 201);
    const active = await selectRows(server, 'one_thing_goals', { user_id: fresh.userId, is_active: 'true' });
    expect(active).toHaveLength(1);

    // Another user's active goal does not count against this one.
    expectOk(await service.from('one_thing_goals').insert(valid.goal(user.userId, { is_active: true })), 201);
  });

  it('allows one completion per habit, user and date', async () => {
    const date = uniqueDate();
    const row = valid.completion(u(), habitId, { completion_date: date });
    expectOk(await user.client.from('habit_completions').insert(row), 201);
    expectPgError(await user.client.from('habit_completions').insert(row), '23505', 409);
    expectOk(await user.client.from('habit_completions').insert({ ...row, completion_date: uniqueDate() }), 201);
  });

  it('allows one profile per user (the database made it at sign-up)', async () => {
    const fresh = await createUser(server, randomEmail('profile'));
    const service = createTestClient(server, server.serviceRoleKey);
    const row = { user_id: fresh.userId, username: '', full_name: '', avatar_url: '' };
    expectPgError(await service.from('profiles').insert(row), '23505', 409);
  });

  it('allows one settings row per user; upsert on user_id updates it', async () => {
    const fresh = await createUser(server, randomEmail('settings'));
    const row = { user_id: fresh.userId, distracting_sites: ['youtube.com'] };
    expectOk(await fresh.client.from('user_settings').insert(row), 201);
    expectPgError(await fresh.client.from('user_settings').insert(row), '23505', 409);
    const upsert = await fresh.client.from('user_settings').upsert(
      {
        user_id: fresh.userId,
        distracting_sites: ['x.com', 'youtube.com/shorts', 'reddit.com/r/all'],
        block_adult_content: true,
      },
      { onConflict: 'user_id' },
    );
    expectOk(upsert, 200);
    const rows = await selectRows(server, 'user_settings', { user_id: fresh.userId });
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({
      distracting_sites: ['x.com', 'youtube.com/shorts', 'reddit.com/r/all'],
      block_adult_content: true,
    });
  });

  it('allows one reflection per user, kind and period', async () => {
    const row = valid.reflection(u());
    expectOk(await user.client.from('reflections').insert(row), 201);
    expectPgError(await user.client.from('reflections').insert(row), '23505', 409);
    expectOk(
      await user.client.from('reflections').insert({ ...row, kind: 'monthly', period_start: '2026-10-01' }),
      201,
    );
  });

  it('allows one membership per user and group', async () => {
    const groupId = await insertId(server, 'groups', valid.group(user.userId));
    const joiner = await createUser(server, randomEmail('joiner'));
    const row = { group_id: groupId, user_id: joiner.userId };
    expectOk(await joiner.client.from('group_members').insert(row), 201);
    expectPgError(await joiner.client.from('group_members').insert(row), '23505', 409);
  });

  it('keeps invite codes unique', async () => {
    const first = await insertRow(server, 'groups', valid.group(user.userId));
    const second = await insertId(server, 'groups', valid.group(user.userId));
    // Invite codes are the database's to choose (clients hold no privilege on the column), so the rule is
    // checked as the database itself would write them.
    await expect(
      server.db.query(`update public.groups set invite_code = $1 where id = $2`, [first['invite_code'], second]),
    ).rejects.toMatchObject({ code: '23505' });
  });
});

describe('foreign keys (23503, HTTP 409)', () => {
  it('a time block must point at a step of the same goal', async () => {
    const otherGoal = await insertId(server, 'one_thing_goals', valid.goal(user.userId));
    const stepOfOtherGoal = await insertId(server, 'one_thing_tasks', valid.step(otherGoal));
    const block = valid.step(goalId, { start_time: '09:00', end_time: '09:30', step_id: stepOfOtherGoal });
    expectPgError(await user.client.from('one_thing_tasks').insert(block), '23503', 409);

    const ownStep = await insertId(server, 'one_thing_tasks', valid.step(goalId));
    expectOk(await user.client.from('one_thing_tasks').insert({ ...block, step_id: ownStep }), 201);
  });

  it('a time block cannot point at a step that does not exist', async () => {
    const block = valid.step(goalId, { start_time: '09:00', end_time: '09:30', step_id: crypto.randomUUID() });
    expectPgError(await user.client.from('one_thing_tasks').insert(block), '23503', 409);
  });

  // RLS already refuses references the caller cannot see; the service role bypasses RLS, so these
  // show the foreign keys themselves.
  describe('as the service role', () => {
    const missing = '00000000-0000-4000-8000-00000000dead';
    const cases: RuleCase[] = [
      { rule: 'completion of a missing habit', table: 'habit_completions', row: () => valid.completion(u(), missing) },
      { rule: 'goal of a missing user', table: 'one_thing_goals', row: () => valid.goal(missing) },
      { rule: 'task of a missing goal', table: 'one_thing_tasks', row: () => valid.step(missing) },
      {
        rule: 'session of a missing task',
        table: 'deep_work_sessions',
        row: () => valid.session(u(), { task_id: missing }),
      },
      {
        rule: 'session of a missing goal',
        table: 'deep_work_sessions',
        row: () => valid.session(u(), { goal_id: missing }),
      },
      {
        rule: 'session of a missing playbook',
        table: 'deep_work_sessions',
        row: () => valid.session(u(), { playbook_id: missing }),
      },
      {
        rule: 'habit linked to a missing goal',
        table: 'habits',
        row: () => valid.habit(u(), { linked_goal_id: missing }),
      },
      {
        rule: 'goal from a missing playbook',
        table: 'one_thing_goals',
        row: () => valid.goal(u(), { source_playbook_id: missing }),
      },
      {
        rule: 'shield entry of a missing session',
        table: 'shield_block_log',
        row: () => valid.shieldLog(u(), { session_id: missing }),
      },
      { rule: 'post in a missing group', table: 'group_posts', row: () => valid.post(missing, u()) },
      { rule: 'member of a missing group', table: 'group_members', row: () => ({ group_id: missing, user_id: u() }) },
      { rule: 'settings of a missing user', table: 'user_settings', row: () => ({ user_id: missing }) },
    ];
    it.each(cases)('rejects $rule', async ({ table, row }) => {
      const service = createTestClient(server, server.serviceRoleKey);
      expectPgError(await service.from(table).insert(row()), '23503', 409);
    });
  });
});

describe('defaults and the updated_at trigger', () => {
  it('fills the documented defaults', async () => {
    const habit = await user.client
      .from('habits')
      .insert({
        user_id: u(),
        name: 'Stretch',
        cue: 'After lunch',
        two_minute_version: 'One stretch',
        scheduled_time: '13:00',
      })
      .select()
      .single();
    expectOk(habit, 201);
    expect(habit.data).toMatchObject({
      category: 'Wellness',
      difficulty: 'Easy',
      target_per_week: 7,
      scheduled_days: WEEKDAYS,
      scheduled_time: '13:00:00',
      streak: 0,
      longest_streak: 0,
      streak_last_day: null,
      duration_minutes: null,
      linked_goal_id: null,
    });

    const fresh = await createUser(server, randomEmail('defaults'));
    const goal = await fresh.client.rpc('create_goal', { p_title: 'Write' });
    expectOk(goal, 200);
    expect(goal.data).toMatchObject({
      priority: 'Medium',
      progress: 0,
      is_active: true,
      source_type: 'manual',
      completed_at: null,
    });

    const step = await fresh.client
      .from('one_thing_tasks')
      .insert({ goal_id: goal.data?.id, title: 'Outline' })
      .select()
      .single();
    expectOk(step, 201);
    expect(step.data).toMatchObject({
      completed: false,
      status: 'upcoming',
      step_number: 1,
      sort_order: 0,
      start_time: null,
      step_id: null,
    });

    const playbook = await fresh.client
      .from('playbooks')
      .insert({ user_id: fresh.userId, title: 'Plan' })
      .select()
      .single();
    expect(playbook.data).toMatchObject({ tasks: [], time_blocks: [] });

    const session = await fresh.client
      .from('deep_work_sessions')
      .insert({ user_id: fresh.userId, duration_minutes: 25 })
      .select()
      .single();
    expect(session.data).toMatchObject({ emergency_canceled: false, shield_enabled: false, completed_at: null });

    const settings = await fresh.client.from('user_settings').insert({ user_id: fresh.userId }).select().single();
    expect(settings.data).toMatchObject({ distracting_sites: [], block_adult_content: false });

    const reflection = await fresh.client.from('reflections').insert(valid.reflection(fresh.userId)).select().single();
    expect(reflection.data).toMatchObject({ answers: {}, energy_rating: null });

    const group = await fresh.client.from('groups').insert({ owner_id: fresh.userId, name: 'Club' }).select().single();
    expectOk(group, 201);
    expect(group.data?.is_public).toBe(true);
    expect(group.data?.invite_code).toMatch(/^[0-9a-f]{32}$/);
  });

  it('moves updated_at forward on every update', async () => {
    const id = await insertId(
      server,
      'playbooks',
      valid.playbook(u(), { created_at: '2020-01-01T00:00:00Z', updated_at: '2020-01-01T00:00:00Z' }),
    );
    expectOk(await user.client.from('playbooks').update({ title: 'Renamed' }).eq('id', id));
    const [row] = await selectRows(server, 'playbooks', { id });
    expect(new Date(String(row?.['updated_at'])).getFullYear()).toBeGreaterThanOrEqual(2025);
    expect(new Date(String(row?.['created_at'])).getFullYear()).toBe(2020);
  });

  it.each(['profiles', 'user_settings', 'one_thing_goals', 'one_thing_tasks', 'habits', 'reflections', 'groups'])(
    '%s has the updated_at trigger',
    async (table) => {
      const { rows } = await server.db.query<{ n: number }>(
        `select count(*)::int as n from pg_trigger
         where tgrelid = ('public.' || $1)::regclass and tgfoid = 'public.set_updated_at'::regproc and not tgisinternal`,
        [table],
      );
      expect(rows[0]?.n).toBe(1);
    },
  );
});
