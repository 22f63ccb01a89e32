import { describe, expect, it } from 'vitest';
import { keysBetween, createdAt, dailyHabit as daily, mwfHabit as mwf } from '../../testing/rule-fixtures';
import { WEEKDAYS } from '../../dates/dates';
import { buildImplementationIntention } from './habit-defaults';
import {
  DEFAULT_HABIT_ENVIRONMENT,
  DEFAULT_HABIT_REWARD,
  DIFFICULTIES,
  HABIT_CATEGORIES,
  type HabitFormInput,
  applyHabitDefaults,
  completionRate,
  habitTimeRange,
  hasFormErrors,
  isCompletedOn,
  isHabitVisibleOn,
  isScheduledOn,
  longestHabitStreak,
  normalizeScheduledDays,
  validateHabitForm,
} from './habits';

describe('isScheduledOn / isScheduledToday / isHabitVisibleOn', () => {
  it.each([
    ['MWF on a Monday', mwf(), '2026-03-09', true],
    ['MWF on a Tuesday', mwf(), '2026-03-10', false],
    ['MWF on a Sunday', mwf(), new Date(2026, 2, 8, 23, 59), false],
    ['MWF just after midnight into Monday', mwf(), new Date(2026, 2, 9, 0, 1), true],
    ['target 7 with any day list', { scheduled_days: ['Monday'], target_per_week: 7 }, '2026-03-10', true],
    ['target 7 with no day list', { scheduled_days: null, target_per_week: 7 }, '2026-03-10', true],
    ['no days, target 1', { scheduled_days: [], target_per_week: 1 }, '2026-03-10', false],
  ])('%s', (_label, habit, date, expected) => {
    expect(isScheduledOn(habit, date)).toBe(expected);
  });

  it('a habit is visible on the calendar only from its local creation day', () => {
    const habit = daily(createdAt(2026, 3, 4, 23, 30));
    expect(isHabitVisibleOn(habit, '2026-03-03')).toBe(false);
    expect(isHabitVisibleOn(habit, '2026-03-04')).toBe(true);
    expect(isHabitVisibleOn(mwf(createdAt(2026, 3, 4)), '2026-03-05')).toBe(false);
    expect(isHabitVisibleOn({ ...mwf(), created_at: null }, '2020-01-06')).toBe(true);
  });

  it('normalizeScheduledDays orders Sunday first and drops junk', () => {
    expect(normalizeScheduledDays(['Friday', 'Monday', 'Friday', 'funday', 'Sunday'])).toEqual([
      'Sunday',
      'Monday',
      'Friday',
    ]);
    expect(normalizeScheduledDays(null)).toEqual([]);
  });
});

describe('weeklyCount / weekCompletionDays / totals', () => {
  it('isCompletedOn matches the local day', () => {
    expect(isCompletedOn(['2026-03-08'], new Date(2026, 2, 8, 23, 59))).toBe(true);
    expect(isCompletedOn(['2026-03-08'], new Date(2026, 2, 9, 0, 1))).toBe(false);
  });
});

describe('completionRate', () => {
  it.each([
    [
      '3 of 5 days',
      createdAt(2026, 3, 4, 23, 30),
      ['2026-03-04', '2026-03-05', '2026-03-07'],
      new Date(2026, 2, 8, 18),
      60,
    ],
    [
      'created late evening counts that local day',
      createdAt(2026, 3, 4, 23, 30),
      keysBetween('2026-03-04', '2026-03-08'),
      new Date(2026, 2, 8, 1),
      100,
    ],
    [
      'completions before creation are ignored',
      createdAt(2026, 3, 6),
      keysBetween('2026-03-01', '2026-03-07'),
      new Date(2026, 2, 7),
      100,
    ],
    ['created today, done', createdAt(2026, 3, 8, 0, 5), ['2026-03-08'], new Date(2026, 2, 8, 23, 55), 100],
    ['created today, not done', createdAt(2026, 3, 8), [], new Date(2026, 2, 8, 23), 0],
    [
      'over NY spring forward (3 local days)',
      createdAt(2026, 3, 7, 0, 30),
      ['2026-03-07', '2026-03-09'],
      new Date(2026, 2, 9, 23, 30),
      67,
    ],
    [
      'over London fall back',
      createdAt(2026, 10, 24),
      ['2026-10-24', '2026-10-25', '2026-10-26'],
      new Date(2026, 9, 27, 0, 30),
      75,
    ],
    [
      'over a month boundary',
      createdAt(2026, 2, 27),
      keysBetween('2026-02-27', '2026-03-02'),
      new Date(2026, 2, 3),
      80,
    ],
  ])('%s', (_label, created, dates, now, expected) => {
    expect(completionRate({ created_at: created }, dates, now)).toBe(expected);
  });
});

