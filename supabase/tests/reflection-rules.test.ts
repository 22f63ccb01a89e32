// Reflections as the database keeps them: save_reflection writes the intended state and never leaves an
// empty entry, periods are aligned and not in the future, answers fit the kind's prompts, and
// reflection_facts counts a period of the caller's own data on the caller's calendar.
import { beforeAll, describe, expect, it } from 'vitest';
import {
  type TestUser,
  countRows,
  createTestClient,
  createUser,
  expectOk,
  expectPgError,
  insertId,
  setupTestServer,
  randomEmail,
  valid,
} from './fixtures.ts';

const server = setupTestServer({ shared: true });

async function userIn(zone: string): Promise<TestUser> {
  const user = await createUser(server, randomEmail(`reflect-${zone.replace('/', '-')}`));
  await server.db.query('update public.profiles set time_zone = $2 where user_id = $1', [user.userId, zone]);
  return user;
}

/** A wall-clock time on `zone`'s calendar as an instant. */
async function at(zone: string, wallClock: string): Promise<string> {
  const { rows } = await server.db.query<{ t: string }>(
    `select to_char(($1::timestamp at time zone $2) at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS"Z"') as t`,
    [wallClock, zone],
  );
  return rows[0]?.t ?? '';
}

type Facts = Record<string, unknown>;

async function factsOf(user: TestUser, kind: string, periodStart: string): Promise<Facts> {
  const result = await user.client.rpc('reflection_facts', { p_kind: kind, p_period_start: periodStart });
  expectOk(result);
  return result.data as Facts;
}

describe('save_reflection', () => {
  let user: TestUser;
  beforeAll(async () => {
    user = await userIn('Europe/London');
  });

  const save = (args: Record<string, unknown>) =>
    user.client.rpc('save_reflection', { p_kind: 'daily', p_period_start: '2026-03-10', ...args });

  it('creates nothing while nothing is written (blank answers, empty notes)', async () => {
    const result = await save({ p_answers: { did: '   ' }, p_notes_html: '<p><br></p>' });
    expectOk(result);
    expect(result.data).toBeNull();
    expect(await countRows(server, 'reflections', { user_id: user.userId })).toBe(0);
  });

  it('writes the whole intended state, once per period, and deletes the entry when it is cleared', async () => {
    const first = await save({ p_answers: { did: 'Outlined the book', grateful: '' }, p_energy_rating: 4 });
    expectOk(first);
    expect(first.data).toMatchObject({ answers: { did: 'Outlined the book' }, energy_rating: 4, focus_rating: null });
    const second = await save({
      p_answers: { did: 'Outlined the book' },
      p_notes_html: '<p><strong>Good</strong></p>',
    });
    expectOk(second);
    expect(second.data).toMatchObject({ energy_rating: null, notes_html: '<p><strong>Good</strong></p>' });
    expect(await countRows(server, 'reflections', { user_id: user.userId })).toBe(1);

    const cleared = await save({ p_answers: {}, p_notes_html: '<p> &nbsp;</p>' });
    expectOk(cleared);
    expect(cleared.data).toBeNull();
    expect(await countRows(server, 'reflections', { user_id: user.userId })).toBe(0);
  });

  it('the same content sent again (a replay) changes nothing, not even the time it was saved', async () => {
    const entry = { p_period_start: '2026-03-11', p_answers: { did: 'Drafted', obstacles: ' ' }, p_focus_rating: 3 };
    const first = await save(entry);
    expectOk(first);
    const again = await save(entry);
    expectOk(again);
    expect(again.data).toEqual(first.data);
    // A different content saved later wins, whichever device sent it.
    const later = await save({ ...entry, p_answers: { did: 'Drafted twice' } });
    expectOk(later);
    expect(later.data).toMatchObject({ answers: { did: 'Drafted twice' }, focus_rating: 3 });
    await save({ p_period_start: '2026-03-11', p_answers: {} });
  });

  it('refuses a period that does not start on its first day, an unknown kind and ratings on weekly entries', async () => {
    expectPgError(
      await save({ p_kind: 'weekly', p_period_start: '2026-03-10', p_answers: { wins: 'x' } }),
      '22023',
      400,
    );
    expectPgError(
      await save({ p_kind: 'monthly', p_period_start: '2026-03-02', p_answers: { wins: 'x' } }),
      '22023',
      400,
    );
    expectPgError(await save({ p_kind: 'yearly', p_answers: { wins: 'x' } }), '22023', 400);
    expectPgError(
      await save({ p_kind: 'weekly', p_period_start: '2026-03-08', p_answers: { wins: 'x' }, p_energy_rating: 3 }),
      '22023',
      400,
    );
  });

  it('refuses answers to prompts of another kind, non-text answers and overlong ones', async () => {
    expectPgError(await save({ p_answers: { wins: 'weekly prompt on a daily entry' } }), '23514', 400);
    expectPgError(await save({ p_answers: { did: 5 } }), '23514', 400);
    expectPgError(await save({ p_answers: { did: 'x'.repeat(5001) } }), '23514', 400);
    expectPgError(
      await user.client.from('reflections').insert(valid.reflection(user.userId, { answers: { hacked: 'x' } })),
      '23514',
      400,
    );
  });

  it('refuses a period that has not started anywhere on Earth yet', async () => {
    const { rows } = await server.db.query<{ d: string }>(
      `select to_char((now() at time zone 'Etc/GMT-14')::date + 1, 'YYYY-MM-DD') as d`,
    );
    expectPgError(await save({ p_period_start: rows[0]?.d, p_answers: { did: 'x' } }), '23514', 400);
  });

  it('is not callable without a user', async () => {
    const anon = createTestClient(server);
    const result = await anon.rpc('save_reflection', {
      p_kind: 'daily',
      p_period_start: '2026-03-10',
      p_answers: { did: 'x' },
    });
    expect(result.error).not.toBeNull();
  });
});

