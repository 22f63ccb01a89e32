// The shield's rules the database keeps whatever a client sends (20261201000600_deep_work_and_shield.sql):
// schedules it can read, a locked session that only an emergency stop ends early, block lists that do not
// shrink while it runs, when the shield went down (and the check-in saying so), and the plan the extension
// fetches with the user's token.
import { describe, expect, it } from 'vitest';
import {
  type TestUser,
  createUser,
  expectOk,
  expectPgError,
  insertId,
  randomEmail,
  setupTestServer,
  valid,
} from './fixtures.ts';

const server = setupTestServer({ shared: true });

async function saveSettings(who: TestUser, patch: Record<string, unknown>) {
  return who.client
    .from('user_settings')
    .upsert({ user_id: who.userId, ...patch }, { onConflict: 'user_id' })
    .select()
    .single();
}

async function startSession(who: TestUser, minutes: number, extra: Record<string, unknown> = {}): Promise<string> {
  const started = await who.client
    .from('deep_work_sessions')
    .insert({ user_id: who.userId, duration_minutes: minutes, shield_enabled: true, ...extra })
    .select()
    .single();
  expectOk(started, 201);
  return (started.data as { id: string }).id;
}

const finish = (who: TestUser, id: string, minutes: number, canceled = false) =>
  who.client.rpc('finish_deep_work_session', {
    p_session_id: id,
    p_duration_minutes: minutes,
    p_emergency_canceled: canceled,
  });

describe('weekly blocking schedules', () => {
  const weekday = { days: [1, 2, 3, 4, 5], start: '09:00', end: '12:00' };
  it.each([
    ['a range that ends before it starts', [{ days: [1], start: '12:00', end: '09:00' }]],
    ['a range that ends when it starts', [{ days: [1], start: '09:00', end: '09:00' }]],
    ['overlapping ranges on a shared day', [weekday, { days: [5, 6], start: '11:00', end: '13:00' }]],
    ['no days', [{ days: [], start: '09:00', end: '10:00' }]],
    ['a day out of range', [{ days: [7], start: '09:00', end: '10:00' }]],
    ['a repeated day', [{ days: [1, 1], start: '09:00', end: '10:00' }]],
    ['a time not HH:MM', [{ days: [1], start: '9:00', end: '10:00' }]],
    ['a start of 24:00', [{ days: [1], start: '24:00', end: '24:00' }]],
    ['an unknown field', [{ ...weekday, note: 'x' }]],
    ['not a list', { days: [1], start: '09:00', end: '10:00' }],
    [
      'more than 20',
      Array.from({ length: 21 }, (_, i) => ({
        days: [i % 7],
        start: `${10 + Math.floor(i / 7)}:00`,
        end: `${10 + Math.floor(i / 7)}:30`,
      })),
    ],
  ])('refuses %s (23514)', async (_, schedules) => {
    const who = await createUser(server, randomEmail('schedules'));
    expectPgError(await saveSettings(who, { shield_schedules: schedules }), '23514', 400);
  });

  it('takes touching ranges, other days, an end of 24:00, and the 5-minute breaks and emergency wait in range', async () => {
    const who = await createUser(server, randomEmail('schedules-ok'));
    const schedules = [
      weekday,
      { days: [1, 2, 3, 4, 5], start: '12:00', end: '13:00' },
      { days: [0, 6], start: '09:30', end: '24:00' },
    ];
    const saved = await saveSettings(who, {
      shield_schedules: schedules,
      breaks_per_session: 3,
      emergency_wait_seconds: 90,
    });
    expectOk(saved);
    expect(saved.data).toMatchObject({
      shield_schedules: schedules,
      breaks_per_session: 3,
      emergency_wait_seconds: 90,
    });
    expectPgError(await saveSettings(who, { breaks_per_session: 11 }), '23514', 400);
    expectPgError(await saveSettings(who, { emergency_wait_seconds: 5 }), '23514', 400);
    expectPgError(await saveSettings(who, { allowed_sites: ['https://docs.google.com'] }), '23514', 400);
  });
});

describe('a locked session', () => {
  it('is refused a normal early end, ends early only by an emergency stop, and normally at its end', async () => {
    const who = await createUser(server, randomEmail('locked'));
    const id = await startSession(who, 30, { shield_locked: true });
    const early = await finish(who, id, 1);
    expectPgError(early, '23514', 400);
    expect(early.error?.hint).toBe('session_locked');
    const emergency = await finish(who, id, 1, true);
    expectOk(emergency);
    expect(emergency.data).toMatchObject([{ emergency_canceled: true, shield_locked: true }]);

    const other = await startSession(who, 30, { shield_locked: true });
    await server.db.query(
      `update public.deep_work_sessions set created_at = now() - interval '30 minutes' where id = $1`,
      [other],
    );
    expectOk(await finish(who, other, 30));
  });

  it('cannot be locked without the shield', async () => {
    const who = await createUser(server, randomEmail('lock-no-shield'));
    const insert = await who.client
      .from('deep_work_sessions')
      .insert({ user_id: who.userId, duration_minutes: 25, shield_locked: true, shield_enabled: false });
    expectPgError(insert, '23514', 400);
  });

  it('keeps the block list from shrinking until it ends; it may grow', async () => {
    const who = await createUser(server, randomEmail('locked-lists'));
    expectOk(await saveSettings(who, { distracting_sites: ['youtube.com', 'reddit.com'], block_adult_content: true }));
    const id = await startSession(who, 30, { shield_locked: true });
    const removed = await saveSettings(who, { distracting_sites: ['youtube.com'] });
    expectPgError(removed, '23514', 400);
    expect(removed.error?.hint).toBe('shield_locked');
    expectPgError(await saveSettings(who, { block_adult_content: false }), '23514', 400);
    expectPgError(await saveSettings(who, { allowed_sites: ['youtube.com'] }), '23514', 400);
    expectOk(await saveSettings(who, { distracting_sites: ['youtube.com', 'reddit.com', 'x.com'] }));
    expectOk(await finish(who, id, 1, true));
    expectOk(await saveSettings(who, { distracting_sites: [] }));
  });

  it('does not hold the lists once its planned end has passed, even left open', async () => {
    const who = await createUser(server, randomEmail('locked-over'));
    expectOk(await saveSettings(who, { distracting_sites: ['youtube.com'] }));
    const id = await startSession(who, 30, { shield_locked: true });
    await server.db.query(
      `update public.deep_work_sessions set created_at = now() - interval '31 minutes' where id = $1`,
      [id],
    );
    expectOk(await saveSettings(who, { distracting_sites: [] }));
  });
});

