// Undo for deleting a habit (20261201000500_habits.sql): delete_habit archives the habit and its completions
// where no client can read or write them; restore_habit puts back exactly that, by id only.
import { describe, expect, it } from 'vitest';
import {
  type Row,
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

const sortById = (rows: Row[]) => [...rows].sort((a, b) => String(a['id']).localeCompare(String(b['id'])));

describe('delete_habit and restore_habit', () => {
  it('put the habit back exactly: id, creation time, fields, completions and streaks', async () => {
    const user = await createUser(server, randomEmail('habit-undo'));
    const habitId = await insertId(server, 'habits', valid.habit(user.userId, { reward: 'Tea', identity: 'I read' }));
    for (const day of ['2024-03-04', '2024-03-05', '2024-03-06']) {
      await insertRow(server, 'habit_completions', valid.completion(user.userId, habitId, { completion_date: day }));
    }
    // A completion on a day the schedule no longer holds (the schedule was edited after it).
    await insertRow(
      server,
      'habit_completions',
      valid.completion(user.userId, habitId, { completion_date: '2024-03-09' }),
    );
    await server.db.query(
      `update public.habits set scheduled_days = array['Monday','Tuesday','Wednesday','Thursday','Friday'], target_per_week = 5 where id = $1`,
      [habitId],
    );
    const [before] = await selectRows(server, 'habits', { id: habitId });
    const completionsBefore = sortById(await selectRows(server, 'habit_completions', { habit_id: habitId }));
    expect(completionsBefore).toHaveLength(4);
    expect(before?.['longest_streak']).toBe(3);

    const deleted = await user.client.rpc('delete_habit', { p_habit_id: habitId });
    expectOk(deleted);
    expect(deleted.data).toBe(habitId);
    expect(await selectRows(server, 'habits', { id: habitId })).toEqual([]);
    expect(await selectRows(server, 'habit_completions', { habit_id: habitId })).toEqual([]);

    // The archive is the database's: no client reads it.
    const peek = await user.client.from('deleted_habits').select('*');
    expect(peek.error ?? (peek.data as unknown[]).length === 0).toBeTruthy();

    const restored = await user.client.rpc('restore_habit', { p_habit_id: habitId });
    expectOk(restored);
    const [after] = await selectRows(server, 'habits', { id: habitId });
    // Everything but the update stamp (the streak recount after the completions stamps it).
    const { updated_at: _stampAfter, ...restoredRow } = after ?? {};
    const { updated_at: _stampBefore, ...originalRow } = before ?? {};
    expect(restoredRow).toEqual(originalRow);
    expect(sortById(await selectRows(server, 'habit_completions', { habit_id: habitId }))).toEqual(completionsBefore);
    expect(await selectRows(server, 'deleted_habits', { habit_id: habitId })).toEqual([]);

    // Once only: a second restore (a replay of the undo) answers with the habit as it is and changes nothing.
    const again = await user.client.rpc('restore_habit', { p_habit_id: habitId });
    expectOk(again);
    expect(again.data).toEqual(after);
    expect(sortById(await selectRows(server, 'habit_completions', { habit_id: habitId }))).toEqual(completionsBefore);
  });

  it("refuses another user's habit, in either direction", async () => {
    const owner = await createUser(server, randomEmail('habit-undo-owner'));
    const other = await createUser(server, randomEmail('habit-undo-other'));
    const habitId = await insertId(server, 'habits', valid.habit(owner.userId));
    expectPgError(await other.client.rpc('delete_habit', { p_habit_id: habitId }), '42501', 403);
    expect(await selectRows(server, 'habits', { id: habitId })).toHaveLength(1);

    expectOk(await owner.client.rpc('delete_habit', { p_habit_id: habitId }));
    expectPgError(await other.client.rpc('restore_habit', { p_habit_id: habitId }), '42501', 403);
    expect(await selectRows(server, 'habits', { id: habitId })).toEqual([]);
    expectOk(await owner.client.rpc('restore_habit', { p_habit_id: habitId }));
    expect(await selectRows(server, 'habits', { id: habitId })).toHaveLength(1);
  });

  it('still checks new completions after a restore', async () => {
    const user = await createUser(server, randomEmail('habit-undo-checks'));
    const habitId = await insertId(
      server,
      'habits',
      valid.habit(user.userId, { scheduled_days: ['Monday'], target_per_week: 1 }),
    );
    expectOk(await user.client.rpc('delete_habit', { p_habit_id: habitId }));
    expectOk(await user.client.rpc('restore_habit', { p_habit_id: habitId }));
    // 2024-03-05 is a Tuesday.
    expectPgError(
      await user.client.rpc('set_habit_completion', { p_habit_id: habitId, p_date: '2024-03-05', p_completed: true }),
      '23514',
      400,
    );
  });
});
