// Every table call the app makes, written the way the app's services issue them with supabase-js.
import type { SupabaseClient } from '@supabase/supabase-js';
import { beforeAll, describe, expect, it } from 'vitest';
import { createUser, setupTestServer } from './fixtures.ts';

const server = setupTestServer({ shared: true });
let alice: Awaited<ReturnType<typeof createUser>>;
let bob: Awaited<ReturnType<typeof createUser>>;
let db: SupabaseClient;

const habitInput = (userId: string, name: string, days = ['Monday', 'Wednesday', 'Friday']) => ({
  user_id: userId,
  name,
  category: 'Learning',
  cue: 'After coffee',
  two_minute_version: 'Read one page',
  scheduled_days: days,
  target_per_week: days.length,
  scheduled_time: '07:30',
});

beforeAll(async () => {
  alice = await createUser(server);
  bob = await createUser(server);
  db = alice.client;
}, 120_000);

describe('profiles', () => {
  it('made by the database at sign-up: GET by user_id (at most one), PATCH by user_id; no POST', async () => {
    const made = await db.from('profiles').select('*').eq('user_id', alice.userId).maybeSingle();
    expect(made.data).toMatchObject({
      user_id: alice.userId,
      onboarding_completed: false,
      share_one_thing: false,
      time_zone: 'UTC',
    });
    const insert = await db.from('profiles').insert({ user_id: alice.userId, username: 'again' });
    expect(insert.error?.code).toBe('42501');
    const patched = await db
      .from('profiles')
      .update({ full_name: 'Alice B', onboarding_answers: { goals: ['focus'], dailyHours: 2 } })
      .eq('user_id', alice.userId)
      .select()
      .single();
    expect(patched.data).toMatchObject({
      full_name: 'Alice B',
      onboarding_answers: { goals: ['focus'], dailyHours: 2 },
    });
    const read = await db.from('profiles').select('*').eq('user_id', alice.userId).maybeSingle();
    expect(read.data?.full_name).toBe('Alice B');
  });
});

describe('habits and completions', () => {
  let habitId: string;

  it('insert, select newest first, contains weekday, update, delete', async () => {
    const a = await db.from('habits').insert(habitInput(alice.userId, 'Read')).select().single();
    expect(a.error).toBeNull();
    habitId = String(a.data?.id);
    const b = await db
      .from('habits')
      .insert(habitInput(alice.userId, 'Stretch', ['Sunday']))
      .select()
      .single();
    await bob.client.from('habits').insert(habitInput(bob.userId, 'Bob reads'));
    const list = await db
      .from('habits')
      .select('*')
      .eq('user_id', alice.userId)
      .order('created_at', { ascending: false });
    expect(list.data?.map((h) => h.name)).toEqual(['Stretch', 'Read']);
    expect(list.data?.[1]).toMatchObject({
      scheduled_time: '07:30:00',
      scheduled_days: ['Monday', 'Wednesday', 'Friday'],
      streak: 0,
      difficulty: 'Easy',
    });
    const monday = await db
      .from('habits')
      .select('*')
      .eq('user_id', alice.userId)
      .contains('scheduled_days', ['Monday']);
    expect(monday.data?.map((h) => h.name)).toEqual(['Read']);
    const upd = await db
      .from('habits')
      .update({ name: 'Read more', scheduled_days: ['Monday', 'Wednesday', 'Friday', 'Sunday'], target_per_week: 4 })
      .eq('id', habitId);
    expect(upd.status).toBe(204);
    const del = await db.from('habits').delete().eq('id', String(b.data?.id));
    expect(del.status).toBe(204);
    const after = await db.from('habits').select('name,target_per_week').eq('user_id', alice.userId);
    expect(after.data).toEqual([{ name: 'Read more', target_per_week: 4 }]);
  });

  it('completions: set to an intended state by rpc, the three selects, a date range, delete', async () => {
    // Today (UTC: the profiles' zone) is scheduled, whatever weekday it is.
    await db
      .from('habits')
      .update({
        scheduled_days: ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'],
        target_per_week: 7,
      })
      .eq('id', habitId);
    const day = new Date().toISOString().slice(0, 10);
    const set = await db.rpc('set_habit_completion', { p_habit_id: habitId, p_date: day, p_completed: true });
    expect(set.data).toMatchObject({ completed: true, current_streak: 1, longest_streak: 1 });
    const again = await db.rpc('set_habit_completion', { p_habit_id: habitId, p_date: day, p_completed: true });
    expect(again.error).toBeNull();
    const newest = await db
      .from('habit_completions')
      .select('*')
      .eq('user_id', alice.userId)
      .order('completion_date', { ascending: false });
    expect(newest.data?.map((c) => c.completion_date)).toEqual([day]);
    const byHabit = await db.from('habit_completions').select('*').eq('habit_id', habitId).eq('user_id', alice.userId);
    expect(byHabit.data).toHaveLength(1);
    const byDay = await db.from('habit_completions').select('*').eq('user_id', alice.userId).eq('completion_date', day);
    expect(byDay.data).toHaveLength(1);
    const range = await db
      .from('habit_completions')
      .select('completion_date')
      .eq('user_id', alice.userId)
      .gte('completion_date', day)
      .lte('completion_date', day)
      .range(0, 999);
    expect(range.data).toEqual([{ completion_date: day }]);
    const streaks = await db.rpc('habit_streaks', {}, { get: true });
    expect(streaks.data).toEqual([{ habit_id: habitId, current_streak: 1, longest_streak: 1 }]);
    const unset = await db.rpc('set_habit_completion', { p_habit_id: habitId, p_date: day, p_completed: false });
    expect(unset.data).toMatchObject({ completed: false, current_streak: 0 });
    expect((await db.from('habit_completions').select('id').eq('user_id', alice.userId)).data).toEqual([]);
    const bobs = await bob.client.rpc('set_habit_completion', { p_habit_id: habitId, p_date: day, p_completed: true });
    expect(bobs.status).toBe(403);
  });
});

