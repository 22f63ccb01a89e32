import { describe, expect, it } from 'vitest';
import { hasFormErrors, parseDurationInput, suggestDefaultTime, validateHabitForm } from './habit-form-rules';

describe('suggestDefaultTime / habitTimeRange', () => {
  it.each([
    ['no habits', [], '07:00'],
    ['one 30-minute habit at 07:00', [{ scheduled_time: '07:00:00', duration_minutes: 30 }], '07:30'],
    ['no duration assumes 30', [{ scheduled_time: '07:00:00', duration_minutes: null }], '07:30'],
    ['end on a boundary stays', [{ scheduled_time: '08:00', duration_minutes: 60 }], '09:00'],
    ['end between boundaries rounds up', [{ scheduled_time: '07:10', duration_minutes: 25 }], '07:45'],
    ['latest end wins', [{ scheduled_time: '06:00', duration_minutes: 15 }, { scheduled_time: '08:00', duration_minutes: 10 }, { scheduled_time: '07:00', duration_minutes: 90 }], '08:30'],
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

describe('validateHabitForm', () => {
  const valid = {
    name: 'Meditate',
    category: 'Mindfulness',
    scheduled_time: '07:00',
    cue: 'I pour my morning coffee',
    two_minute_version: 'Sit for one breath',
    scheduled_days: ['Monday'],
  };

  it('accepts a complete form', () => {
    expect(validateHabitForm(valid)).toEqual({});
    expect(hasFormErrors(validateHabitForm(valid))).toBe(false);
  });

  it.each([
    ['name', { name: '  ' }, 'Habit name is required'],
    ['category', { category: '' }, 'Category is required'],
    ['category', { category: 'Cooking' }, 'Category is required'],
    ['scheduled_time', { scheduled_time: '' }, 'Scheduled time is required'],
    ['scheduled_time', { scheduled_time: '25:00' }, 'Scheduled time is required'],
    ['cue', { cue: '' }, 'Cue is required - what triggers this habit?'],
    ['two_minute_version', { two_minute_version: ' ' }, "Start small - what's the 2-minute version?"],
    ['scheduled_days', { scheduled_days: [] }, 'Please select at least one day'],
    ['scheduled_days', { scheduled_days: ['Someday'] }, 'Please select at least one day'],
  ] as const)('%s: %j', (field, patch, message) => {
    const errors = validateHabitForm({ ...valid, ...patch });
    expect(errors).toEqual({ [field]: message });
    expect(hasFormErrors(errors)).toBe(true);
  });

  it('reports every missing field at once', () => {
    expect(Object.keys(validateHabitForm({})).sort()).toEqual(
      ['category', 'cue', 'name', 'scheduled_days', 'scheduled_time', 'two_minute_version'].sort(),
    );
  });
});