describe('reflection_days', () => {
  it('lists only the caller’s daily entries, newest first', async () => {
    const alice = await userIn('UTC');
    const bob = await userIn('UTC');
    for (const day of ['2026-03-01', '2026-03-03', '2026-03-02']) {
      expectOk(
        await alice.client.rpc('save_reflection', { p_kind: 'daily', p_period_start: day, p_answers: { did: 'x' } }),
      );
    }
    expectOk(
      await alice.client.rpc('save_reflection', {
        p_kind: 'weekly',
        p_period_start: '2026-03-01',
        p_answers: { wins: 'x' },
      }),
    );
    expectOk(
      await bob.client.rpc('save_reflection', {
        p_kind: 'daily',
        p_period_start: '2026-03-04',
        p_answers: { did: 'x' },
      }),
    );
    const days = await alice.client.rpc('reflection_days');
    expectOk(days);
    expect(days.data).toEqual(['2026-03-03', '2026-03-02', '2026-03-01']);
  });
});

describe('completed steps are stamped by the database', () => {
  it('set_step_completed stamps the time; un-completing clears it; clients cannot write it', async () => {
    const user = await userIn('UTC');
    const goal = await user.client.rpc('create_goal', { p_title: 'Ship', p_priority: 'High' });
    expectOk(goal);
    const goalId = (goal.data as { id: string }).id;
    const stepId = await insertId(server, 'one_thing_tasks', valid.step(goalId));
    expectOk(await user.client.rpc('set_step_completed', { p_step_id: stepId, p_completed: true }));
    const done = await server.db.query<{ completed_at: Date | null }>(
      'select completed_at from public.one_thing_tasks where id = $1',
      [stepId],
    );
    expect(done.rows[0]?.completed_at).not.toBeNull();
    expect(Date.now() - new Date(String(done.rows[0]?.completed_at)).getTime()).toBeLessThan(60_000);
    // The goal completed with its last step; completing again changes nothing, un-completing clears the stamp.
    expectOk(await user.client.rpc('set_step_completed', { p_step_id: stepId, p_completed: false }));
    const open = await server.db.query<{ completed_at: Date | null }>(
      'select completed_at from public.one_thing_tasks where id = $1',
      [stepId],
    );
    expect(open.rows[0]?.completed_at).toBeNull();
    const forged = await user.client
      .from('one_thing_tasks')
      .update({ completed_at: '2020-01-01T00:00:00Z' })
      .eq('id', stepId);
    expect(forged.error).not.toBeNull();
  });
});