describe('goals, steps and time blocks', () => {
  let goalId: string;
  let stepId: string;

  it('goals: create by rpc, newest first, the active one, update, complete by rpc, delete', async () => {
    const first = await db.rpc('create_goal', {
      p_title: 'Write the book',
      p_priority: 'High',
      p_deadline: '2026-12-31',
    });
    expect(first.data).toMatchObject({
      is_active: true,
      progress: 0,
      priority: 'High',
      deadline: '2026-12-31',
      source_type: 'manual',
    });
    goalId = String(first.data?.id);
    const active = await db
      .from('one_thing_goals')
      .select('*')
      .eq('user_id', alice.userId)
      .eq('is_active', true)
      .maybeSingle();
    expect(active.data?.id).toBe(goalId);
    const done = await db.rpc('complete_goal', { p_goal_id: goalId });
    expect(done.data).toMatchObject({ is_active: false, progress: 100 });
    const second = await db.rpc('create_goal', { p_title: 'Run a marathon' });
    const list = await db
      .from('one_thing_goals')
      .select('*')
      .eq('user_id', alice.userId)
      .order('created_at', { ascending: false });
    expect(list.data?.map((g) => g.title)).toEqual(['Run a marathon', 'Write the book']);
    await db.rpc('complete_goal', { p_goal_id: String(second.data?.id) });
    const reactivated = await db.rpc('activate_goal', { p_goal_id: goalId });
    expect(reactivated.data).toMatchObject({ is_active: true, completed_at: null });
    const why = await db
      .from('one_thing_goals')
      .update({ why_description: 'Because' })
      .eq('id', goalId)
      .select('is_active,why_description');
    expect(why.data).toEqual([{ is_active: true, why_description: 'Because' }]);
    expect(await db.from('one_thing_goals').delete().eq('id', String(second.data?.id))).toMatchObject({ status: 204 });
  });

  it('steps by rpc with their blocks, ordered by sort_order / date then start_time, all of a user via !inner', async () => {
    const research = await db.rpc('create_step', {
      p_goal_id: goalId,
      p_title: 'Research',
      p_start_time: '14:00',
      p_duration_minutes: 60,
      p_date: '2026-05-01',
    });
    expect(research.error).toBeNull();
    stepId = String(research.data?.id);
    await db.rpc('create_step', {
      p_goal_id: goalId,
      p_title: 'Outline',
      p_start_time: '08:00',
      p_duration_minutes: 30,
      p_date: '2026-05-01',
    });
    const extra = await db.from('one_thing_tasks').insert({
      goal_id: goalId,
      title: 'B2',
      date: '2026-05-02',
      start_time: '09:00',
      end_time: '10:00',
      step_id: stepId,
    });
    expect(extra.status).toBe(201);
    const stepList = await db
      .from('one_thing_tasks')
      .select('*')
      .eq('goal_id', goalId)
      .is('start_time', null)
      .order('sort_order', { ascending: true });
    expect(stepList.data?.map((s) => [s.title, s.sort_order, s.step_number])).toEqual([
      ['Research', 0, 1],
      ['Outline', 1, 2],
    ]);
    const blockList = await db
      .from('one_thing_tasks')
      .select('*')
      .eq('goal_id', goalId)
      .not('start_time', 'is', null)
      .order('date', { ascending: true })
      .order('start_time', { ascending: true });
    expect(blockList.data?.map((s) => [s.title, s.date, s.start_time, s.end_time])).toEqual([
      ['Outline', '2026-05-01', '08:00:00', '08:30:00'],
      ['Research', '2026-05-01', '14:00:00', '15:00:00'],
      ['B2', '2026-05-02', '09:00:00', '10:00:00'],
    ]);
    const all = await db
      .from('one_thing_tasks')
      .select('*, one_thing_goals!inner(user_id)')
      .eq('one_thing_goals.user_id', alice.userId);
    expect(all.data).toHaveLength(5);
    expect(all.data?.every((t) => t.one_thing_goals.user_id === alice.userId)).toBe(true);
    const bobAll = await bob.client
      .from('one_thing_tasks')
      .select('*, one_thing_goals!inner(user_id)')
      .eq('one_thing_goals.user_id', bob.userId);
    expect(bobAll.data).toEqual([]);
  });

  it('step completion and edits by rpc, block edits by id; a step delete cascades to its blocks', async () => {
    const done = await db.rpc('set_step_completed', { p_step_id: stepId, p_completed: true });
    expect(done.data).toMatchObject({
      step: { completed: true, status: 'completed' },
      goal: { progress: 50 },
      goal_completed: false,
    });
    const blocks = await db.from('one_thing_tasks').select('status').eq('step_id', stepId);
    expect(blocks.data).toEqual([{ status: 'completed' }, { status: 'completed' }]);
    expect((await db.rpc('update_step', { p_step_id: stepId, p_title: 'Research more' })).error).toBeNull();
    const block = await db
      .from('one_thing_tasks')
      .update({ instructions: 'Library' })
      .eq('title', 'B2')
      .select('instructions')
      .single();
    expect(block.data).toEqual({ instructions: 'Library' });
    const del = await db.from('one_thing_tasks').delete().eq('id', stepId);
    expect(del.status).toBe(204);
    const left = await db.from('one_thing_tasks').select('title').eq('goal_id', goalId);
    expect(left.data?.map((t) => t.title).sort()).toEqual(['Outline', 'Outline']);
    expect((await db.from('one_thing_goals').select('progress').eq('id', goalId).single()).data).toEqual({
      progress: 0,
    });
  });
});

