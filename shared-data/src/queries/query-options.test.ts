import { QueryClient } from '@tanstack/react-query';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { habitKeys } from '../keys';
import { setSupabaseClient } from '../supabase';
import { recordingClient } from '../services/test-client';
import { deepWorkQueries, habitCompletionQueries, habitQueries } from './query-options';

afterEach(() => setSupabaseClient(null));

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
    const fake = recordingClient([{ data: [{ id: 'h1' }], error: null }]);
    setSupabaseClient(fake.client);
    const client = new QueryClient();
    await client.fetchQuery(habitQueries.byUser('u1'));
    expect(client.getQueryData(habitKeys.byUser('u1'))).toEqual([{ id: 'h1' }]);
    expect(fake.opsOf(0)).toContainEqual(['eq', 'user_id', 'u1']);
    vi.restoreAllMocks();
  });
});
