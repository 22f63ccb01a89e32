// Every table call the app makes, written the way the app's services issue them with supabase-js.
import type { SupabaseClient } from '@supabase/supabase-js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createUser, startTestServer, type TestServer } from '../helpers/harness.ts';

let server: TestServer;
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
  server = await startTestServer();
  alice = await createUser(server);
  bob = await createUser(server);
  db = alice.client;
}, 120_000);

afterAll(async () => {
  await server?.stop();
});

describe('profiles', () => {
  it('GET by user_id (at most one), POST, duplicate POST 409, PATCH by user_id', async () => {
    const none = await db.from('profiles').select('*').eq('user_id', alice.userId).maybeSingle();
    expect(none).toMatchObject({ data: null, error: null });
    const created = await db
      .from('profiles')
      .insert({ user_id: alice.userId, username: 'alice', full_name: 'Alice A', avatar_url: null })
      .select()
      .single();
    expect(created.status).toBe(201);
    expect(created.data).toMatchObject({ user_id: alice.userId, username: 'alice', onboarding_completed: false, share_one_thing: false });
    const dup = await db.from('profiles').insert({ user_id: alice.userId, username: 'again' });
    expect(dup.error?.code).toBe('23505');
    const patched = await db.from('profiles').update({ full_name: 'Alice B', onboarding_answers: { goals: ['focus'], dailyHours: 2 } }).eq('user_id', alice.userId).select().single();
    expect(patched.data).toMatchObject({ full_name: 'Alice B', onboarding_answers: { goals: ['focus'], dailyHours: 2 } });
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
    const b = await db.from('habits').insert(habitInput(alice.userId, 'Stretch', ['Sunday'])).select().single();
    await bob.client.from('habits').insert(habitInput(bob.userId, 'Bob reads'));
    const list = await db.from('habits').select('*').eq('user_id', alice.userId).order('created_at', { ascending: false });
    expect(list.data?.map((h) => h.name)).toEqual(['Stretch', 'Read']);
    expect(list.data?.[1]).toMatchObject({ scheduled_time: '07:30:00', scheduled_days: ['Monday', 'Wednesday', 'Friday'], streak: 0, difficulty: 'Easy' });
    const monday = await db.from('habits').select('*').eq('user_id', alice.userId).contains('scheduled_days', ['Monday']);
    expect(monday.data?.map((h) => h.name)).toEqual(['Read']);
    const upd = await db.from('habits').update({ name: 'Read more', streak: 3 }).eq('id', habitId);
    expect(upd.status).toBe(204);
    const del = await db.from('habits').delete().eq('id', String(b.data?.id));
    expect(del.status).toBe(204);
    const after = await db.from('habits').select('name,streak').eq('user_id', alice.userId);
    expect(after.data).toEqual([{ name: 'Read more', streak: 3 }]);
  });

  it('completion toggle: existence check, insert, the three selects, delete', async () => {
    const day = '2026-02-03';
    const exists = await db.from('habit_completions').select('id').eq('habit_id', habitId).eq('user_id', alice.userId).eq('completion_date', day).maybeSingle();
    expect(exists.data).toBeNull();
    const ins = await db.from('habit_completions').insert({ habit_id: habitId, completion_date: day, user_id: alice.userId });
    expect(ins.status).toBe(201);
    await db.from('habit_completions').insert({ habit_id: habitId, completion_date: '2026-02-04', user_id: alice.userId });
    const twice = await db.from('habit_completions').insert({ habit_id: habitId, completion_date: day, user_id: alice.userId });
    expect(twice.status).toBe(409);
    const newest = await db.from('habit_completions').select('*').eq('user_id', alice.userId).order('completion_date', { ascending: false });
    expect(newest.data?.map((c) => c.completion_date)).toEqual(['2026-02-04', day]);
    const byHabit = await db.from('habit_completions').select('*').eq('habit_id', habitId).eq('user_id', alice.userId);
    expect(byHabit.data).toHaveLength(2);
    const byDay = await db.from('habit_completions').select('*').eq('user_id', alice.userId).eq('completion_date', day);
    expect(byDay.data).toHaveLength(1);
    const found = await db.from('habit_completions').select('id').eq('habit_id', habitId).eq('user_id', alice.userId).eq('completion_date', day).maybeSingle();
    expect(found.data?.id).toEqual(expect.any(String));
    const del = await db.from('habit_completions').delete().eq('habit_id', habitId).eq('user_id', alice.userId).eq('completion_date', day);
    expect(del.status).toBe(204);
    const left = await db.from('habit_completions').select('completion_date').eq('user_id', alice.userId);
    expect(left.data).toEqual([{ completion_date: '2026-02-04' }]);
    const bobs = await bob.client.from('habit_completions').insert({ habit_id: habitId, completion_date: day, user_id: bob.userId });
    expect(bobs.status).toBe(403);
  });
});

