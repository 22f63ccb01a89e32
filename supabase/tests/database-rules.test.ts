// The app's rules kept by the database (supabase/migrations), driven through supabase-js as the app
// calls them: rpc() for multi-row changes, and plain requests that try to bypass them.
import { describe, expect, it } from 'vitest';
import {
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
  valid,
} from './fixtures.ts';

const server = setupTestServer({ shared: true });

const ACTIVE_GOAL_EXISTS = 'You already have an active ONE Thing goal. Complete it before creating a new one.';

/** The user's calendar day, as the database sees it (profile time zone). */
async function todayOf(userId: string): Promise<string> {
  const { rows } = await server.db.query<{ day: string }>('select public.user_today($1)::text as day', [userId]);
  return rows[0]?.day ?? '';
}

async function goalsOf(userId: string) {
  return selectRows(server, 'one_thing_goals', { user_id: userId });
}

async function createGoal(user: TestUser, title: string) {
  const result = await user.client.rpc('create_goal', { p_title: title });
  expectOk(result);
  return result.data as { id: string; is_active: boolean; progress: number };
}

async function createStep(user: TestUser, goalId: string, title: string, start: string, minutes = 30, date?: string) {
  return user.client.rpc('create_step', {
    p_goal_id: goalId,
    p_title: title,
    p_start_time: start,
    p_duration_minutes: minutes,
    p_date: date ?? (await todayOf(user.userId)),
  });
}

describe('profiles are created by the database', () => {
  it('a sign-up gets a profile from its metadata, with a valid time zone or UTC', async () => {
    const client = createTestClient(server);
    const email = randomEmail('profile-trigger');
    const signUp = await client.auth.signUp({
      email,
      password: 'password123',
      options: { data: { username: 'ada', full_name: 'Ada Lovelace', time_zone: 'Europe/London' } },
    });
    expect(signUp.error).toBeNull();
    const userId = signUp.data.user?.id ?? '';
    const [profile] = await selectRows(server, 'profiles', { user_id: userId });
    expect(profile).toMatchObject({
      username: 'ada',
      full_name: 'Ada Lovelace',
      avatar_url: null,
      time_zone: 'Europe/London',
    });

    const other = createTestClient(server);
    const bad = await other.auth.signUp({
      email: randomEmail('profile-tz'),
      password: 'password123',
      options: { data: { time_zone: 'Mars/Olympus' } },
    });
    expect(bad.error).toBeNull();
    const [fallback] = await selectRows(server, 'profiles', { user_id: bad.data.user?.id ?? '' });
    expect(fallback).toMatchObject({ username: null, full_name: null, time_zone: 'UTC' });
  });

  it('clients cannot insert profiles; they update their own, with a real time zone', async () => {
    const user = await createUser(server, randomEmail('profile-insert'));
    await server.db.query('delete from public.profiles where user_id = $1', [user.userId]);
    const insert = await user.client.from('profiles').insert({ user_id: user.userId, username: 'me' });
    expectPgError(insert, '42501', 403);
    expect(await countRows(server, 'profiles', { user_id: user.userId })).toBe(0);

    const other = await createUser(server, randomEmail('profile-update'));
    expectOk(await other.client.from('profiles').update({ time_zone: 'Asia/Kolkata' }).eq('user_id', other.userId));
    expect(await todayOf(other.userId)).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    expectPgError(
      await other.client.from('profiles').update({ time_zone: 'Nowhere/Town' }).eq('user_id', other.userId),
      '22023',
      400,
    );
    expect((await selectRows(server, 'profiles', { user_id: other.userId }))[0]).toMatchObject({
      time_zone: 'Asia/Kolkata',
    });
  });
});

