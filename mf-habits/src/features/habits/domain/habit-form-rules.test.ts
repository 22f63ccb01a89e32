import { describe, expect, it } from 'vitest';
import { parseDurationInput, suggestDefaultTime } from './habit-form-rules';

describe('suggestDefaultTime / habitTimeRange', () => {
  it.each([
    ['no habits', [], '07:00'],
    ['one 30-minute habit at 07:00', [{ scheduled_time: '07:00:00', duration_minutes: 30 }], '07:30'],
    ['no duration assumes 30', [{ scheduled_time: '07:00:00', duration_minutes: null }], '07:30'],
    ['end on a boundary stays', [{ scheduled_time: '08:00', duration_minutes: 60 }], '09:00'],
    ['end between boundaries rounds up', [{ scheduled_time: '07:10', duration_minutes: 25 }], '07:45'],
    [
      'latest end wins',
      [
        { scheduled_time: '06:00', duration_minutes: 15 },
        { scheduled_time: '08:00', duration_minutes: 10 },
        { scheduled_time: '07:00', duration_minutes: 90 },
      ],
      '08:30',
    ],
    ['late evening caps at 23:45', [{ scheduled_time: '23:30', duration_minutes: 60 }], '23:45'],
    ['unset times are ignored', [{ scheduled_time: null }], '07:00'],
  ])('%s', (_label, habits, expected) => {
    expect(suggestDefaultTime(habits)).toBe(expected);
  });
});

describe('parseDurationInput', () => {
  it.each([
    ['', 15],
    ['abc', 15],
    ['45', 45],
    [' 30 ', 30],
    ['12.9', 12],
    ['0', 1],
    ['-5', 1],
    ['480', 480],
    ['500', 480],
  ])('%j -> %i', (input, expected) => {
    expect(parseDurationInput(input)).toBe(expected);
  });
});
