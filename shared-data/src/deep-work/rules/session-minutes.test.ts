import { describe, expect, it } from 'vitest';
import { totalDeepWorkMinutes } from './session-minutes';

describe('totalDeepWorkMinutes', () => {
  const session = (minutes: number, canceled = false) => ({
    duration_minutes: minutes,
    emergency_canceled: canceled,
    completed_at: '2026-03-08T09:00:00.000Z',
  });

  it.each([
    ['none', [], 0],
    ['all kept', [session(25), session(50)], 75],
    ['canceled ones excluded', [session(25), session(60, true)], 25],
  ])('%s', (_label, sessions, total) => {
    expect(totalDeepWorkMinutes(sessions)).toBe(total);
  });
});