describe('group members see display fields only', () => {
  it("a co-member cannot read another member's profile row, only the summary's display fields", async () => {
    const owner = await createUser(server, randomEmail('privacy-owner'));
    const peer = await createUser(server, randomEmail('privacy-peer'));
    await server.db.query(
      `update public.profiles set full_name = 'Olive', username = 'olive', share_one_thing = false,
         onboarding_answers = '{"biggestChallenge": "My private struggle", "oneThingGoal": "Secret plan"}'
       where user_id = $1`,
      [owner.userId],
    );
    await insertId(server, 'one_thing_goals', valid.goal(owner.userId, { title: 'Secret plan', is_active: true }));
    const groupId = await insertId(server, 'groups', valid.group(owner.userId));
    await insertRow(server, 'group_members', { group_id: groupId, user_id: peer.userId });

    const direct = await peer.client.from('profiles').select('*').eq('user_id', owner.userId);
    expectOk(direct);
    expect(direct.data).toEqual([]);

    const summaries = await peer.client.rpc('group_member_summaries', { gid: groupId });
    expectOk(summaries);
    const ownerSummary = (summaries.data as Record<string, unknown>[]).find((row) => row['user_id'] === owner.userId);
    expect(ownerSummary).toMatchObject({ display_name: 'Olive', username: 'olive', one_thing_title: null });
    expect(JSON.stringify(summaries.data)).not.toContain('My private struggle');

    await server.db.query('update public.profiles set share_one_thing = true where user_id = $1', [owner.userId]);
    const shared = await peer.client.rpc('group_member_summaries', { gid: groupId });
    expect((shared.data as Record<string, unknown>[]).find((row) => row['user_id'] === owner.userId)).toMatchObject({
      one_thing_title: 'Secret plan',
    });
  });
});

