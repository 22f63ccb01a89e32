// Accountability that cannot be forged (20261201000600_deep_work_and_shield.sql and
// 20261201000800_community.sql): group members see check-ins, so a deep work session counts only when the
// database saw it start and end, its minutes fit the time between the two, an ended session never changes
// again, and check-ins are posted at a bounded rate.
import { describe, expect, it } from 'vitest';
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
  randomEmail,
  valid,
} from './fixtures.ts';

const server = setupTestServer({ shared: true });

/** A user in a group of their own; `share_checkins` as given. */
async function memberOfGroup(name: string, shareCheckins = true): Promise<{ who: TestUser; groupId: string }> {
  const who = await createUser(server, randomEmail(name));
  await server.db.query('update public.profiles set share_checkins = $2 where user_id = $1', [
    who.userId,
    shareCheckins,
  ]);
  const groupId = await insertId(server, 'groups', valid.group(who.userId));
  return { who, groupId };
}

async function checkins(groupId: string): Promise<string[]> {
  const { rows } = await server.db.query<{ body: string }>(
    "select body from public.group_posts where group_id = $1 and kind = 'checkin' order by created_at, id",
    [groupId],
  );
  return rows.map((r) => r.body);
}

async function sessionRow(id: string): Promise<Row | undefined> {
  return (await selectRows(server, 'deep_work_sessions', { id }))[0];
}

/** Starts a session as the app does: an open row, the start time the database's. */
async function start(who: TestUser, minutes: number, extra: Row = {}): Promise<string> {
  const started = await who.client
    .from('deep_work_sessions')
    .insert({ user_id: who.userId, duration_minutes: minutes, ...extra })
    .select()
    .single();
  expectOk(started, 201);
  return (started.data as { id: string }).id;
}

/** Moves a session's start back, as if it had started `minutes` ago (the superuser: no client can). */
async function startedAgo(id: string, minutes: number): Promise<void> {
  await server.db.query(
    `update public.deep_work_sessions set created_at = now() - make_interval(mins => $2) where id = $1`,
    [id, minutes],
  );
}

function finish(
  who: TestUser,
  id: string,
  minutes: number,
  options: { canceled?: boolean; taskId?: string; endedAt?: string } = {},
) {
  return who.client.rpc('finish_deep_work_session', {
    p_session_id: id,
    p_duration_minutes: minutes,
    p_emergency_canceled: options.canceled ?? false,
    p_task_id: options.taskId ?? null,
    ...(options.endedAt ? { p_ended_at: options.endedAt } : {}),
  });
}

const minutesAgo = (minutes: number) => new Date(Date.now() - minutes * 60_000).toISOString();

describe('a session starts open, with the database’s start time', () => {
  it('a finished session cannot be inserted, not even one completed "now"', async () => {
    const { who, groupId } = await memberOfGroup('forger');
    for (const completedAt of ['2020-03-01T10:00:00Z', new Date().toISOString()]) {
      const forged = await who.client
        .from('deep_work_sessions')
        .insert({ user_id: who.userId, duration_minutes: 600, completed_at: completedAt });
      expectPgError(forged, '42501', 403);
    }
    const canceledFlag = await who.client
      .from('deep_work_sessions')
      .insert({ user_id: who.userId, duration_minutes: 25, emergency_canceled: false });
    expectPgError(canceledFlag, '42501', 403);
    expect(await selectRows(server, 'deep_work_sessions', { user_id: who.userId })).toEqual([]);
    expect(await checkins(groupId)).toEqual([]);
  });

  it('the start time is the database’s unless stated within the last 24 hours; the id may be the client’s', async () => {
    const who = await createUser(server, randomEmail('backdater'));
    for (const created_at of ['2020-01-01T00:00:00Z', minutesAgo(24 * 60 + 5), minutesAgo(-10)]) {
      const outOfRange = await who.client
        .from('deep_work_sessions')
        .insert({ user_id: who.userId, duration_minutes: 50, created_at });
      expectPgError(outOfRange, '23514', 400);
    }
    const chosenId = crypto.randomUUID();
    expectOk(
      await who.client.from('deep_work_sessions').insert({ id: chosenId, user_id: who.userId, duration_minutes: 50 }),
    );
    expect(Math.abs(Date.parse(String((await sessionRow(chosenId))?.['created_at'])) - Date.now())).toBeLessThan(
      60_000,
    );
    const id = await start(who, 50, { title: 'Focus', shield_enabled: true });
    const row = await sessionRow(id);
    expect(row).toMatchObject({ title: 'Focus', shield_enabled: true, completed_at: null, emergency_canceled: false });
    expect(Math.abs(Date.parse(String(row?.['created_at'])) - Date.now())).toBeLessThan(60_000);
  });

  it('no client changes a session directly: not its end, minutes, stop flag or start', async () => {
    const who = await createUser(server, randomEmail('patcher'));
    const id = await start(who, 25);
    for (const patch of [
      { completed_at: new Date().toISOString() },
      { completed_at: '2020-03-01T10:00:00Z' },
      { completed_at: '2099-01-01T00:00:00Z' },
      { duration_minutes: 600 },
      { emergency_canceled: true },
      { created_at: '2020-01-01T00:00:00Z' },
    ]) {
      expectPgError(await who.client.from('deep_work_sessions').update(patch).eq('id', id), '42501', 403);
    }
    expect(await sessionRow(id)).toMatchObject({ completed_at: null, duration_minutes: 25, emergency_canceled: false });
  });
});

