// Cross-device sync against the real local backend's Realtime: a change made on one device refreshes the
// matching cached queries on another within the 2 s the product promises; another user's changes refresh
// nothing; while the stream is down the open pages are polled, and a stream that comes back refreshes all.
import { QueryClient } from '@tanstack/react-query';
import { createClient } from '@supabase/supabase-js';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { habitKeys } from '../habits/keys';
import { goalKeys } from '../goals-and-steps/keys';
import { testBackend, signUpUser, type TestAccount } from '../testing/real-backend';
import type { TypedSupabaseClient } from '../supabase/client';
import { startLiveSync, type LiveSyncState } from './start-live-sync';

const stops: (() => void)[] = [];
afterEach(() => {
  for (const stop of stops.splice(0)) stop();
});

async function waitFor(check: () => boolean, timeoutMs: number, what: string): Promise<void> {
  const until = Date.now() + timeoutMs;
  while (!check()) {
    if (Date.now() > until) throw new Error(`timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
}

async function transport(): Promise<{ transport?: never }> {
  if (typeof WebSocket !== 'undefined') return {};
  return { transport: (await import('ws')).default as never };
}

/** The same user signed in on a second client: another device. */
async function secondDevice(account: TestAccount): Promise<TypedSupabaseClient> {
  const client = createClient(testBackend().url, testBackend().anonKey, {
    auth: { persistSession: false, autoRefreshToken: false },
    realtime: await transport(),
  });
  const { error } = await client.auth.signInWithPassword({ email: account.email, password: 'password123' });
  if (error) throw error;
  return client as unknown as TypedSupabaseClient;
}

const habit = (userId: string, name: string) => ({
  user_id: userId,
  name,
  cue: 'After coffee',
  scheduled_time: '08:00',
  two_minute_version: 'Read one page',
});

function sync(client: TypedSupabaseClient, userId: string, pollMs?: number) {
  const queryClient = new QueryClient();
  const invalidated: string[] = [];
  vi.spyOn(queryClient, 'invalidateQueries').mockImplementation(async (filters) => {
    const key = (filters as { queryKey?: readonly unknown[] }).queryKey;
    // Without a key: the refresh of what was read before the stream started.
    invalidated.push(key ? String(key[0]) : 'read before the stream');
  });
  const states: LiveSyncState[] = [];
  stops.push(startLiveSync({ client, queryClient, userId, pollMs }, (state) => states.push(state)));
  return { invalidated, states };
}

describe('startLiveSync', () => {
  it("refreshes another device's cached queries within 2 s of a change, and not for another user's", async () => {
    const [me, stranger] = await Promise.all([signUpUser(), signUpUser()]);
    const device = await secondDevice(me);
    const { invalidated, states } = sync(device, me.userId);
    await waitFor(() => states.includes('streaming'), 10_000, 'the stream');
    expect(invalidated).toEqual(['read before the stream']);
    invalidated.length = 0;

    await stranger.client.from('habits').insert(habit(stranger.userId, 'Not mine'));
    await new Promise((resolve) => setTimeout(resolve, 500));
    expect(invalidated).toEqual([]);

    const started = Date.now();
    const { error } = await me.client.from('habits').insert(habit(me.userId, 'Read'));
    expect(error).toBeNull();
    await waitFor(() => invalidated.includes(habitKeys.all[0]), 2000, 'the habit refresh');
    expect(Date.now() - started).toBeLessThan(2000);
    expect(invalidated).not.toContain(goalKeys.all[0]);
  });

  it('polls while the stream is down and refreshes everything once it is back', async () => {
    const me = await signUpUser();
    const device = await secondDevice(me);
    const { invalidated, states } = sync(device, me.userId, 200);
    await waitFor(() => states.includes('streaming'), 10_000, 'the stream');
    const phoenix = (
      device.realtime as unknown as { socketAdapter: { socket: { conn: { close(code: number): void } } } }
    ).socketAdapter.socket;
    phoenix.conn.close(4001);
    await waitFor(() => states.includes('polling'), 5000, 'polling');
    await waitFor(() => invalidated.includes(goalKeys.all[0]), 2000, 'a poll');
    invalidated.length = 0;
    await waitFor(() => states.at(-1) === 'streaming', 15_000, 'the stream again');
    await waitFor(
      () => invalidated.includes(habitKeys.all[0]) && invalidated.includes(goalKeys.all[0]),
      2000,
      'the refresh',
    );
  });

  it('falls back to polling alone where the backend has no Realtime', async () => {
    const nowhere = createClient('http://127.0.0.1:9', testBackend().anonKey, {
      auth: { persistSession: false, autoRefreshToken: false },
      realtime: await transport(),
    }) as unknown as TypedSupabaseClient;
    const { invalidated, states } = sync(nowhere, '00000000-0000-0000-0000-000000000000', 200);
    await waitFor(() => states.includes('polling'), 15_000, 'polling');
    await waitFor(() => invalidated.includes(habitKeys.all[0]), 2000, 'a poll');
    expect(states).not.toContain('streaming');
  });
});
