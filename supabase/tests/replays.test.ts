// Every write the app makes, sent twice (the rule stated in 20261201000100_foundation.sql and kept by each
// domain's file): a request whose answer was lost is sent again, and an offline queue replays what it kept.
// The second time changes nothing of the user's data and answers as the first did; a create carries the
// client's id, and another user's id is refused without reading or changing anything of theirs.
import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import {
  type TestUser,
  createUser,
  expectOk,
  expectPgError,
  insertId,
  insertRow,
  randomEmail,
  selectRows,
  setupTestServer,
  uniqueDate,
  valid,
} from './fixtures.ts';

const server = setupTestServer({ shared: true });

const ID_TAKEN = '42501';
const MONDAY = '2031-03-03';
const TUESDAY = '2031-03-04';

type Answer = { data: unknown; error: { code: string; message: string } | null; status: number };

/** Everything a user owns, as the superuser reads it, update stamps left out (a re-sent update moves them). */
async function stateOf(user: TestUser): Promise<Record<string, unknown>> {
  const owned: Record<string, string> = {
    profiles: 'user_id = $1',
    one_thing_goals: 'user_id = $1',
    one_thing_tasks: 'goal_id in (select g.id from public.one_thing_goals g where g.user_id = $1)',
    habits: 'user_id = $1',
    habit_completions: 'user_id = $1',
    deep_work_sessions: 'user_id = $1',
    playbooks: 'user_id = $1',
    reflections: 'user_id = $1',
    user_settings: 'user_id = $1',
    groups: 'owner_id = $1',
    group_members: 'user_id = $1',
    group_posts: 'user_id = $1',
    deleted_steps: 'user_id = $1',
    deleted_habits: 'user_id = $1',
    checkin_log: 'user_id = $1',
  };
  const state: Record<string, unknown> = {};
  for (const [table, where] of Object.entries(owned)) {
    const { rows } = await server.db.query<{ rows: unknown }>(
      `select coalesce(jsonb_agg(to_jsonb(t) - 'updated_at' order by to_jsonb(t)::text), '[]'::jsonb) as rows
       from public.${table} t where ${where}`,
      [user.userId],
    );
    state[table] = rows[0]?.rows;
  }
  return state;
}

/** An answer without its update stamps (a re-sent update moves them; nothing else may differ). */
function withoutStamps(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(withoutStamps);
  if (value === null || typeof value !== 'object') return value;
  return Object.fromEntries(
    Object.entries(value)
      .filter(([key]) => key !== 'updated_at')
      .map(([key, v]) => [key, withoutStamps(v)]),
  );
}

/**
 * Sends a write twice: both succeed, the second changes nothing of the user's data, and (unless told it
 * reports differently) answers as the first did.
 */
async function sentTwice(
  user: TestUser,
  send: () => PromiseLike<Answer>,
  { sameAnswer = true }: { sameAnswer?: boolean } = {},
): Promise<{ first: Answer; second: Answer }> {
  const first = await send();
  expectOk(first);
  const once = await stateOf(user);
  const second = await send();
  expectOk(second);
  expect(await stateOf(user)).toEqual(once);
  if (sameAnswer) expect(withoutStamps(second.data)).toEqual(withoutStamps(first.data));
  return { first, second };
}

async function goalOf(user: TestUser, title = 'Ship the book'): Promise<string> {
  const created = await user.client.rpc('create_goal', { p_title: title });
  expectOk(created);
  return (created.data as { id: string }).id;
}

async function stepOf(user: TestUser, goalId: string, title: string, start: string, date = MONDAY) {
  const created = await user.client.rpc('create_step', {
    p_goal_id: goalId,
    p_title: title,
    p_start_time: start,
    p_duration_minutes: 30,
    p_date: date,
  });
  expectOk(created);
  const stepId = (created.data as { id: string }).id;
  const [block] = await selectRows(server, 'one_thing_tasks', { step_id: stepId });
  return { stepId, blockId: String(block?.['id']) };
}