// One user per zone; the same wall-clock schedule of activity on each one's calendar gives the same facts.
describe.each(['Pacific/Auckland', 'America/New_York', 'Asia/Kolkata', 'UTC'])('reflection_facts in %s', (zone) => {
  let user: TestUser;
  let other: TestUser;

  beforeAll(async () => {
    user = await userIn(zone);
    other = await userIn(zone);
    const goalId = await insertId(
      server,
      'one_thing_goals',
      valid.goal(user.userId, { is_active: true, title: 'Write the book' }),
    );
    await server.db.transaction(async (tx) => {
      // Steps completed at chosen moments: the stamp trigger is off while they are written.
      await tx.query('set local session_replication_role = replica');
      for (const [title, wall] of [
        ['before the day', '2026-03-09 23:59:59'],
        ['first minute', '2026-03-10 00:00:00'],
        ['last minute', '2026-03-10 23:59:59'],
        ['next day', '2026-03-11 00:00:00'],
        ['end of month', '2026-03-31 23:00:00'],
      ] as const) {
        await tx.query(
          `insert into public.one_thing_tasks (goal_id, title, completed, status, completed_at)
           values ($1, $2, true, 'completed', $3::timestamp at time zone $4)`,
          [goalId, title, wall, zone],
        );
      }
      await tx.query(`insert into public.one_thing_tasks (goal_id, title) values ($1, 'open step')`, [goalId]);
      await tx.query('set local session_replication_role = origin');
    });
    for (const [wall, minutes, canceled, shield] of [
      ['2026-03-10 08:00:00', 50, false, true],
      ['2026-03-10 20:00:00', 25, false, false],
      ['2026-03-10 21:00:00', 10, true, true],
      ['2026-03-09 23:30:00', 60, false, true],
      ['2026-03-14 12:00:00', 15, false, false],
    ] as const) {
      const sessionId = await insertId(
        server,
        'deep_work_sessions',
        valid.session(user.userId, {
          duration_minutes: minutes,
          emergency_canceled: canceled,
          shield_enabled: shield,
          completed_at: await at(zone, wall),
        }),
      );
      if (wall === '2026-03-10 08:00:00') {
        for (const blocked of ['2026-03-10 08:10:00', '2026-03-10 08:20:00']) {
          await insertId(
            server,
            'shield_block_log',
            valid.shieldLog(user.userId, { session_id: sessionId, blocked_at: await at(zone, blocked) }),
          );
        }
      }
    }
    await insertId(
      server,
      'shield_block_log',
      valid.shieldLog(user.userId, { domain: 'reddit.com', blocked_at: await at(zone, '2026-03-11 00:00:01') }),
    );
    // A daily habit since long ago and a Mon/Wed/Fri one created on Wednesday 2026-03-11 at 23:30 local.
    const daily = await insertId(server, 'habits', valid.habit(user.userId, { created_at: '2019-12-01T12:00:00Z' }));
    const mwf = await insertId(
      server,
      'habits',
      valid.habit(user.userId, {
        scheduled_days: ['Monday', 'Wednesday', 'Friday'],
        target_per_week: 3,
        created_at: await at(zone, '2026-03-11 23:30:00'),
      }),
    );
    for (const day of ['2026-03-08', '2026-03-10', '2026-03-12']) {
      await insertId(server, 'habit_completions', valid.completion(user.userId, daily, { completion_date: day }));
    }
    for (const day of ['2026-03-11', '2026-03-13']) {
      await insertId(server, 'habit_completions', valid.completion(user.userId, mwf, { completion_date: day }));
    }
    // Someone else's activity on the same days never shows.
    await insertId(
      server,
      'deep_work_sessions',
      valid.session(other.userId, { completed_at: await at(zone, '2026-03-10 12:00:00') }),
    );
    await insertId(
      server,
      'shield_block_log',
      valid.shieldLog(other.userId, { blocked_at: await at(zone, '2026-03-10 12:00:00') }),
    );
  }, 60_000);

  it('counts the day, with its first and last minute', async () => {
    expect(await factsOf(user, 'daily', '2026-03-10')).toEqual({
      kind: 'daily',
      period_start: '2026-03-10',
      period_end: '2026-03-10',
      steps_completed: 2,
      deep_work_minutes: 75,
      deep_work_sessions: 2,
      shield_sessions: 1,
      habit_completions: 1,
      habit_target: 1,
      distractions_blocked: 2,
      blocked_sites: [{ domain: 'youtube.com', attempts: 2 }],
      goals_completed: 0,
      goal: { title: 'Write the book', progress: expect.any(Number) },
    });
  });

  it('counts the week from Sunday (over the New York DST change) and habits from their first day', async () => {
    expect(await factsOf(user, 'weekly', '2026-03-08')).toMatchObject({
      period_start: '2026-03-08',
      period_end: '2026-03-14',
      steps_completed: 4,
      deep_work_minutes: 150,
      deep_work_sessions: 4,
      shield_sessions: 2,
      // daily: 7 scheduled days, 3 done; MWF from its first day, Wednesday 11th: Wed and Fri, both done.
      habit_target: 9,
      habit_completions: 5,
      distractions_blocked: 3,
      // By site, most attempts first; another user's attempts on the same days never show.
      blocked_sites: [
        { domain: 'youtube.com', attempts: 2 },
        { domain: 'reddit.com', attempts: 1 },
      ],
    });
  });

  it('counts the month', async () => {
    expect(await factsOf(user, 'monthly', '2026-03-01')).toMatchObject({
      period_start: '2026-03-01',
      period_end: '2026-03-31',
      steps_completed: 5,
      deep_work_minutes: 150,
      deep_work_sessions: 4,
      // daily: 31 days; MWF from Wed 11th to Tue 31st: 9 days (11,13,16,18,20,23,25,27,30).
      habit_target: 40,
      habit_completions: 5,
    });
  });

  it('shows a user with no data zeros and no goal, and refuses misaligned periods', async () => {
    expect(await factsOf(other, 'daily', '2026-03-11')).toMatchObject({
      steps_completed: 0,
      deep_work_minutes: 0,
      habit_target: 0,
      distractions_blocked: 0,
      goal: null,
    });
    expectPgError(
      await user.client.rpc('reflection_facts', { p_kind: 'weekly', p_period_start: '2026-03-10' }),
      '22023',
      400,
    );
    expectPgError(
      await user.client.rpc('reflection_facts', { p_kind: 'monthly', p_period_start: '2026-03-08' }),
      '22023',
      400,
    );
  });
});