describe('a session run offline is recorded later with its own start and end', () => {
  it('keeps a start and an end stated by the client, with the minutes between them', async () => {
    const who = await createUser(server, randomEmail('offline-runner'));
    const startedAt = minutesAgo(90);
    const endedAt = minutesAgo(65);
    const id = await start(who, 25, { created_at: startedAt });
    const done = await finish(who, id, 25, { endedAt });
    expectOk(done, 200);
    const row = await sessionRow(id);
    expect(Date.parse(String(row?.['created_at']))).toBe(Date.parse(startedAt));
    expect(Date.parse(String(row?.['completed_at']))).toBe(Date.parse(endedAt));
    expect(row?.['duration_minutes']).toBe(25);
  });

  it('refuses an end before the start or in the future, and more minutes than between the two', async () => {
    const who = await createUser(server, randomEmail('offline-forger'));
    const id = await start(who, 50, { created_at: minutesAgo(60) });
    expectPgError(await finish(who, id, 1, { endedAt: minutesAgo(61) }), '23514', 400);
    expectPgError(await finish(who, id, 10, { endedAt: minutesAgo(-10) }), '23514', 400);
    expectPgError(await finish(who, id, 50, { endedAt: minutesAgo(30) }), '23514', 400);
    expect(await sessionRow(id)).toMatchObject({ completed_at: null });
    expectOk(await finish(who, id, 30, { endedAt: minutesAgo(30) }), 200);
  });

  it('the service role may write older sessions (imports, fixtures)', async () => {
    const who = await createUser(server, randomEmail('imported'));
    await insertRow(server, 'deep_work_sessions', {
      user_id: who.userId,
      duration_minutes: 25,
      created_at: '2026-01-01T09:00:00Z',
    });
    expect(await selectRows(server, 'deep_work_sessions', { user_id: who.userId })).toHaveLength(1);
  });
});