async function sharer(name: string): Promise<{ who: TestUser; groupId: string }> {
  const who = await createUser(server, randomEmail(name));
  await server.db.query('update public.profiles set share_checkins = true where user_id = $1', [who.userId]);
  const groupId = await insertId(server, 'groups', valid.group(who.userId));
  return { who, groupId };
}

describe('creates carry the client id: the same id again answers with the row and writes nothing', () => {
  it('create_goal', async () => {
    const user = await createUser(server, randomEmail('replay-goal'));
    const id = randomUUID();
    const { first, second } = await sentTwice(user, () =>
      user.client.rpc('create_goal', { p_title: 'Write daily', p_why_description: 'To finish', p_id: id }),
    );
    expect(first.data).toMatchObject({ id, title: 'Write daily', is_active: true });
    // The very row, update stamp included: the replay wrote nothing.
    expect(second.data).toEqual(first.data);
    expect(await selectRows(server, 'one_thing_goals', { user_id: user.userId })).toHaveLength(1);
  });

  it('create_goal: a replay after the goal moved on answers with it as it is now, not with a refusal', async () => {
    const user = await createUser(server, randomEmail('replay-goal-later'));
    const id = randomUUID();
    expectOk(await user.client.rpc('create_goal', { p_title: 'First', p_id: id }));
    expectOk(await user.client.rpc('complete_goal', { p_goal_id: id }));
    await goalOf(user, 'Second');
    const replay = await user.client.rpc('create_goal', { p_title: 'First', p_id: id });
    expectOk(replay);
    expect(replay.data).toMatchObject({ id, is_active: false, progress: 100 });
    expect(await selectRows(server, 'one_thing_goals', { user_id: user.userId })).toHaveLength(2);
  });

  it('create_goal without an id keeps working, and a new id is refused while the active goal is open', async () => {
    const user = await createUser(server, randomEmail('replay-goal-rule'));
    await goalOf(user);
    const refused = await user.client.rpc('create_goal', { p_title: 'Another', p_id: randomUUID() });
    expectPgError(refused, 'P0001', 400);
    expect(refused.error?.message).toBe(
      'You already have an active ONE Thing goal. Complete it before creating a new one.',
    );
  });

  it('create_step, with the ids of the step and of its time block', async () => {
    const user = await createUser(server, randomEmail('replay-step'));
    const goalId = await goalOf(user);
    const id = randomUUID();
    const blockId = randomUUID();
    const send = () =>
      user.client.rpc('create_step', {
        p_goal_id: goalId,
        p_title: 'Outline',
        p_start_time: '09:00',
        p_duration_minutes: 45,
        p_date: MONDAY,
        p_id: id,
        p_block_id: blockId,
      });
    const { first, second } = await sentTwice(user, send);
    expect(first.data).toMatchObject({ id, title: 'Outline', start_time: null });
    expect(second.data).toEqual(first.data);
    const [block] = await selectRows(server, 'one_thing_tasks', { step_id: id });
    expect(block).toMatchObject({ id: blockId, date: MONDAY, start_time: '09:00:00', end_time: '09:45:00' });
    expect(await selectRows(server, 'one_thing_tasks', { goal_id: goalId })).toHaveLength(2);
  });

  it('create_step: the same id for another goal or a block is refused; a taken slot still refuses a new step', async () => {
    const user = await createUser(server, randomEmail('replay-step-rules'));
    const goalId = await goalOf(user);
    const { stepId, blockId } = await stepOf(user, goalId, 'First', '09:00');
    const again = (id: string, start = '11:00') =>
      user.client.rpc('create_step', {
        p_goal_id: goalId,
        p_title: 'Second',
        p_start_time: start,
        p_duration_minutes: 30,
        p_date: MONDAY,
        p_id: id,
      });
    expectPgError(await again(blockId), ID_TAKEN, 403);
    expectPgError(await again(randomUUID(), '09:15'), '23P01', 400);
    expect(await selectRows(server, 'one_thing_tasks', { goal_id: goalId })).toHaveLength(2);
    expectOk(await again(stepId));
  });

  it('create_step: a goal completed since (another device) refuses a new step, but answers a replay of one saved before', async () => {
    const user = await createUser(server, randomEmail('replay-step-completed'));
    const goalId = await goalOf(user);
    const saved = randomUUID();
    const step = (id: string, start: string) =>
      user.client.rpc('create_step', {
        p_goal_id: goalId,
        p_title: 'Offline',
        p_start_time: start,
        p_duration_minutes: 30,
        p_date: MONDAY,
        p_id: id,
      });
    expectOk(await step(saved, '09:00'));
    expectOk(await user.client.rpc('complete_goal', { p_goal_id: goalId }));
    const before = await stateOf(user);

    const refused = await step(randomUUID(), '10:00');
    expectPgError(refused, 'P0001', 400);
    expect(refused.error?.message).toBe('This ONE Thing is already completed.');
    const replay = await step(saved, '09:00');
    expectOk(replay);
    expect(replay.data).toMatchObject({ id: saved });
    expect(await stateOf(user)).toEqual(before);
  });

  it('create_goal_from_playbook, also once the playbook is gone', async () => {
    const user = await createUser(server, randomEmail('replay-from-playbook'));
    const playbookId = await insertId(
      server,
      'playbooks',
      valid.playbook(user.userId, {
        tasks: [{ title: 'Draft' }, { title: 'Edit' }],
        time_blocks: [{ title: 'Draft', start_time: '09:00', end_time: '10:00', step_number: 1 }],
      }),
    );
    const id = randomUUID();
    const send = () =>
      user.client.rpc('create_goal_from_playbook', { p_playbook_id: playbookId, p_date: MONDAY, p_id: id });
    const { first } = await sentTwice(user, send);
    expect(first.data).toMatchObject({ id, source_playbook_id: playbookId, is_active: true });
    expect(await selectRows(server, 'one_thing_tasks', { goal_id: id })).toHaveLength(3);

    await server.db.query('delete from public.playbooks where id = $1', [playbookId]);
    const replay = await send();
    expectOk(replay);
    expect(replay.data).toMatchObject({ id, source_playbook_id: null });
  });

  it('save_goal_as_playbook', async () => {
    const user = await createUser(server, randomEmail('replay-save-playbook'));
    const goalId = await goalOf(user);
    await stepOf(user, goalId, 'Draft', '09:00');
    const id = randomUUID();
    const { first, second } = await sentTwice(user, () =>
      user.client.rpc('save_goal_as_playbook', { p_goal_id: goalId, p_id: id }),
    );
    expect(first.data).toMatchObject({ id, user_id: user.userId });
    expect(second.data).toEqual(first.data);
    expect(await selectRows(server, 'playbooks', { user_id: user.userId })).toHaveLength(1);
  });

  it('complete_playbook_run: one recorded run and one check-in', async () => {
    const { who, groupId } = await sharer('replay-run');
    const playbookId = await insertId(server, 'playbooks', valid.playbook(who.userId));
    const id = randomUUID();
    const { first, second } = await sentTwice(who, () =>
      who.client.rpc('complete_playbook_run', { p_playbook_id: playbookId, p_id: id }),
    );
    expect(first.data).toMatchObject({ id, is_active: false, progress: 100 });
    expect(second.data).toEqual(first.data);
    expect(await selectRows(server, 'one_thing_goals', { user_id: who.userId })).toHaveLength(1);
    expect(await selectRows(server, 'group_posts', { group_id: groupId, kind: 'checkin' })).toHaveLength(1);

    // Without an id a playbook still runs again and again.
    expectOk(await who.client.rpc('complete_playbook_run', { p_playbook_id: playbookId }));
    expect(await selectRows(server, 'one_thing_goals', { user_id: who.userId })).toHaveLength(2);
  });

  // The app inserts these rows directly: a second insert of the id fails on the primary key (409, 23505),
  // changing nothing, and the client reads its own row back by id and owner.
  const directInserts: {
    table: string;
    owner: string;
    row: (user: TestUser, groupId: string) => Record<string, unknown>;
  }[] = [
    {
      table: 'habits',
      owner: 'user_id',
      row: (user) => ({ ...valid.habit(user.userId), scheduled_time: '07:00' }),
    },
    { table: 'deep_work_sessions', owner: 'user_id', row: (user) => valid.session(user.userId) },
    {
      table: 'playbooks',
      owner: 'user_id',
      row: (user) => ({ ...valid.playbook(user.userId), tasks: [{ title: 'Draft' }] }),
    },
    { table: 'groups', owner: 'owner_id', row: (user) => valid.group(user.userId) },
    { table: 'group_posts', owner: 'user_id', row: (user, groupId) => valid.post(groupId, user.userId) },
  ];

  for (const { table, owner, row } of directInserts) {
    it(`${table}: inserted with its id; the same id again is 23505 and changes nothing`, async () => {
      const user = await createUser(server, randomEmail(`replay-${table}`));
      const groupId = await insertId(server, 'groups', valid.group(user.userId));
      const id = randomUUID();
      const values = { ...row(user, groupId), id };
      const first = await user.client.from(table).insert(values).select().single();
      expectOk(first, 201);
      expect(first.data).toMatchObject({ id, [owner]: user.userId });
      const once = await stateOf(user);

      expectPgError(await user.client.from(table).insert(values).select().single(), '23505', 409);
      expect(await stateOf(user)).toEqual(once);
      const mine = await user.client.from(table).select().eq('id', id).eq(owner, user.userId).single();
      expectOk(mine);
      expect(mine.data).toEqual(first.data);
    });

    it(`${table}: another user's id is refused, and nothing of theirs is read or changed`, async () => {
      const owner_ = await createUser(server, randomEmail(`owner-${table}`));
      const other = await createUser(server, randomEmail(`other-${table}`));
      const ownerGroup = await insertId(server, 'groups', valid.group(owner_.userId, { is_public: false }));
      const otherGroup = await insertId(server, 'groups', valid.group(other.userId));
      const id = randomUUID();
      expectOk(await owner_.client.from(table).insert({ ...row(owner_, ownerGroup), id }));
      const theirs = await stateOf(owner_);

      const taken = await other.client
        .from(table)
        .insert({ ...row(other, otherGroup), id })
        .select()
        .single();
      expectPgError(taken, '23505', 409);
      expect(JSON.stringify(taken.error)).not.toContain(owner_.userId);
      expect(await stateOf(owner_)).toEqual(theirs);
      // Read back by id and owner, the client finds no row of its own: the id is not its row.
      const mine = await other.client.from(table).select().eq('id', id).eq(owner, other.userId);
      expectOk(mine);
      expect(mine.data).toEqual([]);
    });
  }
});

