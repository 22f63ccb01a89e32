import { describe, expect, it } from 'vitest';
import { deepWorkQueries } from './queries';

describe('deep work query options', () => {
  it('use the realtime cache profile', () => {
    expect(deepWorkQueries.byUser('u1')).toMatchObject({ staleTime: 30_000, gcTime: 86_400_000 });
  });

  it('key today by the local calendar day', () => {
    expect(deepWorkQueries.today('u1', new Date(2025, 2, 1, 23, 30)).queryKey).toEqual([
      'deep-work-sessions',
      'list',
      { userId: 'u1', date: '2025-03-01' },
    ]);
  });
});