describe('the shield going down', () => {
  it('is recorded once on an open shielded session and said in the check-in', async () => {
    const who = await createUser(server, randomEmail('shield-down'));
    await server.db.query('update public.profiles set share_checkins = true where user_id = $1', [who.userId]);
    const groupId = await insertId(server, 'groups', valid.group(who.userId));
    const id = await startSession(who, 25);
    const first = await who.client.rpc('record_shield_down', { p_session_id: id });
    expectOk(first);
    const again = await who.client.rpc('record_shield_down', { p_session_id: id });
    expect(again.data).toBe(first.data);
    await server.db.query(
      `update public.deep_work_sessions set created_at = now() - interval '25 minutes' where id = $1`,
      [id],
    );
    expectOk(await finish(who, id, 25));
    const { rows } = await server.db.query<{ body: string }>(
      "select body from public.group_posts where group_id = $1 and kind = 'checkin'",
      [groupId],
    );
    expect(rows.map((r) => r.body)).toEqual(['completed a 25-minute deep work session (the shield went down)']);
  });

  it('refuses another user’s session, a time before the start or in the future, and a client write of the column', async () => {
    const who = await createUser(server, randomEmail('shield-down-owner'));
    const other = await createUser(server, randomEmail('shield-down-other'));
    const id = await startSession(who, 25);
    expectPgError(await other.client.rpc('record_shield_down', { p_session_id: id }), '42501', 403);
    const future = new Date(Date.now() + 10 * 60_000).toISOString();
    expectPgError(await who.client.rpc('record_shield_down', { p_session_id: id, p_at: future }), '23514', 400);
    const before = new Date(Date.now() - 60 * 60_000).toISOString();
    expectPgError(await who.client.rpc('record_shield_down', { p_session_id: id, p_at: before }), '23514', 400);
    const forged = await who.client
      .from('deep_work_sessions')
      .insert({ user_id: who.userId, duration_minutes: 25, shield_down_at: new Date().toISOString() });
    expectPgError(forged, '42501', 403);
  });
});

describe('the plan the extension fetches', () => {
  it('has the sites, the schedules, the time zone, and the active goal’s unfinished blocks only when asked', async () => {
    const who = await createUser(server, randomEmail('plan'));
    await server.db.query("update public.profiles set time_zone = 'Europe/Berlin' where user_id = $1", [who.userId]);
    const schedules = [{ days: [1], start: '09:00', end: '10:00' }];
    expectOk(await saveSettings(who, { distracting_sites: ['youtube.com/shorts'], shield_schedules: schedules }));
    const goalId = await insertId(server, 'one_thing_goals', valid.goal(who.userId, { is_active: true }));
    const { rows } = await server.db.query<{ today: string }>('select public.user_today($1)::text as today', [
      who.userId,
    ]);
    const today = rows[0]!.today;
    await server.db.query(
      `insert into public.one_thing_tasks (goal_id, title, date, start_time, end_time, completed)
       values ($1, 'Write', $2, '09:00', '10:30', false), ($1, 'Done', $2, '11:00', '12:00', true)`,
      [goalId, today],
    );
    const without = await who.client.rpc('shield_plan');
    expectOk(without);
    expect(without.data).toMatchObject({
      time_zone: 'Europe/Berlin',
      sites: ['youtube.com/shorts'],
      schedules,
      time_blocks: [],
    });
    expectOk(await saveSettings(who, { shield_time_blocks: true }));
    const withBlocks = await who.client.rpc('shield_plan');
    const blocks = (withBlocks.data as { time_blocks: { starts_at: string; ends_at: string }[] }).time_blocks;
    expect(blocks).toHaveLength(1);
    const { rows: expected } = await server.db.query<{ starts_at: string }>(
      `select (($1::date + time '09:00') at time zone 'Europe/Berlin')::text as starts_at`,
      [today],
    );
    expect(new Date(blocks[0]!.starts_at).getTime()).toBe(new Date(expected[0]!.starts_at).getTime());
    expect(new Date(blocks[0]!.ends_at).getTime() - new Date(blocks[0]!.starts_at).getTime()).toBe(90 * 60_000);
  });

  it('says null sites for a user with no settings saved (the presets apply)', async () => {
    const who = await createUser(server, randomEmail('plan-empty'));
    const plan = await who.client.rpc('shield_plan');
    expect(plan.data).toMatchObject({ sites: null, schedules: [], time_blocks: [], block_adult_content: false });
  });
});