describe('goals, steps and time blocks', () => {
  let goalId: string;
  let stepId: string;

  it('goals: insert, newest first, the active one, update, bulk deactivate', async () => {
    const first = await db.from('one_thing_goals').insert({ user_id: alice.userId, title: 'Write the book', priority: 'High', deadline: '2026-12-31' }).select().single();
    expect(first.data).toMatchObject({ is_active: true, progress: 0, priority: 'High', deadline: '2026-12-31', source_type: 'manual' });
    goalId = String(first.data?.id);
    const active = await db.from('one_thing_goals').select('*').eq('user_id', alice.userId).eq('is_active', true).maybeSingle();
    expect(active.data?.id).toBe(goalId);
    const bulk = await db.from('one_thing_goals').update({ is_active: false }).eq('user_id', alice.userId);
    expect(bulk.status).toBe(204);
    const second = await db.from('one_thing_goals').insert({ user_id: alice.userId, title: 'Run a marathon' }).select('id').single();
    const list = await db.from('one_thing_goals').select('*').eq('user_id', alice.userId).order('created_at', { ascending: false });
    expect(list.data?.map((g) => g.title)).toEqual(['Run a marathon', 'Write the book']);
    await db.from('one_thing_goals').update({ is_active: false }).eq('user_id', alice.userId);
    const reactivate = await db.from('one_thing_goals').update({ is_active: true, why_description: 'Because' }).eq('id', goalId).select('is_active,why_description');
    expect(reactivate.data).toEqual([{ is_active: true, why_description: 'Because' }]);
    expect(await db.from('one_thing_goals').delete().eq('id', String(second.data?.id))).toMatchObject({ status: 204 });
  });

  it('steps ordered by sort_order, blocks ordered by date then start_time, all of a user via !inner', async () => {
    const steps = await db
      .from('one_thing_tasks')
      .insert([
        { goal_id: goalId, title: 'Outline', completed: false, sort_order: 1, status: 'upcoming', step_number: 2, duration_minutes: 30, instructions: 'x' },
        { goal_id: goalId, title: 'Research', completed: false, sort_order: 0, status: 'upcoming', step_number: 1, duration_minutes: 45 },
      ])
      .select();
    expect(steps.status).toBe(201);
    expect(steps.data).toHaveLength(2);
    stepId = String(steps.data?.find((s) => s.title === 'Research')?.id);
    const blocks = await db.from('one_thing_tasks').insert([
      { goal_id: goalId, title: 'B2', date: '2026-05-02', start_time: '09:00', end_time: '10:00', step_id: stepId },
      { goal_id: goalId, title: 'B1', date: '2026-05-01', start_time: '14:00', end_time: '15:00', step_id: stepId },
      { goal_id: goalId, title: 'B0', date: '2026-05-01', start_time: '08:00', end_time: '08:30', step_id: stepId },
    ]);
    expect(blocks.status).toBe(201);
    const stepList = await db.from('one_thing_tasks').select('*').eq('goal_id', goalId).is('start_time', null).order('sort_order', { ascending: true });
    expect(stepList.data?.map((s) => s.title)).toEqual(['Research', 'Outline']);
    const blockList = await db
      .from('one_thing_tasks')
      .select('*')
      .eq('goal_id', goalId)
      .not('start_time', 'is', null)
      .order('date', { ascending: true })
      .order('start_time', { ascending: true });
    expect(blockList.data?.map((s) => [s.title, s.date, s.start_time])).toEqual([
      ['B0', '2026-05-01', '08:00:00'],
      ['B1', '2026-05-01', '14:00:00'],
      ['B2', '2026-05-02', '09:00:00'],
    ]);
    const all = await db.from('one_thing_tasks').select('*, one_thing_goals!inner(user_id)').eq('one_thing_goals.user_id', alice.userId);
    expect(all.data).toHaveLength(5);
    expect(all.data?.every((t) => t.one_thing_goals.user_id === alice.userId)).toBe(true);
    const bobAll = await bob.client.from('one_thing_tasks').select('*, one_thing_goals!inner(user_id)').eq('one_thing_goals.user_id', bob.userId);
    expect(bobAll.data).toEqual([]);
  });

  it('task update/delete by id and delete by goal_id; a step delete cascades to its blocks', async () => {
    const upd = await db.from('one_thing_tasks').update({ completed: true, status: 'completed' }).eq('id', stepId).select('completed,status').single();
    expect(upd.data).toEqual({ completed: true, status: 'completed' });
    const del = await db.from('one_thing_tasks').delete().eq('id', stepId);
    expect(del.status).toBe(204);
    const rest = await db.from('one_thing_tasks').select('title').eq('goal_id', goalId);
    expect(rest.data?.map((t) => t.title)).toEqual(['Outline']);
    await db.from('one_thing_tasks').delete().eq('goal_id', goalId);
    expect((await db.from('one_thing_tasks').select('id').eq('goal_id', goalId)).data).toEqual([]);
  });
});

