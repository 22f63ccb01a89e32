// Undo in the ONE Thing planner (20261201000400_goals_and_steps.sql): a deleted step comes back exactly
// as delete_step kept it, once, for its owner, by id only (never from a copy a client sends); a goal completed by
// its last step is reopened. Each is one database function.
import { describe, expect, it } from 'vitest';
import {
  type Row,
  type TestUser,
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

const DAY = '2026-03-02';

async function goalOf(user: TestUser, title = 'Undo goal'): Promise<string> {
  const result = await user.client.rpc('create_goal', { p_title: title });
  expectOk(result);
  return (result.data as { id: string }).id;
}

async function stepOf(user: TestUser, goalId: string, title: string, start: string): Promise<string> {
  const result = await user.client.rpc('create_step', {
    p_goal_id: goalId,
    p_title: title,
    p_start_time: start,
    p_duration_minutes: 30,
    p_date: DAY,
  });
  expectOk(result);
  return (result.data as { id: string }).id;
}

/** Every task of a goal as stored, in a stable order, without the update stamp. */
async function tasksOf(goalId: string): Promise<Row[]> {
  const rows = await selectRows(server, 'one_thing_tasks', { goal_id: goalId });
  return rows
    .map(({ updated_at: _updated, ...rest }) => rest)
    .sort((a, b) => String(a['id']).localeCompare(String(b['id'])));
}

async function goalRow(goalId: string): Promise<Row> {
  const [goal] = await selectRows(server, 'one_thing_goals', { id: goalId });
  if (!goal) throw new Error('goal missing');
  return goal;
}

describe('delete_step and restore_step', () => {
  it('puts a deleted step back exactly: ids, completion, its blocks and its sessions', async () => {
    const user = await createUser(server, randomEmail('undo-delete'));
    const goalId = await goalOf(user);
    const kept = await stepOf(user, goalId, 'Kept', '08:00');
    const stepId = await stepOf(user, goalId, 'Deleted', '09:00');
    expectOk(await user.client.rpc('set_step_completed', { p_step_id: stepId, p_completed: true }));
    const [block] = await selectRows(server, 'one_thing_tasks', { step_id: stepId });
    const sessionId = await insertId(
      server,
      'deep_work_sessions',
      valid.session(user.userId, { task_id: block?.['id'] }),
    );
    const before = await tasksOf(goalId);
    expect((await goalRow(goalId))['progress']).toBe(50);

    const deleted = await user.client.rpc('delete_step', { p_step_id: stepId });
    expectOk(deleted);
    const snapshot = deleted.data as { step: Row; blocks: Row[]; session_links: Row[] };
    expect(snapshot.step).toMatchObject({ id: stepId, completed: true });
    expect(snapshot.blocks.map((b) => b['id'])).toEqual([block?.['id']]);
    expect(snapshot.session_links).toEqual([{ id: sessionId, task_id: block?.['id'] }]);
    const left = await tasksOf(goalId);
    expect(left).toHaveLength(2);
    expect(left.every((t) => t['id'] === kept || t['step_id'] === kept)).toBe(true);
    expect((await goalRow(goalId))['progress']).toBe(0);
    expect((await selectRows(server, 'deep_work_sessions', { id: sessionId }))[0]?.['task_id']).toBeNull();

    // What was deleted is the database's: no client reads or writes it.
    const peek = await user.client.from('deleted_steps').select('*');
    expect(peek.error ?? (peek.data as unknown[]).length === 0).toBeTruthy();

    const restored = await user.client.rpc('restore_step', { p_step_id: stepId });
    expectOk(restored);
    expect(restored.data).toMatchObject({ id: stepId, completed: true });
    expect(await tasksOf(goalId)).toEqual(before);
    expect((await goalRow(goalId))['progress']).toBe(50);
    expect((await selectRows(server, 'deep_work_sessions', { id: sessionId }))[0]?.['task_id']).toBe(block?.['id']);
  });

  it('restores once: a second restore (a replay of the undo) answers with the step and changes nothing', async () => {
    const user = await createUser(server, randomEmail('undo-twice'));
    const goalId = await goalOf(user);
    const stepId = await stepOf(user, goalId, 'Once', '09:00');
    expectOk(await user.client.rpc('delete_step', { p_step_id: stepId }));
    expectOk(await user.client.rpc('restore_step', { p_step_id: stepId }));
    const after = await tasksOf(goalId);

    const again = await user.client.rpc('restore_step', { p_step_id: stepId });
    expectOk(again);
    expect(again.data).toMatchObject({ id: stepId });
    expect(await tasksOf(goalId)).toEqual(after);

    // Deleted again, it can be restored again (the new deletion), once.
    expectOk(await user.client.rpc('delete_step', { p_step_id: stepId }));
    expectOk(await user.client.rpc('restore_step', { p_step_id: stepId }));
    expect(await tasksOf(goalId)).toEqual(after);
  });

  it('refuses a snapshot the server never produced: a step that never existed', async () => {
    const user = await createUser(server, randomEmail('undo-forged'));
    const goalId = await goalOf(user);
    const forgedId = crypto.randomUUID();
    const forged = {
      step: {
        id: forgedId,
        goal_id: goalId,
        title: 'Never existed',
        completed: true,
        completed_at: '2020-01-01T00:00:00Z',
      },
      blocks: [],
      session_links: [],
    };
    expect((await user.client.rpc('restore_step', { p_snapshot: forged })).error).not.toBeNull();
    expectPgError(await user.client.rpc('restore_step', { p_step_id: forgedId }), '42501', 403);
    expect(await selectRows(server, 'one_thing_tasks', { id: forgedId })).toEqual([]);
    expect(await tasksOf(goalId)).toEqual([]);
  });

  it('refuses an open step restored as completed and backdated; the real undo brings it back open', async () => {
    const user = await createUser(server, randomEmail('undo-backdate'));
    const goalId = await goalOf(user);
    const stepId = await stepOf(user, goalId, 'Still open', '09:00');
    const before = await tasksOf(goalId);
    const snapshot = (await user.client.rpc('delete_step', { p_step_id: stepId })).data as {
      step: Row;
      blocks: Row[];
      session_links: Row[];
    };
    const backdated = '2020-01-01T00:00:00Z';
    const forged = {
      ...snapshot,
      step: { ...snapshot.step, completed: true, status: 'completed', completed_at: backdated },
      blocks: snapshot.blocks.map((b) => ({ ...b, completed: true, status: 'completed', completed_at: backdated })),
    };
    expect((await user.client.rpc('restore_step', { p_snapshot: forged })).error).not.toBeNull();
    expect(await tasksOf(goalId)).toEqual([]);

    expectOk(await user.client.rpc('restore_step', { p_step_id: stepId }));
    expect(await tasksOf(goalId)).toEqual(before);
    expect((await goalRow(goalId))['progress']).toBe(0);
  });

  it("refuses another user's deleted step, and deleting another user's step", async () => {
    const owner = await createUser(server, randomEmail('undo-owner'));
    const goalId = await goalOf(owner);
    const stepId = await stepOf(owner, goalId, 'Mine', '09:00');
    const other = await createUser(server, randomEmail('undo-other'));
    expectPgError(await other.client.rpc('delete_step', { p_step_id: stepId }), '42501', 403);
    expect(await selectRows(server, 'one_thing_tasks', { id: stepId })).toHaveLength(1);

    expectOk(await owner.client.rpc('delete_step', { p_step_id: stepId }));
    expectPgError(await other.client.rpc('restore_step', { p_step_id: stepId }), '42501', 403);
    expect(await selectRows(server, 'one_thing_tasks', { id: stepId })).toEqual([]);
    expectOk(await owner.client.rpc('restore_step', { p_step_id: stepId }));
    expect(await selectRows(server, 'one_thing_tasks', { id: stepId })).toHaveLength(1);
  });

  it('refuses a restore into a slot taken since, saving nothing; the undo stays possible once it is free', async () => {
    const user = await createUser(server, randomEmail('undo-conflict'));
    const goalId = await goalOf(user);
    const stepId = await stepOf(user, goalId, 'Was at nine', '09:00');
    expectOk(await user.client.rpc('delete_step', { p_step_id: stepId }));
    const taker = await stepOf(user, goalId, 'Took the slot', '09:15');
    expectPgError(await user.client.rpc('restore_step', { p_step_id: stepId }), '23P01', 400);
    expect(await selectRows(server, 'one_thing_tasks', { id: stepId })).toEqual([]);

    expectOk(await user.client.rpc('delete_step', { p_step_id: taker }));
    expectOk(await user.client.rpc('restore_step', { p_step_id: stepId }));
    expect(await selectRows(server, 'one_thing_tasks', { id: stepId })).toHaveLength(1);
  });

  it('keeps what was deleted for a day: older ones go at the next delete, and with their goal', async () => {
    const user = await createUser(server, randomEmail('undo-prune'));
    const goalId = await goalOf(user);
    const old = await stepOf(user, goalId, 'Long gone', '08:00');
    const recent = await stepOf(user, goalId, 'Just now', '09:00');
    expectOk(await user.client.rpc('delete_step', { p_step_id: old }));
    await server.db.query(
      "update public.deleted_steps set deleted_at = now() - interval '25 hours' where step_id = $1",
      [old],
    );
    expectOk(await user.client.rpc('delete_step', { p_step_id: recent }));
    expectPgError(await user.client.rpc('restore_step', { p_step_id: old }), '42501', 403);

    expectOk(await user.client.from('one_thing_goals').delete().eq('id', goalId));
    expect(await selectRows(server, 'deleted_steps', { step_id: recent })).toEqual([]);
    expectPgError(await user.client.rpc('restore_step', { p_step_id: recent }), '42501', 403);
  });
});

describe('reopen_goal_step', () => {
  it('undoes completing a goal by its last step: step open, goal active and not completed, check-ins withdrawn', async () => {
    const user = await createUser(server, randomEmail('undo-goal'));
    await server.db.query('update public.profiles set share_checkins = true where user_id = $1', [user.userId]);
    const groupId = await insertId(server, 'groups', valid.group(user.userId));
    await insertRow(server, 'group_members', { group_id: groupId, user_id: user.userId }).catch(() => undefined);
    const goalId = await goalOf(user);
    const first = await stepOf(user, goalId, 'First', '09:00');
    const last = await stepOf(user, goalId, 'Last', '10:00');
    expectOk(await user.client.rpc('set_step_completed', { p_step_id: first, p_completed: true }));
    const goalBefore = await goalRow(goalId);
    const tasksBefore = await tasksOf(goalId);

    const completed = await user.client.rpc('set_step_completed', { p_step_id: last, p_completed: true });
    expect(completed.data).toMatchObject({ goal_completed: true });
    const checkins = "select count(*)::int as n from public.group_posts where checkin_source = $1 and kind = 'checkin'";
    expect((await server.db.query<{ n: number }>(checkins, [goalId])).rows[0]?.n).toBe(1);

    const reopened = await user.client.rpc('reopen_goal_step', { p_step_id: last });
    expectOk(reopened);
    expect(reopened.data).toMatchObject({
      step: { id: last, completed: false },
      goal: { id: goalId, is_active: true, completed_at: null, progress: 50 },
    });
    const { updated_at: _a, ...goalAfter } = await goalRow(goalId);
    const { updated_at: _b, ...goalThen } = goalBefore;
    expect(goalAfter).toEqual(goalThen);
    expect(await tasksOf(goalId)).toEqual(tasksBefore);
    expect((await server.db.query<{ n: number }>(checkins, [goalId])).rows[0]?.n).toBe(0);

    // Completing it again works as the first time did.
    const again = await user.client.rpc('set_step_completed', { p_step_id: last, p_completed: true });
    expect(again.data).toMatchObject({ goal_completed: true });
    expect((await server.db.query<{ n: number }>(checkins, [goalId])).rows[0]?.n).toBe(1);
  });

  it('is refused while another active goal is open, and for another user', async () => {
    const user = await createUser(server, randomEmail('undo-goal-busy'));
    const goalId = await goalOf(user, 'Done one');
    const last = await stepOf(user, goalId, 'Only', '09:00');
    expectOk(await user.client.rpc('set_step_completed', { p_step_id: last, p_completed: true }));
    const next = await goalOf(user, 'Next one');
    expectPgError(await user.client.rpc('reopen_goal_step', { p_step_id: last }), 'P0001', 400);
    expect(await goalRow(goalId)).toMatchObject({ is_active: false, progress: 100 });
    expect(await goalRow(next)).toMatchObject({ is_active: true });

    const other = await createUser(server, randomEmail('undo-goal-other'));
    expectPgError(await other.client.rpc('reopen_goal_step', { p_step_id: last }), '42501', 403);
  });
});
