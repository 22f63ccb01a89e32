// Steps planned on any day (supabase/migrations/*_goals_and_steps.sql): a block's
// conflicts are the blocks of its own day, update_step moves a block to another day, and
// move_unfinished_steps_to_day brings the open steps of past days to a day (set_block_times undoes it).
import { describe, expect, it } from 'vitest';
import {
  type TestUser,
  createUser,
  expectOk,
  expectPgError,
  randomEmail,
  selectRows,
  setupTestServer,
} from './fixtures.ts';

const server = setupTestServer({ shared: true });

const TIME_CONFLICT = '23P01';
const MONDAY = '2031-03-03';
const TUESDAY = '2031-03-04';
const WEDNESDAY = '2031-03-05';

async function goalOf(user: TestUser): Promise<string> {
  const created = await user.client.rpc('create_goal', { p_title: 'Plan the week' });
  expectOk(created);
  return (created.data as { id: string }).id;
}

async function stepOn(user: TestUser, goalId: string, title: string, date: string, start: string, minutes = 30) {
  const created = await user.client.rpc('create_step', {
    p_goal_id: goalId,
    p_title: title,
    p_start_time: start,
    p_duration_minutes: minutes,
    p_date: date,
  });
  expectOk(created);
  const stepId = (created.data as { id: string }).id;
  const [block] = await selectRows(server, 'one_thing_tasks', { step_id: stepId });
  return { stepId, blockId: block?.['id'] as string };
}

async function blockAt(blockId: string) {
  const [block] = await selectRows(server, 'one_thing_tasks', { id: blockId });
  return [block?.['date'], block?.['start_time'], block?.['end_time']];
}

describe('blocks on any day', () => {
  it('a block conflicts only with the blocks of its own day', async () => {
    const user = await createUser(server, randomEmail('any-day-conflict'));
    const goalId = await goalOf(user);
    await stepOn(user, goalId, 'Monday morning', MONDAY, '09:00', 60);
    // The same time on another day is free; on the same day it is taken.
    await stepOn(user, goalId, 'Tuesday morning', TUESDAY, '09:00', 60);
    const clash = await user.client.rpc('create_step', {
      p_goal_id: goalId,
      p_title: 'Clash',
      p_start_time: '09:30',
      p_duration_minutes: 30,
      p_date: TUESDAY,
    });
    expectPgError(clash, TIME_CONFLICT, 400);
    expect(clash.error).toMatchObject({
      message: 'Time Conflict',
      details: 'This time slot is already taken by another step. Please choose a different time.',
    });
  });

  it('update_step moves a block to another day, refused where that day is taken; without a day it keeps its own', async () => {
    const user = await createUser(server, randomEmail('any-day-update'));
    const goalId = await goalOf(user);
    const a = await stepOn(user, goalId, 'A', MONDAY, '09:00');
    await stepOn(user, goalId, 'B', TUESDAY, '10:00');
    const update = (date: string | undefined, start: string) =>
      user.client.rpc('update_step', {
        p_step_id: a.stepId,
        p_title: 'A',
        p_block_id: a.blockId,
        p_start_time: start,
        p_duration_minutes: 30,
        ...(date ? { p_date: date } : {}),
      });

    expectPgError(await update(TUESDAY, '10:15'), TIME_CONFLICT, 400);
    expect(await blockAt(a.blockId)).toEqual([MONDAY, '09:00:00', '09:30:00']);
    expectOk(await update(TUESDAY, '10:30'));
    expect(await blockAt(a.blockId)).toEqual([TUESDAY, '10:30:00', '11:00:00']);
    expectOk(await update(undefined, '08:00'));
    expect(await blockAt(a.blockId)).toEqual([TUESDAY, '08:00:00', '08:30:00']);
  });
});