describe('deep work sessions', () => {
  it('insert, newest first, by task, today, a date range, update, delete', async () => {
    const goal = await db.from('one_thing_goals').insert({ user_id: alice.userId, title: 'DW goal', is_active: false }).select('id').single();
    const task = await db.from('one_thing_tasks').insert({ goal_id: goal.data?.id, title: 'Focus task' }).select('id').single();
    const taskId = String(task.data?.id);
    const today = new Date();
    const start = new Date(today.getFullYear(), today.getMonth(), today.getDate(), 0, 0, 0, 0);
    const end = new Date(today.getFullYear(), today.getMonth(), today.getDate(), 23, 59, 59, 999);
    const inserted = await db
      .from('deep_work_sessions')
      .insert({ user_id: alice.userId, title: 'Today', duration_minutes: 25, goal_id: goal.data?.id, task_id: taskId, completed_at: new Date(start.getTime() + 3_600_000).toISOString() })
      .select()
      .single();
    expect(inserted.data).toMatchObject({ emergency_canceled: false, shield_enabled: false, duration_minutes: 25 });
    await db.from('deep_work_sessions').insert({ user_id: alice.userId, title: 'Long ago', duration_minutes: 50, completed_at: '2025-01-10T12:00:00Z' });
    const newest = await db.from('deep_work_sessions').select('*').eq('user_id', alice.userId).order('completed_at', { ascending: false });
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
    const range = await db.from('deep_work_sessions').select('title').eq('user_id', alice.userId).gte('completed_at', '2025-01-01').lte('completed_at', '2025-01-31');
    expect(range.data).toEqual([{ title: 'Long ago' }]);
    const id = String(inserted.data?.id);
    const upd = await db.from('deep_work_sessions').update({ completed_at: null, emergency_canceled: true }).eq('id', id).select('completed_at,emergency_canceled');
    expect(upd.data).toEqual([{ completed_at: null, emergency_canceled: true }]);
    expect((await db.from('deep_work_sessions').delete().eq('id', id)).status).toBe(204);
  });
});

describe('playbooks and user settings', () => {
  it('playbooks: insert and return the row, list newest first, partial update, delete', async () => {
    const created = await db
      .from('playbooks')
      .insert({ title: 'Launch', description: 'steps', user_id: alice.userId, tasks: [{ title: 'a', step_number: 1 }], time_blocks: [{ start: '09:00' }] })
      .select()
      .single();
    expect(created.data).toMatchObject({ title: 'Launch', tasks: [{ title: 'a', step_number: 1 }], time_blocks: [{ start: '09:00' }] });
    await db.from('playbooks').insert({ title: 'Second', user_id: alice.userId }).select().single();
    const list = await db.from('playbooks').select('*').eq('user_id', alice.userId).order('created_at', { ascending: false });
    expect(list.data?.map((p) => p.title)).toEqual(['Second', 'Launch']);
    const upd = await db.from('playbooks').update({ description: 'new' }).eq('id', String(created.data?.id)).select().single();
    expect(upd.data).toMatchObject({ title: 'Launch', description: 'new', tasks: [{ title: 'a', step_number: 1 }] });
    expect((await db.from('playbooks').delete().eq('id', String(created.data?.id))).status).toBe(204);
  });

  it('user_settings: select two columns, upsert on user_id twice', async () => {
    const none = await db.from('user_settings').select('distracting_sites, block_adult_content').eq('user_id', alice.userId).maybeSingle();
    expect(none.data).toBeNull();
    const up1 = await db.from('user_settings').upsert({ user_id: alice.userId, distracting_sites: ['youtube.com'], block_adult_content: false }, { onConflict: 'user_id' });
    expect(up1.status).toBe(201);
    const up2 = await db.from('user_settings').upsert({ user_id: alice.userId, distracting_sites: ['youtube.com', 'x.com'] }, { onConflict: 'user_id' });
    expect(up2.error).toBeNull();
    const read = await db.from('user_settings').select('distracting_sites, block_adult_content').eq('user_id', alice.userId).maybeSingle();
    expect(read.data).toEqual({ distracting_sites: ['youtube.com', 'x.com'], block_adult_content: false });
    const bobs = await bob.client.from('user_settings').upsert({ user_id: alice.userId, distracting_sites: [] }, { onConflict: 'user_id' });
    expect(bobs.status).toBe(403);
  });
});
