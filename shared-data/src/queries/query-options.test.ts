import { QueryClient } from '@tanstack/react-query';
import { afterAll, describe, expect, it } from 'vitest';
import { habitKeys } from '../keys';
import { createHabit } from '../services/habits';
import { setSupabaseClient } from '../supabase';
import { signInAsApp } from '../testing';
import { deepWorkQueries, habitCompletionQueries, habitQueries } from './query-options';

afterAll(() => setSupabaseClient(null));

describe('query options', () => {
  it('use the spec cache profiles: habits standard, completions and deep work realtime', () => {
    expect(habitQueries.byUser('u1')).toMatchObject({ staleTime: 60_000, gcTime: 300_000 });
    expect(habitCompletionQueries.byDate('u1', '2025-03-01')).toMatchObject({ staleTime: 30_000, gcTime: 120_000 });
    expect(deepWorkQueries.byUser('u1')).toMatchObject({ staleTime: 30_000, gcTime: 120_000 });
  });

  it('key today by the local calendar day', () => {
    expect(deepWorkQueries.today('u1', new Date(2025, 2, 1, 23, 30)).queryKey).toEqual([
      'deep-work-sessions',
      'list',
      { userId: 'u1', date: '2025-03-01' },
    ]);
  });

  it('fetch through the service into the shared key', async () => {
    const me = await signInAsApp();
    const habit = await createHabit(me.userId, { name: 'Read', cue: 'Coffee', two_minute_version: 'One page', scheduled_time: '07:00' });
    const client = new QueryClient();
    await client.fetchQuery(habitQueries.byUser(me.userId));
    expect(client.getQueryData(habitKeys.byUser(me.userId))).toEqual([expect.objectContaining({ id: habit.id, name: 'Read' })]);
    await client.fetchQuery(habitQueries.streaks(me.userId));
    expect(client.getQueryData(habitKeys.streaks(me.userId))).toEqual([{ habit_id: habit.id, current_streak: 0, longest_streak: 0 }]);
  });
});
