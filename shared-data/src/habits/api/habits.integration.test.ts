// Habits and completions against the real local backend: idempotent completions, streaks counted by the
// database over years of history, schedule edits.
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { addDaysLocal, localDateKey, parseLocalDate } from '../../dates/dates';
import { exportAllData } from '../../profile-and-account/api/export-all-data';
import { setSupabaseClient, type TypedSupabaseClient } from '../../supabase';
import { type TestAccount, serviceClient, signInAsApp } from '../../testing';
import { createHabit } from './create-habit';
import { listCompletions } from './get-completions';
import { listCompletionsInRange } from './get-completions-in-range';
import { listHabitStreaks } from './get-habit-streaks';
import { listHabitsForWeekday } from './get-weekday-habits';
import { setHabitCompletion } from './set-habit-completion';
import { updateHabit } from './update-habit';

let me: TestAccount;
let service: TypedSupabaseClient;

beforeAll(async () => {
  service = await serviceClient();
});

afterAll(() => setSupabaseClient(null));

beforeEach(async () => {
  // Each test is a new user, so no test sees another's rows.
  me = await signInAsApp();
  vi.spyOn(console, 'error').mockImplementation(() => undefined);
  return () => vi.restoreAllMocks();
});
const today = () => localDateKey();
const daysAgo = (n: number) => localDateKey(addDaysLocal(parseLocalDate(today()), -n));

const habitInput = { name: 'Read', cue: 'After coffee', two_minute_version: 'One page', scheduled_time: '07:00:00' };

describe('habits and completions', () => {
  it('setHabitCompletion is idempotent and returns the streaks; listHabitStreaks agrees', async () => {
    const habit = await createHabit(me.userId, habitInput);
    expect(await setHabitCompletion(habit.id, today(), true)).toMatchObject({ completed: true, current_streak: 1 });
    expect(await setHabitCompletion(habit.id, today(), true)).toMatchObject({ completed: true, current_streak: 1 });
    expect(await listCompletionsInRange(me.userId, today(), today())).toHaveLength(1);
    expect(await listHabitStreaks()).toEqual([{ habit_id: habit.id, current_streak: 1, longest_streak: 1 }]);
    expect(await setHabitCompletion(habit.id, today(), false)).toMatchObject({ completed: false, current_streak: 0 });
    expect(await listCompletionsInRange(me.userId, today(), today())).toEqual([]);
  });

  it('three years of daily completions: every row is read and the streak counts them all', async () => {
    const habit = await createHabit(me.userId, habitInput);
    // Only the service role may backdate a habit; clients cannot write created_at.
    const longAgo = new Date(Date.now() - 1100 * 86_400_000).toISOString();
    expect(
      (
        await service
          .from('habits')
          .update({ created_at: longAgo } as never)
          .eq('id', habit.id)
      ).error,
    ).toBeNull();
    const history = Array.from({ length: 1095 }, (_, i) => ({
      habit_id: habit.id,
      user_id: me.userId,
      completion_date: daysAgo(i + 1),
    }));
    // In slices: the local backend on PGlite stops any statement after 1 s, and 1,095 rows in one insert
    // (each recounting the streak) can take longer on a busy machine. The test is about reading them all.
    for (let at = 0; at < history.length; at += 250) {
      expect((await service.from('habit_completions').insert(history.slice(at, at + 250))).error).toBeNull();
    }
    expect(await listCompletions(me.userId)).toHaveLength(1095);
    expect(await listHabitStreaks()).toEqual([{ habit_id: habit.id, current_streak: 1095, longest_streak: 1095 }]);
    const exported = await exportAllData(me.userId);
    expect(exported.habit_completions).toHaveLength(1095);
  });

  it('a schedule edit recounts the streak; weekday lists filter by the schedule', async () => {
    const habit = await createHabit(me.userId, habitInput);
    await setHabitCompletion(habit.id, today(), true);
    const weekday = new Date().toLocaleDateString('en-US', { weekday: 'long' }) as 'Monday';
    const others = (['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'] as const).filter(
      (d) => d !== weekday,
    );
    const moved = await updateHabit(habit.id, { scheduled_days: [...others], target_per_week: 6 });
    expect(moved.streak).toBe(0);
    expect(await listHabitStreaks()).toEqual([{ habit_id: habit.id, current_streak: 0, longest_streak: 0 }]);
    expect(await listHabitsForWeekday(me.userId, weekday)).toEqual([]);
    expect((await listHabitsForWeekday(me.userId, others[0] ?? 'Sunday')).map((h) => h.id)).toEqual([habit.id]);
  });
});

describe('a habit created with the client id, sent twice', () => {
  it('answers with the same habit and makes one; another user sending that id is refused', async () => {
    const id = crypto.randomUUID();
    const first = await createHabit(me.userId, { ...habitInput, id });
    expect(first).toMatchObject({ id, user_id: me.userId, name: 'Read' });
    expect(await createHabit(me.userId, { ...habitInput, id })).toEqual(first);
    const { data } = await service.from('habits').select('id').eq('user_id', me.userId);
    expect(data).toEqual([{ id }]);

    const other = await signInAsApp();
    const refused = createHabit(other.userId, { ...habitInput, id });
    await expect(refused).rejects.toMatchObject({ code: '42501' });
    const { data: theirs } = await service.from('habits').select('user_id, name').eq('id', id);
    expect(theirs).toEqual([{ user_id: me.userId, name: 'Read' }]);
  });
});
