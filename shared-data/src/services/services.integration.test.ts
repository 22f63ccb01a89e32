// @vitest-environment node
// The data services against the real local backend: what they send is judged by what the database then
// holds and answers, not by which builder methods were called.
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { FriendlyError, isTimeConflictError } from '../errors';
import { ACTIVE_GOAL_EXISTS_MESSAGE } from '../goals-and-steps/rules/goals';
import { localDateKey } from '../dates/dates';
import { setSupabaseClient } from '../supabase';
import { addDaysLocal, parseLocalDate } from '../dates/dates';
import { type TestAccount, serviceClient, signInAsApp } from '../testing';
import type { TypedSupabaseClient } from '../supabase';
import { exportAllData } from './account';
import { createSession, finishSession, listSessions, listTodaySessions } from './deep-work-sessions';
import { activateGoal, completeGoal, createGoal, deleteGoal, listGoals, updateGoal } from './goals';
import { listGroupMembers } from './groups';
import { listCompletions, listCompletionsInRange, setHabitCompletion } from './habit-completions';
import { createHabit, listHabitStreaks, listHabitsForWeekday, updateHabit } from './habits';
import { MAX_ROWS_PER_REQUEST } from '../supabase/paging';
import { createPlaybook, listPlaybooks, updatePlaybook } from './playbooks';
import { createStep, deleteTask, listSteps, listTasksForUser, listTimeBlocks, setStepCompleted, updateStep } from './tasks';
import { getUserSettings, upsertUserSettings } from './user-settings';

let me: TestAccount;
let service: TypedSupabaseClient;
const today = () => localDateKey();
const daysAgo = (n: number) => localDateKey(addDaysLocal(parseLocalDate(today()), -n));

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

const habitInput = { name: 'Read', cue: 'After coffee', two_minute_version: 'One page', scheduled_time: '07:00:00' };

describe('goals', () => {
  it('create makes the only active goal; a second one is refused with the spec message while the first is open', async () => {
    const first = await createGoal({ title: '  Ship it ', priority: 'High', deadline: '2099-01-01' });
    expect(first).toMatchObject({ title: 'Ship it', priority: 'High', deadline: '2099-01-01', is_active: true, progress: 0, source_type: 'manual' });

    const refused = createGoal({ title: 'Another' });
    await expect(refused).rejects.toBeInstanceOf(FriendlyError);
    await expect(refused).rejects.toThrow(ACTIVE_GOAL_EXISTS_MESSAGE);
    expect((await listGoals(me.userId)).map((g) => [g.title, g.is_active])).toEqual([['Ship it', true]]);
  });

  it('the last step completes the goal, after which a new goal can be created', async () => {
    const goal = await createGoal({ title: 'One step' });
    const step = await createStep({ goalId: goal.id, title: 'Do it', startTime: '09:00', durationMinutes: 30, date: today() });
    const result = await setStepCompleted(step.id, true);
    expect(result.goal_completed).toBe(true);
    expect(result.goal).toMatchObject({ is_active: false, progress: 100 });
    expect(result.goal.completed_at).not.toBeNull();

    const next = await createGoal({ title: 'Next' });
    const goals = await listGoals(me.userId);
    expect(goals.filter((g) => g.is_active).map((g) => g.id)).toEqual([next.id]);
  });

  it('complete, activate, update and delete', async () => {
    const goal = await createGoal({ title: 'Finish' });
    expect(await completeGoal(goal.id)).toMatchObject({ is_active: false, progress: 100 });
    expect(await activateGoal(goal.id)).toMatchObject({ is_active: true, completed_at: null });
    expect(await updateGoal(goal.id, { why_description: 'Because' })).toMatchObject({ why_description: 'Because' });
    await createStep({ goalId: goal.id, title: 'Step', startTime: '10:00', durationMinutes: 30, date: today() });
    await deleteGoal(goal.id);
    expect(await listGoals(me.userId)).toEqual([]);
    expect((await service.from('one_thing_tasks').select('id').eq('goal_id', goal.id)).data).toEqual([]);
  });
});

