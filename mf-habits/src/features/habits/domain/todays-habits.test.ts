import { describe, expect, it } from 'vitest';
import type { HabitStreakLike } from '@onething/shared-data';
import { isScheduledToday } from './todays-habits';

/** created_at as the server would store it for a local wall-clock moment. */
const createdAt = (y: number, m: number, d: number, h = 12, min = 0) => new Date(y, m - 1, d, h, min).toISOString();

const mwf = (created: string | null = createdAt(2026, 1, 1)): HabitStreakLike => ({
  scheduled_days: ['Monday', 'Wednesday', 'Friday'],
  target_per_week: 3,
  created_at: created,
});

describe('isScheduledToday', () => {
  it('isScheduledToday uses the local weekday of now', () => {
    expect(isScheduledToday(mwf(), new Date(2026, 2, 9, 23, 30))).toBe(true);
    expect(isScheduledToday(mwf(), new Date(2026, 2, 10, 0, 30))).toBe(false);
  });
});
