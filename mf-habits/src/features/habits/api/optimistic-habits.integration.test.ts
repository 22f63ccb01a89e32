// The habit rows the pages show before the server answers (domain/optimistic-habits.ts) against the real
// local backend: the same values as the row the database then holds, defaults included.
import { afterAll, beforeEach, describe, expect, it } from 'vitest';
import {
  createHabit,
  habitWrites,
  listHabits,
  newHabitRow,
  setSupabaseClient,
  type Habit,
} from '@onething/shared-data';
import { type TestAccount, signInAsApp } from '@onething/shared-data/testing';
import { editedHabitRow } from '../domain/optimistic-habits';

let me: TestAccount;
afterAll(() => setSupabaseClient(null));
beforeEach(async () => {
  me = await signInAsApp();
});

const withoutStamps = ({ created_at: _c, updated_at: _u, ...habit }: Habit) => habit;

describe('habit rows shown before the answer', () => {
  it('a new habit with only what the form requires is the row the database makes', async () => {
    const id = crypto.randomUUID();
    const habit = { name: 'Read', cue: 'After dinner', two_minute_version: 'One page', scheduled_time: '21:00' };
    await createHabit(me.userId, { ...habit, id });
    const [saved] = await listHabits(me.userId);
    expect(withoutStamps(saved!)).toEqual(withoutStamps(newHabitRow(id, me.userId, habit, 'now')));
  });

  it('an edit is the row the database holds after it', async () => {
    const id = crypto.randomUUID();
    const habit = { name: 'Run', cue: 'Shoes by the door', two_minute_version: 'Shoes on', scheduled_time: '07:00' };
    await createHabit(me.userId, { ...habit, id });
    const [before] = await listHabits(me.userId);
    const changes = {
      ...habit,
      name: 'Run 5k',
      scheduled_days: ['Monday' as const, 'Friday' as const],
      target_per_week: 2,
    };
    await habitWrites.update.run({ habitId: id, changes });
    const [after] = await listHabits(me.userId);
    expect(withoutStamps(after!)).toEqual(withoutStamps(editedHabitRow(before!, changes)));
  });
});