describe('finish_deep_work_session', () => {
  it('ends an open session at the database’s now with the minutes worked', async () => {
    const who = await createUser(server, randomEmail('finisher'));
    const id = await start(who, 50);
    await startedAgo(id, 50);
    const done = await finish(who, id, 50);
    expectOk(done, 200);
    expect(done.data).toEqual([expect.objectContaining({ id, duration_minutes: 50, emergency_canceled: false })]);
    const completedAt = Date.parse(String((await sessionRow(id))?.['completed_at']));
    expect(Math.abs(completedAt - Date.now())).toBeLessThan(60_000);
  });

  it('refuses more minutes than have passed since the start (2 minutes of slack for a begun minute)', async () => {
    const who = await createUser(server, randomEmail('too-long'));
    const id = await start(who, 50);
    expectPgError(await finish(who, id, 50), '23514', 400);
    expectPgError(await finish(who, id, 3), '23514', 400);
    expect(await sessionRow(id)).toMatchObject({ completed_at: null, duration_minutes: 50 });
    // A minute begun counts as worked: 2 minutes right after the start is accepted.
    expectOk(await finish(who, id, 2));
    expect(await sessionRow(id)).toMatchObject({ duration_minutes: 2, emergency_canceled: false });
  });

  it('refuses more minutes than the session was started for, however long ago it started', async () => {
    const who = await createUser(server, randomEmail('stretched'));
    const id = await start(who, 25);
    await startedAgo(id, 600);
    expectPgError(await finish(who, id, 26), '23514', 400);
    expectPgError(await finish(who, id, 600), '23514', 400);
    expectOk(await finish(who, id, 25));
  });

  it('an ended session is final: ending it again changes nothing and returns nothing', async () => {
    const { who, groupId } = await memberOfGroup('again');
    const id = await start(who, 30);
    await startedAgo(id, 30);
    expectOk(await finish(who, id, 30));
    const ended = await sessionRow(id);
    await startedAgo(id, 600);
    const again = await finish(who, id, 1, { canceled: true });
    expectOk(again, 200);
    expect(again.data).toEqual([]);
    const longer = await finish(who, id, 600);
    expect(longer.data).toEqual([]);
    expect(await sessionRow(id)).toMatchObject({
      completed_at: ended?.['completed_at'],
      duration_minutes: 30,
      emergency_canceled: false,
    });
    expect(await checkins(groupId)).toEqual(['completed a 30-minute deep work session']);
  });

  it('only the owner ends a session, and only with one of their own steps', async () => {
    const owner = await createUser(server, randomEmail('dw-owner'));
    const other = await createUser(server, randomEmail('dw-other'));
    const id = await start(owner, 25);
    expectPgError(await finish(other, id, 1), '42501', 403);
    expectPgError(
      await createTestClient(server).rpc('finish_deep_work_session', { p_session_id: id, p_duration_minutes: 1 }),
      '42501',
      401,
    );
    const theirGoal = await insertId(server, 'one_thing_goals', valid.goal(other.userId));
    const theirStep = await insertId(server, 'one_thing_tasks', valid.step(theirGoal));
    expectPgError(await finish(owner, id, 1, { taskId: theirStep }), '42501', 403);
    expect(await sessionRow(id)).toMatchObject({ completed_at: null, task_id: null });

    const ownGoal = await insertId(server, 'one_thing_goals', valid.goal(owner.userId));
    const ownStep = await insertId(server, 'one_thing_tasks', valid.step(ownGoal));
    expectOk(await finish(owner, id, 1, { taskId: ownStep }));
    expect(await sessionRow(id)).toMatchObject({ task_id: ownStep, duration_minutes: 1 });
  });
});

describe('deep work check-ins', () => {
  it('a real start and finish posts exactly one check-in with its minutes; a stopped session none', async () => {
    const { who, groupId } = await memberOfGroup('honest');
    const kept = await start(who, 45);
    await startedAgo(kept, 45);
    expectOk(await finish(who, kept, 45));
    const stopped = await start(who, 25);
    await startedAgo(stopped, 10);
    expectOk(await finish(who, stopped, 10, { canceled: true }));
    expect(await checkins(groupId)).toEqual(['completed a 45-minute deep work session']);
  });

  it('a finished session written by the service role (an import, a fixture) posts nothing', async () => {
    const { who, groupId } = await memberOfGroup('imported');
    const service = createTestClient(server, server.serviceRoleKey);
    const imported = await service
      .from('deep_work_sessions')
      .insert({ user_id: who.userId, duration_minutes: 50, completed_at: new Date().toISOString() });
    expectOk(imported, 201);
    await insertRow(server, 'deep_work_sessions', valid.session(who.userId, { completed_at: '2020-03-01T10:00:00Z' }));
    expect(await checkins(groupId)).toEqual([]);
  });
});

