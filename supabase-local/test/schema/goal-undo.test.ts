// Undo in the ONE Thing planner (migration 20261123000800): a deleted step comes back exactly, and a goal
// completed by its last step is reopened, each through one database function.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  type Row,
  type TestServer,
  type TestUser,
  createUser,
  expectOk,
  expectPgError,
  insertId,
  insertRow,
  selectRows,
  startTestServer,
  uniqueEmail,
  valid,
} from './fixtures.ts';

let server: TestServer;

beforeAll(async () => {
  server = await startTestServer();
}, 120_000);

afterAll(async () => {
  await server?.stop();
});

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
    const user = await createUser(server, uniqueEmail('undo-delete'));
    const goalId = await goalOf(user);
    const kept = await stepOf(user, goalId, 'Kept', '08:00');
    const stepId = await stepOf(user, goalId, 'Deleted', '09:00');
    expectOk(await user.client.rpc('set_step_completed', { p_step_id: stepId, p_completed: true }));
    const [block] = await selectRows(server, 'one_thing_tasks', { step_id: stepId });
    const sessionId = await insertId(server, 'deep_work_sessions', valid.session(user.userId, { task_id: block?.['id'] }));
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

    const restored = await user.client.rpc('restore_step', { p_snapshot: snapshot });
    expectOk(restored);
    expect(await tasksOf(goalId)).toEqual(before);
    expect((await goalRow(goalId))['progress']).toBe(50);
    expect((await selectRows(server, 'deep_work_sessions', { id: sessionId }))[0]?.['task_id']).toBe(block?.['id']);

    // A second restore of the same snapshot changes nothing.
    expectPgError(await user.client.rpc('restore_step', { p_snapshot: snapshot }), '23505', 409);
    expect(await tasksOf(goalId)).toEqual(before);
  });

  it('refuses a restore into a slot taken since, saving nothing, and into another user\'s goal', async () => {
    const user = await createUser(server, uniqueEmail('undo-conflict'));
    const goalId = await goalOf(user);
    const stepId = await stepOf(user, goalId, 'Was at nine', '09:00');
    const snapshot = (await user.client.rpc('delete_step', { p_step_id: stepId })).data as { step: Row };
    await stepOf(user, goalId, 'Took the slot', '09:15');
    expectPgError(await user.client.rpc('restore_step', { p_snapshot: snapshot }), '23P01', 400);
    expect(await selectRows(server, 'one_thing_tasks', { id: stepId })).toEqual([]);

    const other = await createUser(server, uniqueEmail('undo-other'));
    expectPgError(await other.client.rpc('restore_step', { p_snapshot: snapshot }), '42501', 403);
    expectPgError(await other.client.rpc('delete_step', { p_step_id: (await selectRows(server, 'one_thing_tasks', { goal_id: goalId }))[0]?.['id'] }), '42501', 403);
  });
});

describe('reopen_goal_step', () => {
  it('undoes completing a goal by its last step: step open, goal active and not completed, check-ins withdrawn', async () => {
    const user = await createUser(server, uniqueEmail('undo-goal'));
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
    expect(reopened.data).toMatchObject({ step: { id: last, completed: false }, goal: { id: goalId, is_active: true, completed_at: null, progress: 50 } });
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
    const user = await createUser(server, uniqueEmail('undo-goal-busy'));
    const goalId = await goalOf(user, 'Done one');
    const last = await stepOf(user, goalId, 'Only', '09:00');
    expectOk(await user.client.rpc('set_step_completed', { p_step_id: last, p_completed: true }));
    const next = await goalOf(user, 'Next one');
    expectPgError(await user.client.rpc('reopen_goal_step', { p_step_id: last }), 'P0001', 400);
    expect(await goalRow(goalId)).toMatchObject({ is_active: false, progress: 100 });
    expect(await goalRow(next)).toMatchObject({ is_active: true });

    const other = await createUser(server, uniqueEmail('undo-goal-other'));
    expectPgError(await other.client.rpc('reopen_goal_step', { p_step_id: last }), '42501', 403);
  });
});