describe("another user's id is refused by every create function, and nothing of theirs is read or changed", () => {
  it('create_goal, create_goal_from_playbook, complete_playbook_run, save_goal_as_playbook, create_step', async () => {
    const owner = await createUser(server, randomEmail('id-owner'));
    const other = await createUser(server, randomEmail('id-other'));
    const ownerGoal = await goalOf(owner);
    const { stepId, blockId } = await stepOf(owner, ownerGoal, 'Theirs', '09:00');
    const ownerPlaybook = await insertId(server, 'playbooks', valid.playbook(owner.userId));
    const theirs = await stateOf(owner);

    const otherPlaybook = await insertId(server, 'playbooks', valid.playbook(other.userId));
    const refusals = [
      other.client.rpc('create_goal', { p_title: 'Mine', p_id: ownerGoal }),
      other.client.rpc('create_goal_from_playbook', { p_playbook_id: otherPlaybook, p_id: ownerGoal }),
      other.client.rpc('complete_playbook_run', { p_playbook_id: otherPlaybook, p_id: ownerGoal }),
    ];
    for (const refused of await Promise.all(refusals)) {
      expectPgError(refused, ID_TAKEN, 403);
      expect(refused.error?.message).toBe('This id is already taken');
    }
    const otherGoal = await goalOf(other, 'Mine');
    expectPgError(
      await other.client.rpc('save_goal_as_playbook', { p_goal_id: otherGoal, p_id: ownerPlaybook }),
      ID_TAKEN,
      403,
    );
    for (const ids of [{ p_id: stepId }, { p_block_id: blockId }, { p_id: blockId }]) {
      const refused = await other.client.rpc('create_step', {
        p_goal_id: otherGoal,
        p_title: 'Mine',
        p_start_time: '13:00',
        p_duration_minutes: 30,
        p_date: MONDAY,
        ...ids,
      });
      expectPgError(refused, ID_TAKEN, 403);
      expect(refused.data).toBeNull();
    }

    expect(await stateOf(owner)).toEqual(theirs);
    expect(await selectRows(server, 'one_thing_tasks', { goal_id: otherGoal })).toEqual([]);
    expect(await selectRows(server, 'one_thing_goals', { user_id: other.userId })).toHaveLength(1);
    expect(await selectRows(server, 'playbooks', { user_id: other.userId })).toHaveLength(1);
  });
});

