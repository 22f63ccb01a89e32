import { describe, expect, it } from 'vitest';
import {
  clockTimeLabel,
  longDateLabel,
  monthDayLabel,
  monthLabel,
  shortDateLabel,
  timeAgoLabel,
  weekdayDateLabel,
} from './date-labels';

describe('date labels', () => {
  const date = new Date(2025, 2, 3, 14, 5);

  it('reads each format as the screens show it', () => {
    expect(longDateLabel(date)).toBe('Monday, March 3, 2025');
    expect(shortDateLabel(date)).toBe('Mar 3, 2025');
    expect(weekdayDateLabel(date)).toBe('Monday, Mar 3');
    expect(monthDayLabel(date)).toBe('Mar 3');
    expect(monthLabel(date)).toBe('March 2025');
    expect(clockTimeLabel(date)).toBe('2:05 PM');
  });

  it('says how long ago, with the suffix', () => {
    expect(timeAgoLabel(new Date(Date.now() - 5 * 60_000))).toBe('5 minutes ago');
  });
});