describe('steps and time blocks', () => {
  it('steps in sort order, blocks by date then time; a conflict is recognisable and saves nothing', async () => {
    const goal = await createGoal({ title: 'Plan' });
    await createStep({ goalId: goal.id, title: 'Late', startTime: '14:00', durationMinutes: 60, date: today() });
    await createStep({ goalId: goal.id, title: 'Early', startTime: '08:00', durationMinutes: 30, date: today() });
    expect((await listSteps(goal.id)).map((s) => s.title)).toEqual(['Late', 'Early']);
    expect((await listTimeBlocks(goal.id)).map((b) => b.start_time)).toEqual(['08:00:00', '14:00:00']);

    const clash = createStep({ goalId: goal.id, title: 'Clash', startTime: '14:30', durationMinutes: 15, date: today() });
    await expect(clash).rejects.toSatisfy(isTimeConflictError);
    expect(await listSteps(goal.id)).toHaveLength(2);
  });

  it('moving a step onto another block is a conflict; deleting a step removes its block', async () => {
    const goal = await createGoal({ title: 'Moves' });
    const a = await createStep({ goalId: goal.id, title: 'A', startTime: '09:00', durationMinutes: 30, date: today() });
    await createStep({ goalId: goal.id, title: 'B', startTime: '10:00', durationMinutes: 30, date: today() });
    const blockOfA = (await listTimeBlocks(goal.id)).find((b) => b.step_id === a.id);
    const move = (startTime: string) =>
      updateStep({ stepId: a.id, title: 'A', block: { blockId: blockOfA?.id ?? '', startTime, durationMinutes: 30 } });
    await expect(move('09:45')).rejects.toSatisfy(isTimeConflictError);
    await move('11:00');
    expect((await listTimeBlocks(goal.id)).map((b) => [b.title, b.start_time])).toEqual([
      ['B', '10:00:00'],
      ['A', '11:00:00'],
    ]);
    await deleteTask(a.id);
    expect((await listTimeBlocks(goal.id)).map((b) => b.title)).toEqual(['B']);
  });

  it("reads every task of the user through the goal, past the server's row limit, without the embed", async () => {
    const goal = await createGoal({ title: 'Many' });
    const many = Array.from({ length: MAX_ROWS_PER_REQUEST + 5 }, (_, i) => ({ goal_id: goal.id, title: `Step ${i}`, sort_order: i }));
    expect((await service.from('one_thing_tasks').insert(many)).error).toBeNull();
    const tasks = await listTasksForUser(me.userId);
    expect(tasks).toHaveLength(MAX_ROWS_PER_REQUEST + 5);
    expect(new Set(tasks.map((t) => t.id)).size).toBe(MAX_ROWS_PER_REQUEST + 5);
    expect(tasks[0]).not.toHaveProperty('one_thing_goals');
  });
});

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
    expect((await service.from('habits').update({ created_at: longAgo } as never).eq('id', habit.id)).error).toBeNull();
    const history = Array.from({ length: 1095 }, (_, i) => ({ habit_id: habit.id, user_id: me.userId, completion_date: daysAgo(i + 1) }));
    expect((await service.from('habit_completions').insert(history)).error).toBeNull();
    expect(await listCompletions(me.userId)).toHaveLength(1095);
    expect(await listHabitStreaks()).toEqual([{ habit_id: habit.id, current_streak: 1095, longest_streak: 1095 }]);
    const exported = await exportAllData(me.userId);
    expect(exported.habit_completions).toHaveLength(1095);
  });

  it('a schedule edit recounts the streak; weekday lists filter by the schedule', async () => {
    const habit = await createHabit(me.userId, habitInput);
    await setHabitCompletion(habit.id, today(), true);
    const weekday = new Date().toLocaleDateString('en-US', { weekday: 'long' }) as 'Monday';
    const others = (['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'] as const).filter((d) => d !== weekday);
    const moved = await updateHabit(habit.id, { scheduled_days: [...others], target_per_week: 6 });
    expect(moved.streak).toBe(0);
    expect(await listHabitStreaks()).toEqual([{ habit_id: habit.id, current_streak: 0, longest_streak: 0 }]);
    expect(await listHabitsForWeekday(me.userId, weekday)).toEqual([]);
    expect((await listHabitsForWeekday(me.userId, others[0] ?? 'Sunday')).map((h) => h.id)).toEqual([habit.id]);
  });
});