describe('deep work sessions', () => {
  it('insert open, finish by rpc, newest first, by task, today, a date range, delete', async () => {
    const goal = await db
      .from('one_thing_goals')
      .select('id')
      .eq('user_id', alice.userId)
      .eq('is_active', true)
      .single();
    const task = await db
      .from('one_thing_tasks')
      .insert({ goal_id: goal.data?.id, title: 'Focus task' })
      .select('id')
      .single();
    const taskId = String(task.data?.id);
    const today = new Date();
    const start = new Date(today.getFullYear(), today.getMonth(), today.getDate(), 0, 0, 0, 0);
    const end = new Date(today.getFullYear(), today.getMonth(), today.getDate(), 23, 59, 59, 999);
    const inserted = await db
      .from('deep_work_sessions')
      .insert({ user_id: alice.userId, title: 'Today', duration_minutes: 25, goal_id: goal.data?.id })
      .select()
      .single();
    expect(inserted.data).toMatchObject({
      emergency_canceled: false,
      shield_enabled: false,
      duration_minutes: 25,
      completed_at: null,
    });
    const id = String(inserted.data?.id);
    // The end time is the database's: a session is ended by rpc, with no more minutes than have passed.
    const finished = await db.rpc('finish_deep_work_session', {
      p_session_id: id,
      p_duration_minutes: 1,
      p_task_id: taskId,
    });
    expect(finished.error).toBeNull();
    expect(finished.data).toMatchObject([{ id, duration_minutes: 1, task_id: taskId, emergency_canceled: false }]);
    // Sessions written with chosen end times come from the superuser.
    await server.db.query(
      `insert into public.deep_work_sessions (user_id, title, duration_minutes, completed_at) values ($1, 'Long ago', 50, '2025-01-10T12:00:00Z')`,
      [alice.userId],
    );
    const newest = await db
      .from('deep_work_sessions')
      .select('*')
      .eq('user_id', alice.userId)
      .order('completed_at', { ascending: false });
    expect(newest.data?.map((s) => s.title)).toEqual(['Today', 'Long ago']);
    const byTask = await db.from('deep_work_sessions').select('*').eq('task_id', taskId);
    expect(byTask.data?.map((s) => s.title)).toEqual(['Today']);
    const todays = await db
      .from('deep_work_sessions')
      .select('*')
      .eq('user_id', alice.userId)
      .gte('completed_at', start.toISOString())
      .lte('completed_at', end.toISOString());
    expect(todays.data?.map((s) => s.title)).toEqual(['Today']);
    const range = await db
      .from('deep_work_sessions')
      .select('title')
      .eq('user_id', alice.userId)
      .gte('completed_at', '2025-01-01')
      .lte('completed_at', '2025-01-31');
    expect(range.data).toEqual([{ title: 'Long ago' }]);
    expect((await db.from('deep_work_sessions').delete().eq('id', id)).status).toBe(204);
  });
});

