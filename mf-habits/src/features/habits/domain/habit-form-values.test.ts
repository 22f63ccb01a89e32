import { describe, expect, it } from 'vitest';
import { habitRow } from '../../../test/fixtures';
import {
  fourLawsFieldInvalid,
  habitFormValuesFrom,
  hasFourLawsValues,
  newHabitFormValues,
  toHabitPayload,
  validateHabitFormValues,
} from './habit-form-values';

const required = { name: 'Meditate', cue: 'I pour my coffee', two_minute_version: 'Three breaths' };

describe('newHabitFormValues', () => {
  it('starts at Wellness, Easy, all seven days, 15 minutes and 07:00 for the first habit', () => {
    expect(newHabitFormValues([])).toMatchObject({
      category: 'Wellness',
      difficulty: 'Easy',
      scheduled_days: ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'],
      duration: '15',
      scheduled_time: '07:00',
    });
  });

  it('suggests the next 15-minute boundary after the existing habits', () => {
    const existing = [
      { scheduled_time: '07:00:00', duration_minutes: 20 },
      { scheduled_time: '06:00:00', duration_minutes: null },
    ];
    expect(newHabitFormValues(existing).scheduled_time).toBe('07:30');
  });
});

describe('toHabitPayload', () => {
  it('fills the spec defaults for blank optionals and derives target_per_week from the days', () => {
    const payload = toHabitPayload({ ...newHabitFormValues([]), ...required });
    expect(payload).toEqual({
      name: 'Meditate',
      category: 'Wellness',
      description: 'A Wellness habit: Meditate',
      cue: 'I pour my coffee',
      routine: 'Three breaths',
      reward: 'I feel accomplished and one step closer to my goals',
      difficulty: 'Easy',
      identity: 'I am someone who meditates regularly',
      two_minute_version: 'Three breaths',
      environment: "I'll set up my space to make this habit easy to do",
      habit_stack: null,
      implementation_intention: 'When I pour my coffee at 7:00 AM, I will meditate',
      scheduled_days: ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'],
      scheduled_time: '07:00:00',
      duration_minutes: 15,
      target_per_week: 7,
    });
  });

  it('keeps what the user typed and orders the days Sunday first', () => {
    const payload = toHabitPayload({
      ...newHabitFormValues([]),
      ...required,
      category: 'Fitness',
      reward: 'Smoothie',
      habit_stack: 'After I brush my teeth',
      scheduled_days: ['Friday', 'Monday'],
      duration: '45',
    });
    expect(payload).toMatchObject({
      category: 'Fitness',
      description: 'A Fitness habit: Meditate',
      reward: 'Smoothie',
      habit_stack: 'After I brush my teeth',
      scheduled_days: ['Monday', 'Friday'],
      target_per_week: 2,
      duration_minutes: 45,
    });
  });

  it.each([
    ['', 15],
    ['abc', 15],
    ['0', 1],
    ['999', 480],
    ['30', 30],
  ])('duration %j is saved as %i', (typed, saved) => {
    expect(toHabitPayload({ ...newHabitFormValues([]), ...required, duration: typed }).duration_minutes).toBe(saved);
  });
});

describe('habitFormValuesFrom', () => {
  it('round-trips a stored habit into the form (time as HH:MM)', () => {
    const habit = habitRow({
      scheduled_time: '18:45:00',
      duration_minutes: null,
      reward: null,
      scheduled_days: ['Tuesday'],
    });
    expect(habitFormValuesFrom(habit)).toMatchObject({
      name: habit.name,
      scheduled_time: '18:45',
      duration: '15',
      reward: '',
      scheduled_days: ['Tuesday'],
    });
  });
});

describe('validateHabitFormValues', () => {
  it('returns every field message for an empty form', () => {
    const values = { ...newHabitFormValues([]), category: '', scheduled_time: '', scheduled_days: [] };
    expect(validateHabitFormValues(values)).toEqual({
      name: 'Habit name is required',
      category: 'Category is required',
      scheduled_time: 'Scheduled time is required',
      cue: 'Cue is required - what triggers this habit?',
      two_minute_version: "Start small - what's the 2-minute version?",
      scheduled_days: 'Please select at least one day',
    });
  });
});

describe('the four laws part of the form', () => {
  it('counts as filled when any of the seven four-laws fields has text', () => {
    expect(hasFourLawsValues(newHabitFormValues([]))).toBe(false);
    expect(hasFourLawsValues({ ...newHabitFormValues([]), name: 'Read', description: 'Books' })).toBe(false);
    expect(hasFourLawsValues({ ...newHabitFormValues([]), reward: 'Tea' })).toBe(true);
    expect(hasFourLawsValues({ ...newHabitFormValues([]), implementation_intention: ' ' })).toBe(false);
  });

  it('has a message due when the cue or the two-minute version is missing, not for the name alone', () => {
    const values = { ...newHabitFormValues([]), ...required };
    expect(fourLawsFieldInvalid(validateHabitFormValues(values))).toBe(false);
    expect(fourLawsFieldInvalid(validateHabitFormValues({ ...values, name: '' }))).toBe(false);
    expect(fourLawsFieldInvalid(validateHabitFormValues({ ...values, cue: '' }))).toBe(true);
    expect(fourLawsFieldInvalid(validateHabitFormValues({ ...values, two_minute_version: '' }))).toBe(true);
  });
});
