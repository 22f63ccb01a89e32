import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { FriendlyError } from '../errors';
import { setSupabaseClient } from '../supabase';
import { activateGoal, completeGoal, createGoal, deleteGoal, recordCompletedPlaybook } from './goals';
import { toggleCompletion } from './habit-completions';
import { listHabitsForWeekday } from './habits';
import { createSession, listTodaySessions } from './deep-work-sessions';
import { listPlaybooks, updatePlaybook } from './playbooks';
import { listSteps, listTasksForUser, listTimeBlocks } from './tasks';
import { upsertUserSettings } from './user-settings';
import { listGroupMembers } from './groups';
import { recordingClient } from './test-client';

let fake: ReturnType<typeof recordingClient>;

beforeEach(() => {
  fake = recordingClient();
  setSupabaseClient(fake.client);
  vi.spyOn(console, 'error').mockImplementation(() => {});
});
afterEach(() => {
  setSupabaseClient(null);
  vi.restoreAllMocks();
});

describe('habit completions', () => {
  it('toggle deletes an existing completion and returns false', async () => {
    fake.queue.push({ data: { id: 'c1' }, error: null }, { data: null, error: null });
    await expect(toggleCompletion('h1', 'u1', '2025-03-01')).resolves.toBe(false);
    expect(fake.calls).toHaveLength(2);
    expect(fake.opsOf(0)).toEqual([
      ['select', 'id'],
      ['eq', 'habit_id', 'h1'],
      ['eq', 'user_id', 'u1'],
      ['eq', 'completion_date', '2025-03-01'],
      ['maybeSingle'],
    ]);
    expect(fake.opsOf(1)[0]).toEqual(['delete']);
    expect(fake.opsOf(1)).toContainEqual(['eq', 'completion_date', '2025-03-01']);
  });

  it('toggle inserts a missing completion and returns true', async () => {
    fake.queue.push({ data: null, error: null }, { data: { id: 'c2' }, error: null });
    await expect(toggleCompletion('h1', 'u1', '2025-03-01')).resolves.toBe(true);
    expect(fake.opsOf(1)[0]).toEqual(['insert', { habit_id: 'h1', user_id: 'u1', completion_date: '2025-03-01' }]);
  });

  it('turns a backend error into a friendly error', async () => {
    fake.queue.push({ data: null, error: { message: 'Failed to fetch' } });
    const failure = toggleCompletion('h1', 'u1', '2025-03-01');
    await expect(failure).rejects.toBeInstanceOf(FriendlyError);
    await expect(failure).rejects.toThrow('Network error. Please check your connection and try again.');
  });
});

describe('habits', () => {
  it('filters by a scheduled weekday', async () => {
    fake.queue.push({ data: [], error: null });
    await listHabitsForWeekday('u1', 'Monday');
    expect(fake.opsOf(0)).toContainEqual(['contains', 'scheduled_days', ['Monday']]);
  });
});

describe('goals', () => {
  it('create deactivates all of the user goals first, then inserts the new goal as active', async () => {
    fake.queue.push({ data: null, error: null }, { data: { id: 'g1' }, error: null });
    await createGoal('u1', { title: 'Ship it' });
    expect(fake.calls.map((c) => c.target)).toEqual(['one_thing_goals', 'one_thing_goals']);
    expect(fake.opsOf(0)).toEqual([
      ['update', { is_active: false }],
      ['eq', 'user_id', 'u1'],
    ]);
    expect(fake.opsOf(1)[0]).toEqual([
      'insert',
      { source_type: 'manual', title: 'Ship it', user_id: 'u1', is_active: true },
    ]);
  });

  it('does not insert when deactivation fails', async () => {
    fake.queue.push({ data: null, error: { message: 'permission denied', code: '42501' } });
    await expect(createGoal('u1', { title: 'x' })).rejects.toThrow('You do not have permission to perform this action.');
    expect(fake.calls).toHaveLength(1);
  });

  it('activate deactivates the others, then activates the goal', async () => {
    fake.queue.push({ data: null, error: null }, { data: { id: 'g2' }, error: null });
    await activateGoal('u1', 'g2');
    expect(fake.opsOf(0)).toEqual([
      ['update', { is_active: false }],
      ['eq', 'user_id', 'u1'],
      ['neq', 'id', 'g2'],
    ]);
    expect(fake.opsOf(1).slice(0, 2)).toEqual([
      ['update', { is_active: true }],
      ['eq', 'id', 'g2'],
    ]);
  });

  it('complete sets inactive, progress 100 and both timestamps', async () => {
    fake.queue.push({ data: { id: 'g1' }, error: null });
    const now = new Date('2025-03-01T10:00:00Z');
    await completeGoal('g1', now);
    expect(fake.opsOf(0)[0]).toEqual([
      'update',
      { is_active: false, progress: 100, completed_at: now.toISOString(), updated_at: now.toISOString() },
    ]);
  });

  it('delete removes the tasks before the goal', async () => {
    await deleteGoal('g1');
    expect(fake.calls.map((c) => c.target)).toEqual(['one_thing_tasks', 'one_thing_goals']);
    expect(fake.opsOf(0)).toEqual([['delete'], ['eq', 'goal_id', 'g1']]);
    expect(fake.opsOf(1)).toEqual([['delete'], ['eq', 'id', 'g1']]);
  });

  it('records a completed playbook as an inactive Medium goal with the default description', async () => {
    fake.queue.push({ data: { id: 'g9' }, error: null });
    await recordCompletedPlaybook('u1', { title: 'Launch plan', playbookId: 'p1' }, new Date('2025-03-01T00:00:00Z'));
    expect(fake.opsOf(0)[0]?.[1]).toMatchObject({
      title: 'Launch plan',
      description: 'Completed playbook goal',
      priority: 'Medium',
      progress: 100,
      is_active: false,
      source_type: 'playbook',
      source_playbook_id: 'p1',
    });
  });
});

