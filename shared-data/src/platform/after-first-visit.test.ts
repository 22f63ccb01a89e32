// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';

describe('afterFirstVisit', () => {
  afterEach(() => {
    vi.useRealTimers();
    vi.resetModules();
  });

  it('runs work after load, an idle moment and the settle time, once, and marks the timeline', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    const { afterFirstVisit, FIRST_VISIT_SETTLED_MARK } = await import('./after-first-visit');
    const first = vi.fn();
    const cancelled = vi.fn();
    afterFirstVisit(first);
    afterFirstVisit(cancelled)();
    await vi.advanceTimersByTimeAsync(1000);
    expect(first).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(5000);
    expect(first).toHaveBeenCalledTimes(1);
    expect(cancelled).not.toHaveBeenCalled();
    expect(performance.getEntriesByName(FIRST_VISIT_SETTLED_MARK)).toHaveLength(1);
    const late = vi.fn();
    afterFirstVisit(late);
    expect(late).toHaveBeenCalledTimes(1);
  });
});