describe('goals', () => {
  it('create_goal deactivates a completed goal and inserts the new active one in one transaction', async () => {
    const user = await createUser(server, randomEmail('goal-create'));
    const first = await createGoal(user, 'First');
    const step = await createStep(user, first.id, 'Only step', '09:00');
    expectOk(
      await user.client.rpc('set_step_completed', { p_step_id: (step.data as { id: string }).id, p_completed: true }),
    );

    const second = await createGoal(user, '  Second  ');
    expect(second).toMatchObject({
      title: 'Second',
      is_active: true,
      progress: 0,
      source_type: 'manual',
      priority: 'Medium',
    });
    const goals = await goalsOf(user.userId);
    expect(goals.filter((g) => g['is_active']).map((g) => g['title'])).toEqual(['Second']);
    expect(goals.find((g) => g['title'] === 'First')).toMatchObject({ is_active: false, progress: 100 });
  });

  it('create_goal is refused while the active goal is not completed, and changes nothing', async () => {
    const user = await createUser(server, randomEmail('goal-refused'));
    const first = await createGoal(user, 'Unfinished');
    await createStep(user, first.id, 'Open step', '09:00');

    const refused = await user.client.rpc('create_goal', { p_title: 'Another' });
    expectPgError(refused, 'P0001', 400);
    expect(refused.error?.message).toBe(ACTIVE_GOAL_EXISTS);
    const goals = await goalsOf(user.userId);
    expect(goals.map((g) => [g['title'], g['is_active']])).toEqual([['Unfinished', true]]);
  });

  it('a failing create_goal leaves the previous (completed) active goal in place', async () => {
    const user = await createUser(server, randomEmail('goal-atomic'));
    const done = await insertId(
      server,
      'one_thing_goals',
      valid.goal(user.userId, { title: 'Done at 100', is_active: true }),
    );
    await insertId(server, 'one_thing_tasks', valid.step(done, { completed: true }));

    expectPgError(await user.client.rpc('create_goal', { p_title: '   ' }), '23514', 400);
    const goals = await goalsOf(user.userId);
    expect(goals).toHaveLength(1);
    expect(goals[0]).toMatchObject({ title: 'Done at 100', is_active: true, progress: 100 });
  });

  it('clients cannot insert goals or write is_active, progress or completed_at directly', async () => {
    const user = await createUser(server, randomEmail('goal-columns'));
    const goal = await createGoal(user, 'Guarded');
    expectPgError(
      await user.client.from('one_thing_goals').insert({ user_id: user.userId, title: 'Bypass' }),
      '42501',
      403,
    );
    for (const patch of [
      { is_active: false },
      { progress: 100 },
      { completed_at: new Date().toISOString() },
      { user_id: user.userId },
    ]) {
      expectPgError(await user.client.from('one_thing_goals').update(patch).eq('id', goal.id), '42501', 403);
    }
    expectOk(
      await user.client
        .from('one_thing_goals')
        .update({ title: 'Renamed', why_description: 'Because' })
        .eq('id', goal.id),
    );
    expect((await goalsOf(user.userId))[0]).toMatchObject({
      title: 'Renamed',
      why_description: 'Because',
      is_active: true,
      progress: 0,
    });
  });

  it('complete_goal marks it done once; activate_goal re-opens it unless another goal is open', async () => {
    const user = await createUser(server, randomEmail('goal-complete'));
    const goal = await createGoal(user, 'Finish me');
    const completed = await user.client.rpc('complete_goal', { p_goal_id: goal.id });
    expectOk(completed);
    const firstCompletedAt = (completed.data as { completed_at: string }).completed_at;
    expect(completed.data).toMatchObject({ is_active: false, progress: 100 });
    const again = await user.client.rpc('complete_goal', { p_goal_id: goal.id });
    expect((again.data as { completed_at: string }).completed_at).toBe(firstCompletedAt);

    const next = await createGoal(user, 'Next');
    expectPgError(await user.client.rpc('activate_goal', { p_goal_id: goal.id }), 'P0001', 400);
    expectOk(await user.client.rpc('complete_goal', { p_goal_id: next.id }));
    const reopened = await user.client.rpc('activate_goal', { p_goal_id: goal.id });
    expectOk(reopened);
    expect(reopened.data).toMatchObject({ is_active: true, completed_at: null, progress: 0 });
  });

  it("nobody completes, activates or deletes another user's goal", async () => {
    const owner = await createUser(server, randomEmail('goal-owner'));
    const intruder = await createUser(server, randomEmail('goal-intruder'));
    const goal = await createGoal(owner, 'Mine');
    expectPgError(await intruder.client.rpc('complete_goal', { p_goal_id: goal.id }), '42501', 403);
    expectPgError(await intruder.client.rpc('activate_goal', { p_goal_id: goal.id }), '42501', 403);
    expectPgError(await createStep(intruder, goal.id, 'Sneaky', '10:00'), '42501', 403);
    expectOk(await intruder.client.from('one_thing_goals').delete().eq('id', goal.id));
    expect((await goalsOf(owner.userId))[0]).toMatchObject({ title: 'Mine', is_active: true });
  });

  it('deleting a goal is one request that removes its steps and blocks', async () => {
    const user = await createUser(server, randomEmail('goal-delete'));
    const goal = await createGoal(user, 'Delete me');
    await createStep(user, goal.id, 'A', '09:00');
    await createStep(user, goal.id, 'B', '10:00');
    expect(await countRows(server, 'one_thing_tasks', { goal_id: goal.id })).toBe(4);
    expectOk(await user.client.from('one_thing_goals').delete().eq('id', goal.id), 204);
    expect(await countRows(server, 'one_thing_tasks', { goal_id: goal.id })).toBe(0);
  });
});