describe('deep work sessions', () => {
  it("refuses a save without a user ('User not authenticated') and a second save while one is in progress", async () => {
    await expect(createSession(null, { duration_minutes: 25 })).rejects.toThrow('User not authenticated');
    const first = createSession(me.userId, { duration_minutes: 25, title: 'Focus' });
    await expect(createSession(me.userId, { duration_minutes: 25 })).rejects.toThrow('Session creation already in progress');
    await expect(first).resolves.toMatchObject({ title: 'Focus', user_id: me.userId });
    await expect(createSession(me.userId, { duration_minutes: 15 })).resolves.toMatchObject({ duration_minutes: 15 });
    expect(await listSessions(me.userId)).toHaveLength(2);
  });

  it('a session ends with the minutes that fit since its start; ending it again changes nothing', async () => {
    const started = await createSession(me.userId, { duration_minutes: 50, title: 'Focus' });
    expect(started).toMatchObject({ completed_at: null, duration_minutes: 50 });
    await expect(finishSession(started.id, { durationMinutes: 50 })).rejects.toThrow('A session cannot be longer than the time since it started');
    // As if it had started 50 minutes ago (only the service role can move a start).
    const fiftyMinutesAgo = new Date(Date.now() - 50 * 60_000).toISOString();
    expect((await service.from('deep_work_sessions').update({ created_at: fiftyMinutesAgo }).eq('id', started.id)).error).toBeNull();
    const ended = await finishSession(started.id, { durationMinutes: 50 });
    expect(ended).toMatchObject({ id: started.id, duration_minutes: 50, emergency_canceled: false });
    expect(ended?.completed_at).not.toBeNull();
    expect(await finishSession(started.id, { durationMinutes: 10, emergencyCanceled: true })).toBeNull();
    expect(await listSessions(me.userId)).toEqual([ended]);
  });

  it('today covers the local day from its start to its end', async () => {
    const now = new Date();
    const startOfToday = new Date(now.getFullYear(), now.getMonth(), now.getDate());
    const at = (offsetMs: number) => new Date(startOfToday.getTime() + offsetMs).toISOString();
    for (const [title, completedAt] of [
      ['yesterday', at(-1)],
      ['midnight', at(0)],
      ['tonight', at(86_400_000 - 1)],
      ['tomorrow', at(86_400_000 + 60_000)],
    ]) {
      // Finished sessions at chosen times: only the service role may write an end time.
      const { error } = await service.from('deep_work_sessions').insert({ user_id: me.userId, duration_minutes: 25, title, completed_at: completedAt });
      expect(error).toBeNull();
    }
    expect((await listTodaySessions(me.userId, now)).map((s) => s.title).sort()).toEqual(['midnight', 'tonight']);
  });
});

describe('playbooks, settings and groups', () => {
  it("refuses to list playbooks without a user ('User not authenticated'); updates only the provided fields", async () => {
    await expect(listPlaybooks(undefined)).rejects.toThrow('User not authenticated');
    const playbook = await createPlaybook(me.userId, { title: 'Plan', description: 'Keep me' });
    expect(await updatePlaybook(playbook.id, { title: 'New title' })).toMatchObject({ title: 'New title', description: 'Keep me' });
  });

  it('upserts settings on user_id: one row, updated in place', async () => {
    await upsertUserSettings(me.userId, { distracting_sites: ['youtube.com'] });
    await upsertUserSettings(me.userId, { block_adult_content: true });
    expect(await getUserSettings(me.userId)).toEqual({ distracting_sites: ['youtube.com'], block_adult_content: true });
    expect((await service.from('user_settings').select('user_id').eq('user_id', me.userId)).data).toHaveLength(1);
  });

  it("reads group members through the summaries, with display fields only", async () => {
    const group = await service.from('groups').insert({ name: 'Club', owner_id: me.userId }).select('id').single();
    const members = await listGroupMembers(group.data?.id ?? '');
    expect(members).toEqual([
      expect.objectContaining({ user_id: me.userId, role: 'owner', display_name: me.email.split('@')[0], username: me.email.split('@')[0] }),
    ]);
  });
});
