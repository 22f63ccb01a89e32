import { describe, expect, it, vi } from 'vitest';
import { parseBlockedPageSearch } from './blocked-url';
import { clockTime, scheduleEnd } from './shield-texts';
import { countdown, formatTimeLeft } from './time-left';

describe('blocked page address', () => {
  it('reads the site and the whole blocked URL, query and all', () => {
    expect(parseBlockedPageSearch('?site=youtube.com&url=https://m.youtube.com/watch?v=1&t=2')).toEqual({
      site: 'youtube.com',
      url: 'https://m.youtube.com/watch?v=1&t=2',
    });
    expect(parseBlockedPageSearch('?site=reddit.com')).toEqual({ site: 'reddit.com', url: null });
  });

  it('never offers a non-web URL as a link', () => {
    expect(parseBlockedPageSearch('?site=a.com&url=javascript:alert(1)').url).toBeNull();
  });
});

describe('time left', () => {
  it('shows mm:ss and h:mm:ss, never below zero', () => {
    expect(formatTimeLeft(25 * 60_000)).toBe('25:00');
    expect(formatTimeLeft(61_500)).toBe('01:02');
    expect(formatTimeLeft(3_600_000 + 5_000)).toBe('1:00:05');
    expect(formatTimeLeft(-10)).toBe('00:00');
  });

  it('counts down every second and stops at zero', () => {
    vi.useFakeTimers();
    const ticks: string[] = [];
    countdown(Date.now() + 2_000, (left) => ticks.push(formatTimeLeft(left)));
    vi.advanceTimersByTime(5_000);
    expect(ticks).toEqual(['00:02', '00:01', '00:00']);
    vi.useRealTimers();
  });
});

describe('when a schedule’s block ends', () => {
  const now = new Date(2026, 10, 30, 9, 30).getTime();
  it('is a clock time today, a weekday and time later, and no end at a week or more', () => {
    const noon = new Date(2026, 10, 30, 12, 0).getTime();
    expect(scheduleEnd(noon, now)).toEqual({ heading: 'Blocked until', value: clockTime(noon) });
    expect(scheduleEnd(new Date(2026, 11, 1, 9, 0).getTime(), now).value).toMatch(/^Tue/);
    expect(scheduleEnd(now + 8 * 24 * 60 * 60_000, now)).toEqual({ heading: 'Blocked', value: 'All week' });
  });
});