describe('steps and time blocks', () => {
  it('create_step saves the step and its block in order, and progress follows', async () => {
    const user = await createUser(server, randomEmail('step-create'));
    const goal = await createGoal(user, 'Steps');
    const first = await createStep(user, goal.id, ' Draft ', '09:00', 45);
    expectOk(first);
    expect(first.data).toMatchObject({
      title: 'Draft',
      start_time: null,
      sort_order: 0,
      step_number: 1,
      completed: false,
      status: 'upcoming',
    });
    const second = await createStep(user, goal.id, 'Edit', '09:45', 30);
    expect(second.data).toMatchObject({ sort_order: 1, step_number: 2 });

    const blocks = (await selectRows(server, 'one_thing_tasks', { goal_id: goal.id })).filter(
      (t) => t['start_time'] !== null,
    );
    expect(blocks.map((b) => [b['title'], b['start_time'], b['end_time'], b['step_id']]).sort()).toEqual([
      ['Draft', '09:00:00', '09:45:00', (first.data as { id: string }).id],
      ['Edit', '09:45:00', '10:15:00', (second.data as { id: string }).id],
    ]);
    expect((await goalsOf(user.userId))[0]).toMatchObject({ progress: 0 });
    expectOk(
      await user.client.rpc('set_step_completed', { p_step_id: (first.data as { id: string }).id, p_completed: true }),
    );
    expect((await goalsOf(user.userId))[0]).toMatchObject({ progress: 50, is_active: true });
  });

  it('an overlapping block raises Time Conflict and saves nothing; adjacent blocks are fine', async () => {
    const user = await createUser(server, randomEmail('step-conflict'));
    const goal = await createGoal(user, 'Busy day');
    expectOk(await createStep(user, goal.id, 'Morning', '09:00', 60));
    for (const [start, minutes] of [
      ['09:30', 10],
      ['08:30', 60],
      ['08:00', 180],
      ['09:00', 1],
    ] as const) {
      const conflict = await createStep(user, goal.id, `Clash ${start}`, start, minutes);
      expectPgError(conflict, '23P01', 400);
      expect(conflict.error).toMatchObject({
        message: 'Time Conflict',
        details: 'This time slot is already taken by another step. Please choose a different time.',
      });
    }
    expect(await countRows(server, 'one_thing_tasks', { goal_id: goal.id })).toBe(2);
    expectOk(await createStep(user, goal.id, 'Right after', '10:00', 30));
    expectOk(await createStep(user, goal.id, 'Right before', '08:30', 30));
    // Another day is another schedule.
    expectOk(await createStep(user, goal.id, 'Tomorrow', '09:00', 60, '2099-01-01'));
    // An empty block (clamped at midnight) is refused like a taken slot.
    expectPgError(await createStep(user, goal.id, 'Too late', '23:59', 30), '23P01', 400);
  });

  it('a hand-made overlapping block is refused too, and so is moving a block onto another', async () => {
    const user = await createUser(server, randomEmail('step-bypass'));
    const goal = await createGoal(user, 'Bypass');
    expectOk(await createStep(user, goal.id, 'Taken', '14:00', 60));
    const today = await todayOf(user.userId);
    const sneaky = await user.client
      .from('one_thing_tasks')
      .insert({ goal_id: goal.id, title: 'Sneaky', date: today, start_time: '14:30', end_time: '15:30' });
    expectPgError(sneaky, '23P01', 400);
    const free = await user.client
      .from('one_thing_tasks')
      .insert({ goal_id: goal.id, title: 'Free', date: today, start_time: '16:00', end_time: '17:00' })
      .select()
      .single();
    expectOk(free);
    expectPgError(
      await user.client
        .from('one_thing_tasks')
        .update({ start_time: '13:30', end_time: '14:15' })
        .eq('id', (free.data as { id: string }).id),
      '23P01',
      400,
    );
  });

  it('concurrent create_step calls for the same slot save exactly one', async () => {
    const user = await createUser(server, randomEmail('step-race'));
    const goal = await createGoal(user, 'Race');
    const results = await Promise.all(
      Array.from({ length: 4 }, (_, i) => createStep(user, goal.id, `Racer ${i}`, '11:00', 30)),
    );
    expect(results.filter((r) => r.error === null)).toHaveLength(1);
    expect(results.filter((r) => r.error?.code === '23P01')).toHaveLength(3);
    expect(await countRows(server, 'one_thing_tasks', { goal_id: goal.id })).toBe(2);
  });

  it('update_step renames the step and moves its block, checked for conflicts', async () => {
    const user = await createUser(server, randomEmail('step-update'));
    const goal = await createGoal(user, 'Moves');
    const a = (await createStep(user, goal.id, 'A', '09:00', 30)).data as { id: string };
    await createStep(user, goal.id, 'B', '10:00', 30);
    const blockOfA = (await selectRows(server, 'one_thing_tasks', { step_id: a.id }))[0]?.['id'] as string;

    expectPgError(
      await user.client.rpc('update_step', {
        p_step_id: a.id,
        p_title: 'A',
        p_block_id: blockOfA,
        p_start_time: '10:15',
        p_duration_minutes: 30,
      }),
      '23P01',
      400,
    );
    const moved = await user.client.rpc('update_step', {
      p_step_id: a.id,
      p_title: 'A moved',
      p_block_id: blockOfA,
      p_start_time: '09:15',
      p_duration_minutes: 45,
    });
    expectOk(moved);
    expect((await selectRows(server, 'one_thing_tasks', { id: blockOfA }))[0]).toMatchObject({
      title: 'A moved',
      start_time: '09:15:00',
      end_time: '10:00:00',
      duration_minutes: 45,
    });
    expectOk(await user.client.rpc('update_step', { p_step_id: a.id, p_title: 'Just renamed' }));
    expect((await selectRows(server, 'one_thing_tasks', { id: a.id }))[0]).toMatchObject({ title: 'Just renamed' });
  });

  it('set_step_completed is idempotent, blocks follow, and the last step completes the goal once', async () => {
    const user = await createUser(server, randomEmail('step-complete'));
    const goal = await createGoal(user, 'Finish line');
    const a = (await createStep(user, goal.id, 'A', '09:00')).data as { id: string };
    const b = (await createStep(user, goal.id, 'B', '10:00')).data as { id: string };

    const once = await user.client.rpc('set_step_completed', { p_step_id: a.id, p_completed: true });
    const twice = await user.client.rpc('set_step_completed', { p_step_id: a.id, p_completed: true });
    expect(once.data).toMatchObject({
      goal_completed: false,
      step: { completed: true, status: 'completed' },
      goal: { progress: 50 },
    });
    expect(twice.data).toMatchObject({ goal_completed: false, goal: { progress: 50, is_active: true } });
    expect((await selectRows(server, 'one_thing_tasks', { step_id: a.id }))[0]).toMatchObject({
      status: 'completed',
      completed: true,
    });

    const last = await user.client.rpc('set_step_completed', { p_step_id: b.id, p_completed: true });
    expect(last.data).toMatchObject({ goal_completed: true, goal: { is_active: false, progress: 100 } });
    const retried = await user.client.rpc('set_step_completed', { p_step_id: b.id, p_completed: true });
    expect(retried.data).toMatchObject({ goal_completed: false, goal: { is_active: false, progress: 100 } });

    const undone = await user.client.rpc('set_step_completed', { p_step_id: a.id, p_completed: false });
    expect(undone.data).toMatchObject({
      step: { completed: false, status: 'upcoming' },
      goal: { progress: 100, is_active: false },
    });
    expect((await selectRows(server, 'one_thing_tasks', { step_id: a.id }))[0]).toMatchObject({
      status: 'upcoming',
      completed: false,
    });
  });

  it('progress follows added and deleted steps and cannot be written; status and goal_id cannot be set', async () => {
    const user = await createUser(server, randomEmail('step-progress'));
    const goal = await createGoal(user, 'Progress');
    const steps = [];
    for (const start of ['08:00', '09:00', '10:00'])
      steps.push((await createStep(user, goal.id, start, start)).data as { id: string });
    await user.client.rpc('set_step_completed', { p_step_id: steps[0]?.id, p_completed: true });
    expect((await goalsOf(user.userId))[0]).toMatchObject({ progress: 33 });
    expectOk(
      await user.client
        .from('one_thing_tasks')
        .delete()
        .eq('id', steps[2]?.id ?? ''),
    );
    expect((await goalsOf(user.userId))[0]).toMatchObject({ progress: 50, is_active: true });
    expectPgError(
      await user.client
        .from('one_thing_tasks')
        .update({ status: 'completed' })
        .eq('id', steps[1]?.id ?? ''),
      '42501',
      403,
    );
    const other = await createGoal(await createUser(server, randomEmail('progress-other')), 'Other');
    expectPgError(
      await user.client
        .from('one_thing_tasks')
        .update({ goal_id: other.id })
        .eq('id', steps[1]?.id ?? ''),
      '42501',
      403,
    );
  });
});

