import { describe, expect, it } from 'vitest';
import { formatDuration, totalDeepWorkMinutes } from './session-minutes';

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

describe('formatDuration', () => {
  it.each([
    [0, '0 min'],
    [1, '1 min'],
    [25, '25 min'],
    [59.4, '59 min'],
    [59.6, '1 h'],
    [60, '1 h'],
    [90, '1.5 h'],
    [175, '2.9 h'],
    [600, '10 h'],
    [-5, '0 min'],
  ])('%d minutes read %s', (minutes, text) => {
    expect(formatDuration(minutes)).toBe(text);
  });
});