describe('tasks', () => {
  it('steps are tasks without a start time in sort order', async () => {
    fake.queue.push({ data: [], error: null });
    await listSteps('g1');
    expect(fake.opsOf(0)).toEqual([
      ['select', '*'],
      ['eq', 'goal_id', 'g1'],
      ['is', 'start_time', null],
      ['order', 'sort_order', { ascending: true }],
    ]);
  });

  it('time blocks are tasks with a start time by date then start time', async () => {
    fake.queue.push({ data: [], error: null });
    await listTimeBlocks('g1');
    expect(fake.opsOf(0)).toEqual([
      ['select', '*'],
      ['eq', 'goal_id', 'g1'],
      ['not', 'start_time', 'is', null],
      ['order', 'date', { ascending: true }],
      ['order', 'start_time', { ascending: true }],
    ]);
  });

  it("reads a user's tasks through the goal and strips the embed", async () => {
    fake.queue.push({ data: [{ id: 't1', title: 'A', one_thing_goals: { user_id: 'u1' } }], error: null });
    const tasks = await listTasksForUser('u1');
    expect(fake.opsOf(0).slice(0, 2)).toEqual([
      ['select', '*, one_thing_goals!inner(user_id)'],
      ['eq', 'one_thing_goals.user_id', 'u1'],
    ]);
    expect(tasks).toEqual([{ id: 't1', title: 'A' }]);
  });
});

describe('deep work sessions', () => {
  it("rejects a save without a user with 'User not authenticated'", async () => {
    await expect(createSession(null, { duration_minutes: 25 })).rejects.toThrow('User not authenticated');
    expect(fake.calls).toHaveLength(0);
  });

  it('rejects a second save while one is in progress', async () => {
    fake.queue.push({ data: { id: 's1' }, error: null });
    const first = createSession('u1', { duration_minutes: 25, title: 'Focus' });
    await expect(createSession('u1', { duration_minutes: 25 })).rejects.toThrow('Session creation already in progress');
    await expect(first).resolves.toEqual({ id: 's1' });
    fake.queue.push({ data: { id: 's2' }, error: null });
    await expect(createSession('u1', { duration_minutes: 25 })).resolves.toEqual({ id: 's2' });
  });

  it('today covers the local day from its start to its end', async () => {
    fake.queue.push({ data: [], error: null });
    const now = new Date(2025, 2, 1, 15, 30);
    await listTodaySessions('u1', now);
    expect(fake.opsOf(0)).toContainEqual(['gte', 'completed_at', new Date(2025, 2, 1, 0, 0, 0, 0).toISOString()]);
    expect(fake.opsOf(0)).toContainEqual([
      'lte',
      'completed_at',
      new Date(2025, 2, 1, 23, 59, 59, 999).toISOString(),
    ]);
  });
});

describe('playbooks', () => {
  it("refuses to list without a user ('User not authenticated')", async () => {
    await expect(listPlaybooks(undefined)).rejects.toThrow('User not authenticated');
  });

  it('updates only the provided fields', async () => {
    fake.queue.push({ data: { id: 'p1' }, error: null });
    await updatePlaybook('p1', { title: 'New title' });
    expect(fake.opsOf(0)[0]).toEqual(['update', { title: 'New title' }]);
  });
});

describe('settings and groups', () => {
  it('upserts settings on user_id', async () => {
    fake.queue.push({ data: { user_id: 'u1' }, error: null });
    await upsertUserSettings('u1', { distracting_sites: ['youtube.com'] });
    expect(fake.opsOf(0)[0]).toEqual([
      'upsert',
      { distracting_sites: ['youtube.com'], user_id: 'u1' },
      { onConflict: 'user_id' },
    ]);
  });

  it('reads group members through the summaries rpc', async () => {
    fake.queue.push({ data: [], error: null });
    await listGroupMembers('g1');
    expect(fake.calls[0]?.target).toBe('rpc:group_member_summaries');
    expect(fake.opsOf(0)[0]).toEqual(['rpc', { gid: 'g1' }]);
  });
});