describe('habit completions and streaks', () => {
  async function habitFor(user: TestUser, extra: Record<string, unknown> = {}): Promise<string> {
    const created = await user.client
      .from('habits')
      .insert({
        user_id: user.userId,
        name: 'Read',
        cue: 'Coffee',
        two_minute_version: 'One page',
        scheduled_time: '07:00',
        ...extra,
      })
      .select('id')
      .single();
    expectOk(created);
    return (created.data as { id: string }).id;
  }

  it('set_habit_completion sets the intended state: done twice is one row, undone twice is none', async () => {
    const user = await createUser(server, randomEmail('habit-set'));
    const habitId = await habitFor(user);
    const today = await todayOf(user.userId);
    for (let i = 0; i < 2; i += 1) {
      const done = await user.client.rpc('set_habit_completion', {
        p_habit_id: habitId,
        p_date: today,
        p_completed: true,
      });
      expectOk(done);
      expect(done.data).toMatchObject({
        completed: true,
        current_streak: 1,
        longest_streak: 1,
        completion_date: today,
      });
    }
    expect(await countRows(server, 'habit_completions', { habit_id: habitId })).toBe(1);
    for (let i = 0; i < 2; i += 1) {
      const undone = await user.client.rpc('set_habit_completion', {
        p_habit_id: habitId,
        p_date: today,
        p_completed: false,
      });
      expect(undone.data).toMatchObject({ completed: false, current_streak: 0, longest_streak: 0 });
    }
    expect(await countRows(server, 'habit_completions', { habit_id: habitId })).toBe(0);
  });

  it('refuses future days, days before the habit existed and unscheduled days, whichever way they are sent', async () => {
    const user = await createUser(server, randomEmail('habit-guard'));
    const today = await todayOf(user.userId);
    const weekday = new Date(`${today}T12:00:00Z`).toLocaleDateString('en-US', { weekday: 'long', timeZone: 'UTC' });
    const habitId = await habitFor(user, { scheduled_days: [weekday], target_per_week: 1 });
    const inAWeek = new Date(Date.parse(`${today}T00:00:00Z`) + 7 * 86_400_000).toISOString().slice(0, 10);
    const lastYear = new Date(Date.parse(`${today}T00:00:00Z`) - 364 * 86_400_000).toISOString().slice(0, 10);
    const tomorrow = new Date(Date.parse(`${today}T00:00:00Z`) + 86_400_000 * 2).toISOString().slice(0, 10);
    for (const day of [inAWeek, lastYear, tomorrow]) {
      expectPgError(
        await user.client.rpc('set_habit_completion', { p_habit_id: habitId, p_date: day, p_completed: true }),
        '23514',
        400,
      );
      expectPgError(
        await user.client
          .from('habit_completions')
          .insert({ habit_id: habitId, user_id: user.userId, completion_date: day }),
        '23514',
        400,
      );
    }
    expect(await countRows(server, 'habit_completions', { habit_id: habitId })).toBe(0);
    expectOk(await user.client.rpc('set_habit_completion', { p_habit_id: habitId, p_date: today, p_completed: true }));
  });

  it("clients cannot write streaks or a habit's creation time, nor touch another user's habit", async () => {
    const user = await createUser(server, randomEmail('habit-columns'));
    const habitId = await habitFor(user);
    for (const patch of [
      { streak: 999 },
      { longest_streak: 999 },
      { streak_last_day: '2020-01-01' },
      { created_at: '2020-01-01T00:00:00Z' },
    ]) {
      expectPgError(await user.client.from('habits').update(patch).eq('id', habitId), '42501', 403);
    }
    const forged = await user.client.from('habits').insert({
      user_id: user.userId,
      name: 'Forged',
      cue: 'x',
      two_minute_version: 'y',
      scheduled_time: '07:00',
      streak: 500,
      created_at: '2020-01-01T00:00:00Z',
    });
    expectPgError(forged, '42501', 403);
    expectPgError(
      await user.client.from('habit_completions').update({ completion_date: '2020-01-01' }).eq('habit_id', habitId),
      '42501',
      403,
    );

    const intruder = await createUser(server, randomEmail('habit-intruder'));
    const today = await todayOf(user.userId);
    expectPgError(
      await intruder.client.rpc('set_habit_completion', { p_habit_id: habitId, p_date: today, p_completed: true }),
      '42501',
      403,
    );
  });

  it('a schedule change recomputes the stored streaks over the whole history', async () => {
    const user = await createUser(server, randomEmail('habit-schedule'));
    // Created long ago by the database's own hand, so past completions are allowed.
    const habitId = await insertId(server, 'habits', valid.habit(user.userId, { created_at: '2026-01-01T12:00:00Z' }));
    // Daily: Mon 2, Wed 4, Fri 6 and Sat 7 March 2026 make runs of 1, 1 and 2; on Mon/Wed/Fri they are one run of 3.
    for (const day of ['2026-03-02', '2026-03-04', '2026-03-06', '2026-03-07']) {
      expectOk(await user.client.rpc('set_habit_completion', { p_habit_id: habitId, p_date: day, p_completed: true }));
    }
    expect((await selectRows(server, 'habits', { id: habitId }))[0]).toMatchObject({
      streak: 2,
      longest_streak: 2,
      streak_last_day: '2026-03-07',
    });
    expectOk(
      await user.client
        .from('habits')
        .update({ scheduled_days: ['Monday', 'Wednesday', 'Friday'], target_per_week: 3 })
        .eq('id', habitId),
    );
    expect((await selectRows(server, 'habits', { id: habitId }))[0]).toMatchObject({
      streak: 3,
      longest_streak: 3,
      streak_last_day: '2026-03-06',
    });
  });

  it('three years of daily completions: the streak counts every day, and lists are capped at 1,000 rows', async () => {
    const user = await createUser(server, randomEmail('habit-years'));
    const today = await todayOf(user.userId);
    const habitId = await insertId(
      server,
      'habits',
      valid.habit(user.userId, {
        created_at: new Date(Date.parse(`${today}T12:00:00Z`) - 1100 * 86_400_000).toISOString(),
      }),
    );
    await server.db.query(
      `insert into public.habit_completions (habit_id, user_id, completion_date)
       select $1, $2, $3::date - i from generate_series(1, 1095) as i`,
      [habitId, user.userId, today],
    );
    const streaks = await user.client.rpc('habit_streaks', {}, { get: true });
    expectOk(streaks);
    expect(streaks.data).toEqual([{ habit_id: habitId, current_streak: 1095, longest_streak: 1095 }]);

    const done = await user.client.rpc('set_habit_completion', {
      p_habit_id: habitId,
      p_date: today,
      p_completed: true,
    });
    expect(done.data).toMatchObject({ current_streak: 1096, longest_streak: 1096 });

    const all = await user.client
      .from('habit_completions')
      .select('completion_date', { count: 'exact' })
      .eq('habit_id', habitId);
    expectOk(all);
    expect(all.count).toBe(1096);
    expect(all.data?.length).toBeLessThanOrEqual(1000);
  });
});
