import { QueryClient } from '@tanstack/react-query';
import { afterAll, describe, expect, it } from 'vitest';
import { setSupabaseClient } from '../supabase';
import { signInAsApp } from '../testing';
import { createHabit } from './api/create-habit';
import { habitKeys } from './keys';
import { habitCompletionQueries, habitQueries } from './queries';

afterAll(() => setSupabaseClient(null));

describe('habit query options', () => {
  it('use the spec cache profiles: habits standard, completions realtime', () => {
    expect(habitQueries.byUser('u1')).toMatchObject({ staleTime: 60_000, gcTime: 86_400_000 });
    expect(habitCompletionQueries.byDate('u1', '2025-03-01')).toMatchObject({ staleTime: 30_000, gcTime: 86_400_000 });
  });

  it('fetch through the service into the shared key', async () => {
    const me = await signInAsApp();
    const habit = await createHabit(me.userId, {
      name: 'Read',
      cue: 'Coffee',
      two_minute_version: 'One page',
      scheduled_time: '07:00',
    });
    const client = new QueryClient();
    await client.fetchQuery(habitQueries.byUser(me.userId));
    expect(client.getQueryData(habitKeys.byUser(me.userId))).toEqual([
      expect.objectContaining({ id: habit.id, name: 'Read' }),
    ]);
    await client.fetchQuery(habitQueries.streaks(me.userId));
    expect(client.getQueryData(habitKeys.streaks(me.userId))).toEqual([
      { habit_id: habit.id, current_streak: 0, longest_streak: 0 },
    ]);
  });
});
