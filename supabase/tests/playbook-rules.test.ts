// Playbooks' rules kept by the database (20261201000300_playbooks.sql): stored playbooks are normalised
// templates, clients write only their content, and saving a goal as a playbook, using a playbook as the
// ONE Thing and finishing one in Deep Work are single rpc() calls that check ownership.
import { describe, expect, it } from 'vitest';
import {
  type TestUser,
  countRows,
  createTestClient,
  createUser,
  expectOk,
  expectPgError,
  insertId,
  selectRows,
  setupTestServer,
  randomEmail,
  valid,
} from './fixtures.ts';

const server = setupTestServer({ shared: true });

const ACTIVE_GOAL_EXISTS = 'You already have an active ONE Thing goal. Complete it before creating a new one.';
const DAY = '2030-06-03';

type Playbook = { id: string; tasks: Array<Record<string, unknown>>; time_blocks: Array<Record<string, unknown>> };
type Task = Record<string, unknown> & { id: string; step_id: string | null; start_time: string | null };

async function createPlaybook(user: TestUser, fields: Record<string, unknown>): Promise<Playbook> {
  const result = await user.client
    .from('playbooks')
    .insert({ user_id: user.userId, title: 'Launch', ...fields })
    .select()
    .single();
  expectOk(result, 201);
  return result.data as Playbook;
}

async function tasksOf(goalId: string): Promise<Task[]> {
  const { rows } = await server.db.query<Task>(
    `select id, title, completed, sort_order, step_number, duration_minutes, instructions, completion_criteria,
            date::text as date, start_time::text as start_time, end_time::text as end_time, step_id
     from public.one_thing_tasks where goal_id = $1 order by start_time nulls first, sort_order`,
    [goalId],
  );
  return rows;
}

const block = (title: string, start: string, end: string, step: number, extra: Record<string, unknown> = {}) => ({
  title,
  start_time: start,
  end_time: end,
  step_number: step,
  ...extra,
});