describe('check-ins are posted at a bounded rate', () => {
  it('record_completed_playbook is gone', async () => {
    const who = await createUser(server, randomEmail('no-record'));
    const gone = await who.client.rpc('record_completed_playbook', { p_title: 'Spam' });
    expectPgError(gone, 'PGRST202', 404);
  });

  it('a burst of completed goals posts at most 3 check-ins a minute; every goal is still completed', async () => {
    const { who, groupId } = await memberOfGroup('burst');
    const completed: string[] = [];
    for (let i = 0; i < 6; i += 1) {
      const goal = await who.client.rpc('create_goal', { p_title: `Goal ${i}` });
      expectOk(goal);
      const id = (goal.data as { id: string }).id;
      const done = await who.client.rpc('complete_goal', { p_goal_id: id });
      expectOk(done);
      completed.push(String((done.data as { completed_at: string | null }).completed_at));
    }
    expect(completed.every((at) => at !== 'null')).toBe(true);
    expect(await checkins(groupId)).toHaveLength(3);
  });

  it('parallel requests cannot all slip under the limit', async () => {
    const { who, groupId } = await memberOfGroup('parallel');
    const ids: string[] = [];
    for (let i = 0; i < 8; i += 1) ids.push(await start(who, 5));
    for (const id of ids) await startedAgo(id, 5);
    const results = await Promise.all(ids.map((id) => finish(who, id, 5)));
    for (const result of results) expectOk(result);
    const rows = await selectRows(server, 'deep_work_sessions', { user_id: who.userId });
    expect(rows.filter((row) => row['completed_at'] !== null)).toHaveLength(8);
    expect(await checkins(groupId)).toHaveLength(3);
  });

  it('at most 30 check-ins a day: older ones count until a day has passed', async () => {
    const { who, groupId } = await memberOfGroup('daily');
    // 30 check-ins posted earlier today (moved back past the minute limit by the superuser).
    for (let i = 0; i < 30; i += 1) {
      const goal = await who.client.rpc('create_goal', { p_title: `Daily ${i}` });
      expectOk(await who.client.rpc('complete_goal', { p_goal_id: (goal.data as { id: string }).id }));
      await server.db.query(
        "update public.group_posts set created_at = now() - interval '2 hours' where user_id = $1 and kind = 'checkin'",
        [who.userId],
      );
      await server.db.query("update public.checkin_log set posted_at = now() - interval '2 hours' where user_id = $1", [
        who.userId,
      ]);
    }
    expect(await checkins(groupId)).toHaveLength(30);
    const late = await start(who, 20);
    await startedAgo(late, 20);
    expectOk(await finish(who, late, 20));
    expect(await checkins(groupId)).toHaveLength(30);

    await server.db.query("update public.checkin_log set posted_at = now() - interval '25 hours' where user_id = $1", [
      who.userId,
    ]);
    const nextDay = await start(who, 20);
    await startedAgo(nextDay, 20);
    expectOk(await finish(who, nextDay, 20));
    expect(await checkins(groupId)).toHaveLength(31);
  });

  it('a withdrawn check-in still counts: undoing and redoing a goal cannot flood the feed', async () => {
    const { who, groupId } = await memberOfGroup('undo-loop');
    const goal = await who.client.rpc('create_goal', { p_title: 'Loop' });
    const goalId = (goal.data as { id: string }).id;
    const step = await who.client.rpc('create_step', {
      p_goal_id: goalId,
      p_title: 'Only step',
      p_start_time: '09:00',
      p_duration_minutes: 30,
      p_date: '2026-03-02',
    });
    const stepId = (step.data as { id: string }).id;
    let posted = 0;
    for (let i = 0; i < 5; i += 1) {
      const done = await who.client.rpc('set_step_completed', { p_step_id: stepId, p_completed: true });
      expectOk(done);
      expect((done.data as { goal_completed: boolean }).goal_completed).toBe(true);
      posted += (await checkins(groupId)).length;
      expectOk(await who.client.rpc('reopen_goal_step', { p_step_id: stepId }));
    }
    expect(posted).toBe(3);
  });

  it('one playbook run after another: every run is recorded, its group sees one check-in a day', async () => {
    const { who, groupId } = await memberOfGroup('playbook-runs');
    const playbookId = await insertId(server, 'playbooks', valid.playbook(who.userId, { title: 'Sprint' }));
    for (let i = 0; i < 3; i += 1) {
      const run = await who.client.rpc('complete_playbook_run', { p_playbook_id: playbookId });
      expectOk(run);
      expect(run.data).toMatchObject({ title: 'Sprint', is_active: false, progress: 100 });
    }
    expect(await selectRows(server, 'one_thing_goals', { user_id: who.userId })).toHaveLength(3);
    expect(await checkins(groupId)).toEqual(['completed their ONE Thing']);
  });
});