describe('everything else states the intended state: sent twice, the same as once', () => {
  it('set_habit_completion, done and not done', async () => {
    const user = await createUser(server, randomEmail('replay-habit-day'));
    const habitId = await insertId(server, 'habits', valid.habit(user.userId, { created_at: '2019-12-01T12:00:00Z' }));
    const day = uniqueDate();
    for (const completed of [true, false]) {
      await sentTwice(user, () =>
        user.client.rpc('set_habit_completion', { p_habit_id: habitId, p_date: day, p_completed: completed }),
      );
    }
  });

  it('set_step_completed, update_step, set_block_times, move_unfinished_steps_to_day', async () => {
    const user = await createUser(server, randomEmail('replay-steps'));
    const goalId = await goalOf(user);
    const first = await stepOf(user, goalId, 'First', '09:00', MONDAY);
    const second = await stepOf(user, goalId, 'Second', '10:00', MONDAY);

    await sentTwice(user, () => user.client.rpc('set_step_completed', { p_step_id: first.stepId, p_completed: true }));
    await sentTwice(user, () => user.client.rpc('set_step_completed', { p_step_id: first.stepId, p_completed: false }));
    await sentTwice(user, () =>
      user.client.rpc('update_step', {
        p_step_id: second.stepId,
        p_title: 'Second, renamed',
        p_block_id: second.blockId,
        p_start_time: '11:00',
        p_duration_minutes: 60,
        p_date: MONDAY,
      }),
    );
    // The move reports what it moved: sent again there is nothing left to move, and the data is the same.
    const { first: moved, second: movedAgain } = await sentTwice(
      user,
      () => user.client.rpc('move_unfinished_steps_to_day', { p_goal_id: goalId, p_day: TUESDAY }),
      { sameAnswer: false },
    );
    expect(moved.data).toMatchObject({ moved_steps: 2, left_steps: 0 });
    expect(movedAgain.data).toEqual({ moved_steps: 0, left_steps: 0, blocks: [] });
    const previous = (moved.data as { blocks: unknown[] }).blocks;
    await sentTwice(user, () => user.client.rpc('set_block_times', { p_blocks: previous }));
  });

  it('completing the last step completes the goal once; the replay reports the goal as it is', async () => {
    const { who, groupId } = await sharer('replay-last-step');
    const goalId = await goalOf(who);
    const { stepId } = await stepOf(who, goalId, 'Only', '09:00');
    const { first, second } = await sentTwice(
      who,
      () => who.client.rpc('set_step_completed', { p_step_id: stepId, p_completed: true }),
      { sameAnswer: false },
    );
    // goal_completed says whether this very call completed the goal.
    expect(first.data).toMatchObject({ goal_completed: true, goal: { progress: 100, is_active: false } });
    expect(second.data).toMatchObject({ goal_completed: false, goal: { progress: 100, is_active: false } });
    expect(withoutStamps((second.data as { step: unknown }).step)).toEqual(
      withoutStamps((first.data as { step: unknown }).step),
    );
    expect(await selectRows(server, 'group_posts', { group_id: groupId, kind: 'checkin' })).toHaveLength(1);

    // Its undo, twice: the goal open again, the check-in withdrawn once.
    await sentTwice(who, () => who.client.rpc('reopen_goal_step', { p_step_id: stepId }));
    expect(await selectRows(server, 'group_posts', { group_id: groupId, kind: 'checkin' })).toEqual([]);
  });

  it('complete_goal and activate_goal', async () => {
    const user = await createUser(server, randomEmail('replay-complete-goal'));
    const goalId = await goalOf(user);
    await sentTwice(user, () => user.client.rpc('complete_goal', { p_goal_id: goalId }));
    await sentTwice(user, () => user.client.rpc('activate_goal', { p_goal_id: goalId }));
  });

  it('delete_step and restore_step: the second answers as the first did', async () => {
    const user = await createUser(server, randomEmail('replay-step-undo'));
    const goalId = await goalOf(user);
    const { stepId } = await stepOf(user, goalId, 'Undo me', '09:00');
    const { first: deleted } = await sentTwice(user, () => user.client.rpc('delete_step', { p_step_id: stepId }));
    expect(deleted.data).toMatchObject({ step: { id: stepId } });
    expect(await selectRows(server, 'one_thing_tasks', { goal_id: goalId })).toEqual([]);

    const { first: restored } = await sentTwice(user, () => user.client.rpc('restore_step', { p_step_id: stepId }));
    expect(restored.data).toMatchObject({ id: stepId });
    expect(await selectRows(server, 'one_thing_tasks', { goal_id: goalId })).toHaveLength(2);
  });

  it('delete_step of a step that is gone with nothing kept succeeds with nothing; another user is refused', async () => {
    const owner = await createUser(server, randomEmail('replay-step-gone'));
    const other = await createUser(server, randomEmail('replay-step-gone-other'));
    const gone = await owner.client.rpc('delete_step', { p_step_id: randomUUID() });
    expectOk(gone);
    expect(gone.data).toBeNull();

    const goalId = await goalOf(owner);
    const { stepId } = await stepOf(owner, goalId, 'Kept', '09:00');
    expectOk(await owner.client.rpc('delete_step', { p_step_id: stepId }));
    const theirs = await stateOf(owner);
    // Another user deleting or restoring it learns nothing of what was kept, and changes nothing.
    const notTheirs = await other.client.rpc('delete_step', { p_step_id: stepId });
    expectOk(notTheirs);
    expect(notTheirs.data).toBeNull();
    expectPgError(await other.client.rpc('restore_step', { p_step_id: stepId }), '42501', 403);
    expect(await stateOf(owner)).toEqual(theirs);
    expectOk(await owner.client.rpc('restore_step', { p_step_id: stepId }));
    expectPgError(await other.client.rpc('delete_step', { p_step_id: stepId }), '42501', 403);
    expectPgError(await other.client.rpc('restore_step', { p_step_id: stepId }), '42501', 403);
  });

  it('delete_habit and restore_habit', async () => {
    const user = await createUser(server, randomEmail('replay-habit-undo'));
    const habitId = await insertId(server, 'habits', valid.habit(user.userId));
    await insertRow(server, 'habit_completions', valid.completion(user.userId, habitId));
    await sentTwice(user, () => user.client.rpc('delete_habit', { p_habit_id: habitId }));
    expect(await selectRows(server, 'habits', { id: habitId })).toEqual([]);
    const { first } = await sentTwice(user, () => user.client.rpc('restore_habit', { p_habit_id: habitId }));
    expect(first.data).toMatchObject({ id: habitId });
    expect(await selectRows(server, 'habit_completions', { habit_id: habitId })).toHaveLength(1);

    const other = await createUser(server, randomEmail('replay-habit-undo-other'));
    expectPgError(await other.client.rpc('delete_habit', { p_habit_id: habitId }), '42501', 403);
    expectPgError(await other.client.rpc('restore_habit', { p_habit_id: habitId }), '42501', 403);
    expect(await selectRows(server, 'habits', { id: habitId })).toHaveLength(1);
  });

  it('save_reflection, written and cleared', async () => {
    const user = await createUser(server, randomEmail('replay-reflection'));
    const day = uniqueDate();
    const entry = { p_kind: 'daily', p_period_start: day, p_answers: { did: 'Shipped' }, p_energy_rating: 4 };
    await sentTwice(user, () => user.client.rpc('save_reflection', entry));
    await sentTwice(user, () => user.client.rpc('save_reflection', { p_kind: 'daily', p_period_start: day }));
  });

  it('finish_deep_work_session: the second finds it ended, changes nothing and posts nothing more', async () => {
    const { who, groupId } = await sharer('replay-session');
    const id = randomUUID();
    expectOk(await who.client.from('deep_work_sessions').insert({ id, user_id: who.userId, duration_minutes: 25 }));
    await server.db.query(
      `update public.deep_work_sessions set created_at = now() - interval '25 minutes' where id = $1`,
      [id],
    );
    const { first, second } = await sentTwice(
      who,
      () => who.client.rpc('finish_deep_work_session', { p_session_id: id, p_duration_minutes: 25 }),
      { sameAnswer: false },
    );
    expect(first.data).toMatchObject([{ id, duration_minutes: 25 }]);
    // No row: another tab or an earlier send ended it already.
    expect(second.data).toEqual([]);
    expect(await selectRows(server, 'group_posts', { group_id: groupId, kind: 'checkin' })).toHaveLength(1);
  });

  it('updates by id through the API send the whole intended values', async () => {
    const user = await createUser(server, randomEmail('replay-updates'));
    const goalId = await goalOf(user);
    const { blockId } = await stepOf(user, goalId, 'Block', '09:00');
    const habitId = await insertId(server, 'habits', valid.habit(user.userId));
    const playbookId = await insertId(server, 'playbooks', valid.playbook(user.userId));
    const groupId = await insertId(server, 'groups', valid.group(user.userId, { is_public: true }));
    const db = user.client;

    await sentTwice(user, () =>
      db
        .from('one_thing_goals')
        .update({ title: 'Renamed', why_description: 'Because' })
        .eq('id', goalId)
        .select()
        .single(),
    );
    await sentTwice(user, () =>
      db
        .from('one_thing_tasks')
        .update({ instructions: 'Focus', start_time: '15:00', end_time: '15:30' })
        .eq('id', blockId)
        .select()
        .single(),
    );
    await sentTwice(user, () =>
      db
        .from('habits')
        .update({ scheduled_days: ['Monday', 'Friday'], target_per_week: 2 })
        .eq('id', habitId)
        .select()
        .single(),
    );
    await sentTwice(user, () =>
      db
        .from('playbooks')
        .update({ title: 'Launch', tasks: [{ id: 'a', title: 'Plan' }] })
        .eq('id', playbookId)
        .select()
        .single(),
    );
    // Turning a group private rotates its invite code once; the same change again keeps it.
    await sentTwice(user, () => db.from('groups').update({ is_public: false }).eq('id', groupId).select().single());
    await sentTwice(user, () =>
      db
        .from('profiles')
        .update({ full_name: 'Ada', share_checkins: true })
        .eq('user_id', user.userId)
        .select()
        .single(),
    );
    await sentTwice(user, () =>
      db
        .from('user_settings')
        .upsert(
          { user_id: user.userId, distracting_sites: ['news.example'], block_adult_content: true },
          {
            onConflict: 'user_id',
          },
        )
        .select()
        .single(),
    );
  });

  it('deletes by id through the API: deleting what is gone succeeds', async () => {
    const user = await createUser(server, randomEmail('replay-deletes'));
    const goalId = await goalOf(user);
    const playbookId = await insertId(server, 'playbooks', valid.playbook(user.userId));
    const groupId = await insertId(server, 'groups', valid.group(user.userId));
    const postId = await insertId(server, 'group_posts', valid.post(groupId, user.userId));
    for (const [table, id] of [
      ['group_posts', postId],
      ['groups', groupId],
      ['playbooks', playbookId],
      ['one_thing_goals', goalId],
    ] as const) {
      await sentTwice(user, () => user.client.from(table).delete().eq('id', id));
      expect(await selectRows(server, table, { id })).toEqual([]);
    }
  });

  it('joining and leaving a group', async () => {
    const owner = await createUser(server, randomEmail('replay-group-owner'));
    const member = await createUser(server, randomEmail('replay-group-member'));
    const publicGroup = await insertId(server, 'groups', valid.group(owner.userId, { is_public: true }));
    const join = () => member.client.from('group_members').insert({ group_id: publicGroup, user_id: member.userId });
    expectOk(await join());
    const joined = await stateOf(member);
    // A second join is the primary key's 23505: the member is there, nothing changes.
    expectPgError(await join(), '23505', 409);
    expect(await stateOf(member)).toEqual(joined);

    await sentTwice(member, () =>
      member.client.from('group_members').delete().eq('group_id', publicGroup).eq('user_id', member.userId),
    );
    const [group] = await selectRows(server, 'groups', { id: publicGroup });
    await sentTwice(member, () => member.client.rpc('join_group_by_invite', { code: String(group?.['invite_code']) }));
    expect(await selectRows(server, 'group_members', { group_id: publicGroup })).toHaveLength(2);
  });
});