describe('a stored playbook is a normalised template', () => {
  it('fills ids, orders steps by position, never stores completion, and keeps blocks as upcoming HH:MM:SS', async () => {
    const user = await createUser(server, randomEmail('pb-normalise'));
    const playbook = await createPlaybook(user, {
      title: '  Launch  ',
      description: '  ',
      tasks: [
        { title: ' Draft ', completed: true, sort_order: 7, estimated_duration: 45, description: ' outline ' },
        { id: 'kept-id', title: 'Edit', sort_order: 2 },
      ],
      time_blocks: [block('Draft', '09:00', '09:45', 1, { status: 'completed', date: '2030-01-02' })],
    });
    expect(playbook).toMatchObject({ title: 'Launch', description: null });
    expect(playbook.tasks).toEqual([
      {
        id: expect.any(String),
        title: 'Draft',
        completed: false,
        description: 'outline',
        estimated_duration: 45,
        sort_order: 0,
      },
      { id: 'kept-id', title: 'Edit', completed: false, description: null, estimated_duration: null, sort_order: 1 },
    ]);
    expect(playbook.time_blocks).toEqual([
      {
        id: expect.any(String),
        title: 'Draft',
        start_time: '09:00:00',
        end_time: '09:45:00',
        status: 'upcoming',
        instructions: null,
        completion_criteria: null,
        step_number: 1,
        date: '2030-01-02',
      },
    ]);
  });

  it.each([
    ['a blank step title', { tasks: [{ title: ' ' }] }, '23502'],
    ['a step that is not an object', { tasks: ['Draft'] }, '23502'],
    ['a duration over 180 minutes', { tasks: [{ title: 'Draft', estimated_duration: 181 }] }, '22023'],
    ['a fractional duration', { tasks: [{ title: 'Draft', estimated_duration: 1.5 }] }, '22023'],
    ['a block without a start', { time_blocks: [{ title: 'Draft', end_time: '10:00', step_number: 1 }] }, '23502'],
    ['a block ending before it starts', { time_blocks: [block('Draft', '10:00', '09:00', 1)] }, '22023'],
    ['a block longer than 180 minutes', { time_blocks: [block('Draft', '09:00', '12:01', 1)] }, '22023'],
    ['a time that is not a time', { time_blocks: [block('Draft', 'nine', '10:00', 1)] }, '22007'],
    ['101 steps', { tasks: Array.from({ length: 101 }, (_, i) => ({ title: `S${i}` })) }, '22023'],
  ])('refuses %s', async (_name, fields, code) => {
    const user = await createUser(server, randomEmail('pb-refuse'));
    const result = await user.client.from('playbooks').insert({ user_id: user.userId, title: 'Bad', ...fields });
    expect(result.error?.code).toBe(code);
    expect(await countRows(server, 'playbooks', { user_id: user.userId })).toBe(0);
  });

  it('clients write only the content: not the owner, not the timestamps', async () => {
    const user = await createUser(server, randomEmail('pb-columns'));
    const other = await createUser(server, randomEmail('pb-columns-other'));
    const playbook = await createPlaybook(user, {});
    expectPgError(
      await user.client.from('playbooks').update({ user_id: other.userId }).eq('id', playbook.id),
      '42501',
      403,
    );
    expectPgError(
      await user.client.from('playbooks').update({ created_at: '2020-01-01T00:00:00Z' }).eq('id', playbook.id),
      '42501',
      403,
    );
    expectPgError(
      await user.client
        .from('playbooks')
        .insert({ user_id: user.userId, title: 'Old', created_at: '2020-01-01T00:00:00Z' }),
      '42501',
      403,
    );
    expectOk(
      await user.client
        .from('playbooks')
        .update({ title: 'Renamed', tasks: [{ title: 'New step' }] })
        .eq('id', playbook.id),
    );
    const [row] = await selectRows(server, 'playbooks', { id: playbook.id });
    expect(row).toMatchObject({
      title: 'Renamed',
      user_id: user.userId,
      tasks: [expect.objectContaining({ title: 'New step', sort_order: 0 })],
    });
  });
});

describe('save_goal_as_playbook', () => {
  it("copies the goal's steps by sort order and its blocks by day and start, linked by step position", async () => {
    const user = await createUser(server, randomEmail('pb-save'));
    const goal = (await user.client.rpc('create_goal', { p_title: 'Ship v2', p_description: 'The big one' })).data as {
      id: string;
    };
    const a = await user.client.rpc('create_step', {
      p_goal_id: goal.id,
      p_title: 'Design',
      p_start_time: '10:00',
      p_duration_minutes: 60,
      p_date: DAY,
    });
    const b = await user.client.rpc('create_step', {
      p_goal_id: goal.id,
      p_title: 'Build',
      p_start_time: '08:00',
      p_duration_minutes: 90,
      p_date: DAY,
    });
    expectOk(a);
    expectOk(b);
    // Reorder: Build first. Completion is not copied.
    await server.db.query('update public.one_thing_tasks set sort_order = 5 where id = $1', [(a.data as Task).id]);
    expectOk(await user.client.rpc('set_step_completed', { p_step_id: (b.data as Task).id, p_completed: true }));

    const saved = await user.client.rpc('save_goal_as_playbook', { p_goal_id: goal.id });
    expectOk(saved);
    const playbook = saved.data as Playbook & { title: string; description: string; user_id: string };
    expect(playbook).toMatchObject({ title: 'Ship v2', description: 'The big one', user_id: user.userId });
    expect(playbook.tasks.map((t) => [t.title, t.completed, t.estimated_duration, t.sort_order])).toEqual([
      ['Build', false, 90, 0],
      ['Design', false, 60, 1],
    ]);
    expect(
      playbook.time_blocks.map((t) => [t.title, t.start_time, t.end_time, t.step_number, t.status, t.date]),
    ).toEqual([
      ['Build', '08:00:00', '09:30:00', 1, 'upcoming', DAY],
      ['Design', '10:00:00', '11:00:00', 2, 'upcoming', DAY],
    ]);
  });

  it("refuses another user's goal and an anonymous caller", async () => {
    const owner = await createUser(server, randomEmail('pb-save-owner'));
    const other = await createUser(server, randomEmail('pb-save-other'));
    const goal = (await owner.client.rpc('create_goal', { p_title: 'Mine' })).data as { id: string };
    expectPgError(await other.client.rpc('save_goal_as_playbook', { p_goal_id: goal.id }), '42501', 403);
    expectPgError(await createTestClient(server).rpc('save_goal_as_playbook', { p_goal_id: goal.id }), '42501', 401);
    expect(await countRows(server, 'playbooks', { user_id: other.userId })).toBe(0);
  });
});

