// Deep work sessions against the real local backend: one save at a time, ends stamped by the database (or
// stated by a session run offline, through the write queue), today as the local day.
import { MutationObserver, onlineManager, QueryClient } from '@tanstack/react-query';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { writeOptions, type WriteDefinition } from '../../offline/define-write';
import { setSupabaseClient, type TypedSupabaseClient } from '../../supabase';
import { type TestAccount, serviceClient, signInAsApp } from '../../testing';
import { createSession } from './create-session';
import { finishSession } from './finish-session';
import { listSessions } from './get-sessions';
import { listTodaySessions } from './get-todays-sessions';
import { deepWorkWrites } from '../writes';

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

describe('deep work sessions', () => {
  it("refuses a save without a user ('User not authenticated') and a second save while one is in progress", async () => {
    await expect(createSession(null, { duration_minutes: 25 })).rejects.toThrow('User not authenticated');
    const first = createSession(me.userId, { duration_minutes: 25, title: 'Focus' });
    await expect(createSession(me.userId, { duration_minutes: 25 })).rejects.toThrow(
      'Session creation already in progress',
    );
    await expect(first).resolves.toMatchObject({ title: 'Focus', user_id: me.userId });
    await expect(createSession(me.userId, { duration_minutes: 15 })).resolves.toMatchObject({ duration_minutes: 15 });
    expect(await listSessions(me.userId)).toHaveLength(2);
  });

  it('a session ends with the minutes that fit since its start; ending it again changes nothing', async () => {
    const started = await createSession(me.userId, { duration_minutes: 50, title: 'Focus' });
    expect(started).toMatchObject({ completed_at: null, duration_minutes: 50 });
    await expect(finishSession(started.id, { durationMinutes: 50 })).rejects.toThrow(
      'A session cannot be longer than the time since it started',
    );
    // As if it had started 50 minutes ago (only the service role can move a start).
    const fiftyMinutesAgo = new Date(Date.now() - 50 * 60_000).toISOString();
    expect(
      (await service.from('deep_work_sessions').update({ created_at: fiftyMinutesAgo }).eq('id', started.id)).error,
    ).toBeNull();
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
      const { error } = await service
        .from('deep_work_sessions')
        .insert({ user_id: me.userId, duration_minutes: 25, title, completed_at: completedAt });
      expect(error).toBeNull();
    }
    expect((await listTodaySessions(me.userId, now)).map((s) => s.title).sort()).toEqual(['midnight', 'tonight']);
  });
});

describe('a session started with the client id, sent twice', () => {
  it('answers with the same open session and starts one', async () => {
    const id = crypto.randomUUID();
    const first = await createSession(me.userId, { id, duration_minutes: 25, title: 'Focus' });
    expect(first).toMatchObject({ id, completed_at: null });
    expect(await createSession(me.userId, { id, duration_minutes: 25, title: 'Focus' })).toEqual(first);
    const { data } = await service.from('deep_work_sessions').select('id').eq('user_id', me.userId);
    expect(data).toEqual([{ id }]);
  });
});

describe('a session run offline, recorded when the connection returns', () => {
  const MINUTE = 60_000;

  it('is recorded with the start and end the user made, once, however often the queue sends it', async () => {
    const id = crypto.randomUUID();
    const startedAt = new Date(Date.now() - 40 * MINUTE).toISOString();
    const endedAt = new Date(Date.now() - 15 * MINUTE).toISOString();
    const client = new QueryClient();
    client.mount();
    const send = <V>(write: { run: (v: V) => Promise<unknown> }, variables: V) =>
      new MutationObserver(client, writeOptions(write as WriteDefinition<V, unknown>)).mutate(variables);

    onlineManager.setOnline(false);
    try {
      const start = send(deepWorkWrites.start, {
        userId: me.userId,
        session: { id, title: 'Focus', duration_minutes: 25, shield_enabled: true, created_at: startedAt },
      });
      const finish = send(deepWorkWrites.finish, {
        sessionId: id,
        end: { durationMinutes: 25, endedAt },
      });
      await new Promise((resolve) => setTimeout(resolve, 50));
      expect((await service.from('deep_work_sessions').select('id').eq('user_id', me.userId)).data).toEqual([]);

      onlineManager.setOnline(true);
      await Promise.all([start, finish]);
    } finally {
      onlineManager.setOnline(true);
      client.unmount();
    }
    const stored = async () =>
      (await service.from('deep_work_sessions').select('*').eq('user_id', me.userId)).data ?? [];
    const [row] = await stored();
    expect(await stored()).toHaveLength(1);
    expect(row).toMatchObject({
      id,
      title: 'Focus',
      duration_minutes: 25,
      emergency_canceled: false,
      shield_enabled: true,
    });
    expect(new Date(row!.created_at).toISOString()).toBe(startedAt);
    expect(new Date(row!.completed_at!).toISOString()).toBe(endedAt);

    // The same writes again (a replay of a queue whose answers were lost) change nothing.
    await expect(
      deepWorkWrites.start.run({ userId: me.userId, session: { id, duration_minutes: 25, created_at: startedAt } }),
    ).resolves.toMatchObject({ id, completed_at: row!.completed_at });
    await expect(
      deepWorkWrites.finish.run({ sessionId: id, end: { durationMinutes: 10, emergencyCanceled: true, endedAt } }),
    ).resolves.toBeNull();
    expect(await stored()).toEqual([row]);
  });

  it('is refused when it claims more minutes than passed between its start and end', async () => {
    const id = crypto.randomUUID();
    const startedAt = new Date(Date.now() - 20 * MINUTE).toISOString();
    await deepWorkWrites.start.run({ userId: me.userId, session: { id, duration_minutes: 25, created_at: startedAt } });
    await expect(
      deepWorkWrites.finish.run({
        sessionId: id,
        end: { durationMinutes: 25, endedAt: new Date(Date.now() - 10 * MINUTE).toISOString() },
      }),
    ).rejects.toThrow('A session cannot be longer than the time since it started');
  });
});