describe('playbooks and user settings', () => {
  it('playbooks: insert and return the row, list newest first, partial update, delete', async () => {
    const created = await db
      .from('playbooks')
      .insert({
        title: 'Launch',
        description: 'steps',
        user_id: alice.userId,
        tasks: [{ title: 'a' }],
        time_blocks: [{ title: 'a', start_time: '09:00', end_time: '10:00', step_number: 1 }],
      })
      .select()
      .single();
    // The database fills in what a stored template needs (ids, order, status, times as hh:mm:ss), keeping the rest.
    expect(created.data).toMatchObject({
      title: 'Launch',
      tasks: [{ title: 'a' }],
      time_blocks: [{ title: 'a', start_time: '09:00:00', end_time: '10:00:00', step_number: 1 }],
    });
    await db.from('playbooks').insert({ title: 'Second', user_id: alice.userId }).select().single();
    const list = await db
      .from('playbooks')
      .select('*')
      .eq('user_id', alice.userId)
      .order('created_at', { ascending: false });
    expect(list.data?.map((p) => p.title)).toEqual(['Second', 'Launch']);
    const upd = await db
      .from('playbooks')
      .update({ description: 'new' })
      .eq('id', String(created.data?.id))
      .select()
      .single();
    expect(upd.data).toMatchObject({ title: 'Launch', description: 'new', tasks: [{ title: 'a' }] });
    expect((await db.from('playbooks').delete().eq('id', String(created.data?.id))).status).toBe(204);
  });

  it('user_settings: select two columns, upsert on user_id twice', async () => {
    const none = await db
      .from('user_settings')
      .select('distracting_sites, block_adult_content')
      .eq('user_id', alice.userId)
      .maybeSingle();
    expect(none.data).toBeNull();
    const up1 = await db
      .from('user_settings')
      .upsert(
        { user_id: alice.userId, distracting_sites: ['youtube.com'], block_adult_content: false },
        { onConflict: 'user_id' },
      );
    expect(up1.status).toBe(201);
    const up2 = await db
      .from('user_settings')
      .upsert({ user_id: alice.userId, distracting_sites: ['youtube.com', 'x.com'] }, { onConflict: 'user_id' });
    expect(up2.error).toBeNull();
    const read = await db
      .from('user_settings')
      .select('distracting_sites, block_adult_content')
      .eq('user_id', alice.userId)
      .maybeSingle();
    expect(read.data).toEqual({ distracting_sites: ['youtube.com', 'x.com'], block_adult_content: false });
    const bobs = await bob.client
      .from('user_settings')
      .upsert({ user_id: alice.userId, distracting_sites: [] }, { onConflict: 'user_id' });
    expect(bobs.status).toBe(403);
  });
});