describe('create_goal_from_playbook', () => {
  it('makes the active goal from the playbook with its steps and its blocks placed on the day', async () => {
    const user = await createUser(server, randomEmail('pb-use'));
    const playbook = await createPlaybook(user, {
      title: 'Morning launch',
      description: 'Routine',
      tasks: [{ title: 'Write', estimated_duration: 60, description: 'Draft first' }, { title: 'Review' }],
      time_blocks: [
        block('Review', '11:00', '11:30', 2, { completion_criteria: 'Signed off', date: '2020-01-01' }),
        block('Write', '09:00', '10:00', 1, { instructions: 'No email' }),
      ],
    });
    const used = await user.client.rpc('create_goal_from_playbook', { p_playbook_id: playbook.id, p_date: DAY });
    expectOk(used);
    const goal = used.data as { id: string };
    expect(goal).toMatchObject({
      title: 'Morning launch',
      description: 'Routine',
      priority: 'Medium',
      is_active: true,
      progress: 0,
      source_type: 'playbook',
      source_playbook_id: playbook.id,
      completed_at: null,
    });
    const tasks = await tasksOf(goal.id);
    const steps = tasks.filter((t) => t.start_time === null);
    expect(
      steps.map((t) => [t.title, t.sort_order, t.step_number, t.duration_minutes, t.instructions, t.completed]),
    ).toEqual([
      ['Write', 0, 1, 60, 'Draft first', false],
      ['Review', 1, 2, null, null, false],
    ]);
    const blocks = tasks.filter((t) => t.start_time !== null);
    expect(
      blocks.map((t) => [
        t.title,
        t.date,
        t.start_time,
        t.end_time,
        t.duration_minutes,
        t.instructions,
        t.completion_criteria,
      ]),
    ).toEqual([
      ['Write', DAY, '09:00:00', '10:00:00', 60, 'No email', null],
      ['Review', DAY, '11:00:00', '11:30:00', 30, null, 'Signed off'],
    ]);
    expect(blocks.map((t) => t.step_id)).toEqual([steps[0]!.id, steps[1]!.id]);
  });

  it('moves a block that would overlap to the end of the block it meets', async () => {
    const user = await createUser(server, randomEmail('pb-shift'));
    const playbook = await createPlaybook(user, {
      tasks: [{ title: 'A' }, { title: 'B' }, { title: 'C' }],
      time_blocks: [block('A', '09:00', '10:00', 1), block('B', '09:30', '10:00', 2), block('C', '10:15', '10:45', 3)],
    });
    const used = await user.client.rpc('create_goal_from_playbook', { p_playbook_id: playbook.id, p_date: DAY });
    expectOk(used);
    const blocks = (await tasksOf((used.data as { id: string }).id)).filter((t) => t.start_time !== null);
    expect(blocks.map((t) => [t.title, t.start_time, t.end_time])).toEqual([
      ['A', '09:00:00', '10:00:00'],
      ['B', '10:00:00', '10:30:00'],
      ['C', '10:30:00', '11:00:00'],
    ]);
  });

  it("refuses with 'Time Conflict' and saves nothing when a moved block would pass midnight", async () => {
    const user = await createUser(server, randomEmail('pb-midnight'));
    const playbook = await createPlaybook(user, {
      tasks: [{ title: 'A' }, { title: 'B' }],
      time_blocks: [block('A', '22:00', '23:30', 1), block('B', '23:00', '23:45', 2)],
    });
    const used = await user.client.rpc('create_goal_from_playbook', { p_playbook_id: playbook.id, p_date: DAY });
    expect(used.error).toMatchObject({ code: '23P01', message: 'Time Conflict' });
    expect(await countRows(server, 'one_thing_goals', { user_id: user.userId })).toBe(0);
  });

  it('is refused with the spec message while an active goal is open, and allowed once it is completed', async () => {
    const user = await createUser(server, randomEmail('pb-blocked'));
    const playbook = await createPlaybook(user, { tasks: [{ title: 'A' }] });
    const open = (await user.client.rpc('create_goal', { p_title: 'Open goal' })).data as { id: string };
    const refused = await user.client.rpc('create_goal_from_playbook', { p_playbook_id: playbook.id, p_date: DAY });
    expect(refused.error).toMatchObject({ code: 'P0001', message: ACTIVE_GOAL_EXISTS });
    expect(await countRows(server, 'one_thing_goals', { user_id: user.userId })).toBe(1);

    expectOk(await user.client.rpc('complete_goal', { p_goal_id: open.id }));
    expectOk(await user.client.rpc('create_goal_from_playbook', { p_playbook_id: playbook.id, p_date: DAY }));
    const goals = await selectRows(server, 'one_thing_goals', { user_id: user.userId });
    expect(goals.filter((g) => g.is_active).map((g) => g.source_type)).toEqual(['playbook']);
  });

  it("refuses another user's playbook", async () => {
    const owner = await createUser(server, randomEmail('pb-use-owner'));
    const other = await createUser(server, randomEmail('pb-use-other'));
    const playbookId = await insertId(server, 'playbooks', valid.playbook(owner.userId));
    expectPgError(await other.client.rpc('create_goal_from_playbook', { p_playbook_id: playbookId }), '42501', 403);
    expect(await countRows(server, 'one_thing_goals', { user_id: other.userId })).toBe(0);
  });
});

