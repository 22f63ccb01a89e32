import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createQueryClient, queryClient, timedQueryFn } from './query-client';
import { retryDelay, shouldRetry } from './retry';

describe('queryClient defaults', () => {
  it('uses the default cache profile, no refetch on focus and the retry policy', () => {
    const defaults = queryClient.getDefaultOptions().queries;
    expect(defaults?.staleTime).toBe(300_000);
    expect(defaults?.gcTime).toBe(86_400_000);
    expect(defaults?.networkMode).toBe('offlineFirst');
    expect(defaults?.refetchOnWindowFocus).toBe(false);
    expect(defaults?.retry).toBe(shouldRetry);
    expect(defaults?.retryDelay).toBe(retryDelay);
  });
});

describe('slow query warning', () => {
  let warn: ReturnType<typeof vi.spyOn>;
  beforeEach(() => {
    vi.useFakeTimers();
    warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
  });
  afterEach(() => {
    warn.mockRestore();
    vi.useRealTimers();
  });

  const delayed = (ms: number) => () => new Promise<string>((resolve) => setTimeout(() => resolve('ok'), ms));

  it('warns about a query slower than 2000 ms', async () => {
    const client = createQueryClient();
    const done = client.fetchQuery({ queryKey: ['habits', 'slow'], queryFn: delayed(2500) });
    await vi.advanceTimersByTimeAsync(2500);
    await expect(done).resolves.toBe('ok');
    expect(warn).toHaveBeenCalledTimes(1);
    expect(String(warn.mock.calls[0]?.[0])).toContain('["habits","slow"]');
  });

  it('stays quiet for a fast query', async () => {
    const client = createQueryClient();
    const done = client.fetchQuery({ queryKey: ['habits', 'fast'], queryFn: delayed(500) });
    await vi.advanceTimersByTimeAsync(500);
    await done;
    expect(warn).not.toHaveBeenCalled();
  });

  it('timedQueryFn warns for a slow wrapped function', async () => {
    const fn = timedQueryFn('loader', delayed(2100));
    const done = fn();
    await vi.advanceTimersByTimeAsync(2100);
    await done;
    expect(warn).toHaveBeenCalledWith(expect.stringContaining('loader'));
  });
});