describe('ids chosen by clients keep check-ins honest', () => {
  it("a member who gives a session another member's goal id keeps no check-in of theirs out of the feed", async () => {
    const { who: author, groupId } = await sharer('checkin-author');
    const rival = await createUser(server, randomEmail('checkin-rival'));
    await server.db.query('update public.profiles set share_checkins = true where user_id = $1', [rival.userId]);
    await insertRow(server, 'group_members', { group_id: groupId, user_id: rival.userId });
    const goalId = await goalOf(author);
    const { stepId } = await stepOf(author, goalId, 'Only', '09:00');
    expectOk(await author.client.rpc('set_step_completed', { p_step_id: stepId, p_completed: true }));
    expectOk(await author.client.rpc('reopen_goal_step', { p_step_id: stepId }));

    // The goal's id is readable as its check-in's source; the rival's session takes it first.
    expectOk(
      await rival.client.from('deep_work_sessions').insert({ id: goalId, user_id: rival.userId, duration_minutes: 1 }),
    );
    await server.db.query(
      `update public.deep_work_sessions set created_at = now() - interval '1 minute' where id = $1`,
      [goalId],
    );
    expectOk(await rival.client.rpc('finish_deep_work_session', { p_session_id: goalId, p_duration_minutes: 1 }));

    expectOk(await author.client.rpc('set_step_completed', { p_step_id: stepId, p_completed: true }));
    const { rows } = await server.db.query<{ user_id: string }>(
      "select user_id from public.group_posts where group_id = $1 and kind = 'checkin' order by created_at",
      [groupId],
    );
    expect(rows.map((r) => r.user_id)).toEqual([rival.userId, author.userId]);
  });
});