describe('complete_playbook_run', () => {
  it('records an inactive completed goal titled like the playbook, with priority Medium', async () => {
    const user = await createUser(server, randomEmail('pb-run'));
    const playbook = await createPlaybook(user, { title: 'Sprint', description: 'Own words', tasks: [{ title: 'A' }] });
    // An open active goal does not stand in the way: the recorded goal is never active.
    expectOk(await user.client.rpc('create_goal', { p_title: 'Open goal' }));
    const run = await user.client.rpc('complete_playbook_run', { p_playbook_id: playbook.id });
    expectOk(run);
    expect(run.data).toMatchObject({
      title: 'Sprint',
      description: 'Completed playbook goal',
      priority: 'Medium',
      progress: 100,
      is_active: false,
      source_type: 'playbook',
      source_playbook_id: playbook.id,
    });
    expect((run.data as { completed_at: string | null }).completed_at).not.toBeNull();
    const active = (await selectRows(server, 'one_thing_goals', { user_id: user.userId })).filter((g) => g.is_active);
    expect(active.map((g) => g.title)).toEqual(['Open goal']);
  });

  it("refuses another user's playbook and an anonymous caller", async () => {
    const owner = await createUser(server, randomEmail('pb-run-owner'));
    const other = await createUser(server, randomEmail('pb-run-other'));
    const playbookId = await insertId(server, 'playbooks', valid.playbook(owner.userId));
    expectPgError(await other.client.rpc('complete_playbook_run', { p_playbook_id: playbookId }), '42501', 403);
    expectPgError(
      await createTestClient(server).rpc('complete_playbook_run', { p_playbook_id: playbookId }),
      '42501',
      401,
    );
    expect(await countRows(server, 'one_thing_goals', { user_id: other.userId })).toBe(0);
    expect(await countRows(server, 'one_thing_goals', { user_id: owner.userId })).toBe(0);
  });
});