describe('move_unfinished_steps_to_day', () => {
  it('moves the open steps of past days at their own times, or the first free time after; done and planned steps stay', async () => {
    const user = await createUser(server, randomEmail('any-day-move'));
    const goalId = await goalOf(user);
    const kept = await stepOn(user, goalId, 'Kept time', MONDAY, '09:00');
    const taken = await stepOn(user, goalId, 'Time taken', MONDAY, '14:00', 45);
    const done = await stepOn(user, goalId, 'Done', MONDAY, '11:00');
    const planned = await stepOn(user, goalId, 'Already today', WEDNESDAY, '14:00', 60);
    const older = await stepOn(user, goalId, 'Older', '2031-02-27', '14:30');
    expectOk(await user.client.rpc('set_step_completed', { p_step_id: done.stepId, p_completed: true }));

    const moved = await user.client.rpc('move_unfinished_steps_to_day', { p_goal_id: goalId, p_day: WEDNESDAY });
    expectOk(moved);
    expect(moved.data).toMatchObject({ moved_steps: 3, left_steps: 0 });
    expect(await blockAt(kept.blockId)).toEqual([WEDNESDAY, '09:00:00', '09:30:00']);
    // 14:00 is taken by the step already planned there (14:00-15:00): right after it, then the next.
    expect(await blockAt(taken.blockId)).toEqual([WEDNESDAY, '15:00:00', '15:45:00']);
    expect(await blockAt(older.blockId)).toEqual([WEDNESDAY, '15:45:00', '16:15:00']);
    expect(await blockAt(done.blockId)).toEqual([MONDAY, '11:00:00', '11:30:00']);
    expect(await blockAt(planned.blockId)).toEqual([WEDNESDAY, '14:00:00', '15:00:00']);
    const previous = (moved.data as { blocks: { id: string; date: string; start_time: string }[] }).blocks;
    expect(previous.map((b) => [b.id, b.date, b.start_time]).sort()).toEqual(
      [
        [kept.blockId, MONDAY, '09:00:00'],
        [taken.blockId, MONDAY, '14:00:00'],
        [older.blockId, '2031-02-27', '14:30:00'],
      ].sort(),
    );

    // Undo: every block back where it was, in one request.
    expectOk(await user.client.rpc('set_block_times', { p_blocks: previous }));
    expect(await blockAt(kept.blockId)).toEqual([MONDAY, '09:00:00', '09:30:00']);
    expect(await blockAt(taken.blockId)).toEqual([MONDAY, '14:00:00', '14:45:00']);
    expect(await blockAt(older.blockId)).toEqual(['2031-02-27', '14:30:00', '15:00:00']);

    // Blocks already on that day stay; only the older step's moves (after the one at its time).
    const again = await user.client.rpc('move_unfinished_steps_to_day', { p_goal_id: goalId, p_day: MONDAY });
    expect(again.data).toMatchObject({ moved_steps: 1, left_steps: 0 });
  });

  it('a block that fits nowhere later that day stays where it was', async () => {
    const user = await createUser(server, randomEmail('any-day-full'));
    const goalId = await goalOf(user);
    const late = await stepOn(user, goalId, 'Late', MONDAY, '22:00', 60);
    await stepOn(user, goalId, 'Evening', TUESDAY, '21:00', 180);
    const moved = await user.client.rpc('move_unfinished_steps_to_day', { p_goal_id: goalId, p_day: TUESDAY });
    expectOk(moved);
    expect(moved.data).toMatchObject({ moved_steps: 0, left_steps: 1, blocks: [] });
    expect(await blockAt(late.blockId)).toEqual([MONDAY, '22:00:00', '23:00:00']);
  });

  it("another user's goal is not found, and nobody else's blocks can be placed", async () => {
    const owner = await createUser(server, randomEmail('any-day-owner'));
    const other = await createUser(server, randomEmail('any-day-other'));
    const goalId = await goalOf(owner);
    const step = await stepOn(owner, goalId, 'Mine', MONDAY, '09:00');
    expectPgError(
      await other.client.rpc('move_unfinished_steps_to_day', { p_goal_id: goalId, p_day: TUESDAY }),
      '42501',
      403,
    );
    expectPgError(
      await other.client.rpc('set_block_times', {
        p_blocks: [{ id: step.blockId, date: TUESDAY, start_time: '09:00', end_time: '09:30' }],
      }),
      '42501',
      403,
    );
    expect(await blockAt(step.blockId)).toEqual([MONDAY, '09:00:00', '09:30:00']);
  });

  it('an undo onto a slot taken since is refused with Time Conflict and moves nothing back', async () => {
    const user = await createUser(server, randomEmail('any-day-undo-taken'));
    const goalId = await goalOf(user);
    const a = await stepOn(user, goalId, 'A', MONDAY, '09:00');
    const b = await stepOn(user, goalId, 'B', MONDAY, '10:00');
    const moved = await user.client.rpc('move_unfinished_steps_to_day', { p_goal_id: goalId, p_day: TUESDAY });
    expect(moved.data).toMatchObject({ moved_steps: 2 });
    await stepOn(user, goalId, 'Took the slot', MONDAY, '10:00');
    const undo = await user.client.rpc('set_block_times', { p_blocks: (moved.data as { blocks: unknown[] }).blocks });
    expectPgError(undo, TIME_CONFLICT, 400);
    expect(await blockAt(a.blockId)).toEqual([TUESDAY, '09:00:00', '09:30:00']);
    expect(await blockAt(b.blockId)).toEqual([TUESDAY, '10:00:00', '10:30:00']);
  });
});
