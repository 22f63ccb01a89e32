import { describe, expect, it } from 'vitest';
import { cacheProfiles } from './cache-profiles';
import { retryDelay, shouldRetry } from './retry';

describe('shouldRetry', () => {
  it('allows at most two retries', () => {
    const error = new Error('Network request failed');
    expect(shouldRetry(0, error)).toBe(true);
    expect(shouldRetry(1, error)).toBe(true);
    expect(shouldRetry(2, error)).toBe(false);
    expect(shouldRetry(5, error)).toBe(false);
  });

  it.each([
    { message: 'x', status: 401 },
    { message: 'x', status: 403 },
    new Error('JWT expired'),
    new Error('Unauthorized'),
    new Error('User not authenticated'),
  ])('never retries an unauthorized error (%j)', (error) => {
    expect(shouldRetry(0, error)).toBe(false);
  });
});

describe('retryDelay', () => {
  it('doubles from one second and caps at 30 s', () => {
    expect(retryDelay(0)).toBe(1000);
    expect(retryDelay(1)).toBe(2000);
    expect(retryDelay(2)).toBe(4000);
    expect(retryDelay(4)).toBe(16_000);
    expect(retryDelay(5)).toBe(30_000);
    expect(retryDelay(10)).toBe(30_000);
  });
});

describe('cacheProfiles', () => {
  it('retries up to 2 times with back-off capped at 30 s', () => {
    // Kept for a day: the offline cache stores what memory holds.
    const day = 86_400_000;
    expect(cacheProfiles).toEqual({
      realtime: { staleTime: 30_000, gcTime: day },
      standard: { staleTime: 60_000, gcTime: day },
      stable: { staleTime: 1_800_000, gcTime: day },
      default: { staleTime: 300_000, gcTime: day },
    });
  });
});