describe('suggestDefaultTime / habitTimeRange', () => {
  it.each([
    [{ scheduled_time: '07:00:00', duration_minutes: null }, '7:00 AM - 7:30 AM'],
    [{ scheduled_time: '07:00:00' }, '7:00 AM - 7:30 AM'],
    [{ scheduled_time: '13:15', duration_minutes: 45 }, '1:15 PM - 2:00 PM'],
    [{ scheduled_time: '11:30:00', duration_minutes: 60 }, '11:30 AM - 12:30 PM'],
    [{ scheduled_time: '23:45:00', duration_minutes: 30 }, '11:45 PM - 12:15 AM'],
  ])('habitTimeRange(%j) = %s', (habit, text) => {
    expect(habitTimeRange(habit)).toBe(text);
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

describe('applyHabitDefaults', () => {
  const form: HabitFormInput & { linked_goal_id: string } = {
    name: ' Meditate ',
    category: 'Mindfulness',
    description: '',
    cue: 'I pour my morning coffee',
    routine: ' ',
    reward: null,
    difficulty: '',
    identity: undefined,
    two_minute_version: 'Sit for one breath',
    environment: '',
    habit_stack: '',
    implementation_intention: '',
    scheduled_days: ['Friday', 'Monday', 'Wednesday'],
    scheduled_time: '07:00',
    duration_minutes: 10,
    target_per_week: 7,
    linked_goal_id: 'goal-1',
  };

  it('fills blank optionals with the spec defaults', () => {
    expect(applyHabitDefaults(form)).toEqual({
      name: 'Meditate',
      category: 'Mindfulness',
      description: 'A Mindfulness habit: Meditate',
      cue: 'I pour my morning coffee',
      routine: 'Sit for one breath',
      reward: 'I feel accomplished and one step closer to my goals',
      difficulty: 'Easy',
      identity: 'I am someone who meditates regularly',
      two_minute_version: 'Sit for one breath',
      environment: "I'll set up my space to make this habit easy to do",
      habit_stack: null,
      implementation_intention: 'When I pour my morning coffee at 7:00 AM, I will meditate',
      scheduled_days: ['Monday', 'Wednesday', 'Friday'],
      scheduled_time: '07:00:00',
      duration_minutes: 10,
      target_per_week: 3,
      linked_goal_id: 'goal-1',
    });
    expect(DEFAULT_HABIT_REWARD).toBe('I feel accomplished and one step closer to my goals');
    expect(DEFAULT_HABIT_ENVIRONMENT).toBe("I'll set up my space to make this habit easy to do");
  });

  it('keeps values the user typed (trimmed)', () => {
    const filled = applyHabitDefaults({
      ...form,
      description: ' Calm mind ',
      routine: 'Ten minutes of breathing',
      reward: 'Tea',
      difficulty: 'Hard',
      identity: 'I am calm',
      environment: 'Cushion by the window',
      habit_stack: 'After coffee',
      implementation_intention: 'At 7 I sit',
      scheduled_days: [...WEEKDAYS],
      duration_minutes: null,
    });
    expect(filled).toMatchObject({
      description: 'Calm mind',
      routine: 'Ten minutes of breathing',
      reward: 'Tea',
      difficulty: 'Hard',
      identity: 'I am calm',
      environment: 'Cushion by the window',
      habit_stack: 'After coffee',
      implementation_intention: 'At 7 I sit',
      target_per_week: 7,
      duration_minutes: null,
    });
  });

  it('defaults a missing category to Wellness', () => {
    expect(applyHabitDefaults({ ...form, category: null }).description).toBe('A Wellness habit: Meditate');
  });

  it.each([
    ['Read 10 pages', '21:30:00', 'After dinner', 'After dinner at 9:30 PM, I will read 10 pages'],
    ['NASA news', '12:00', 'I open my laptop', 'When I open my laptop at 12:00 PM, I will do my NASA news'],
    ['stretch.', '06:15', 'my alarm rings.', 'When my alarm rings at 6:15 AM, I will stretch'],
  ])('buildImplementationIntention(%s, %s, %s)', (name, time, cue, text) => {
    expect(buildImplementationIntention(name, time, cue)).toBe(text);
  });

  it('exports the category and difficulty lists', () => {
    expect(HABIT_CATEGORIES).toEqual([
      'Health',
      'Fitness',
      'Productivity',
      'Learning',
      'Mindfulness',
      'Wellness',
      'Creativity',
    ]);
    expect(DIFFICULTIES).toEqual(['Easy', 'Medium', 'Hard']);
  });
});

describe('longestHabitStreak', () => {
  it.each([
    [[], 0],
    [[{ current_streak: 0 }], 0],
    [[{ current_streak: 3 }, { current_streak: 12 }, { current_streak: 7 }], 12],
  ])('%j -> %i', (habits, expected) => {
    expect(longestHabitStreak(habits)).toBe(expected);
  });
});
