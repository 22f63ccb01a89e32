import { describe, expect, it } from 'vitest';
import { CHALLENGES, DAILY_HOURS, EXPERIENCE_LEVELS, GOALS, ROLES } from './onboarding-options';
import {
  EMPTY_DRAFT,
  isDraftComplete,
  isStepComplete,
  progressPercent,
  STEPS,
  toAnswers,
  toggleGoal,
  TOTAL_STEPS,
  type OnboardingDraft,
} from './onboarding-steps';

const complete: OnboardingDraft = {
  role: 'Consultant',
  goals: ['Learn a new skill'],
  biggestChallenge: 'Procrastination',
  dailyHours: '3-4 hours',
  experience: 'Beginner',
  oneThingGoal: 'Ship the beta',
};

describe('the options', () => {
  it('match the spec', () => {
    expect(TOTAL_STEPS).toBe(6);
    expect(ROLES.map((r) => r.value)).toEqual([
      'Entrepreneur',
      'Software Engineer',
      'Marketing Professional',
      'Consultant',
      'Student',
      'Manager/Executive',
      'Creative Professional',
      'Other',
    ]);
    expect(GOALS).toHaveLength(8);
    expect(CHALLENGES).toHaveLength(8);
    expect(DAILY_HOURS.map((h) => h.value)).toEqual(['1 hour', '2 hours', '3-4 hours', '5+ hours', 'Not sure yet']);
    expect(EXPERIENCE_LEVELS).toHaveLength(4);
    expect(STEPS.map((s) => s.field)).toEqual([
      'role',
      'goals',
      'biggestChallenge',
      'dailyHours',
      'experience',
      'oneThingGoal',
    ]);
  });
});

describe('isStepComplete', () => {
  it.each([
    [1, { role: '' }, false],
    [1, { role: 'Astronaut' }, false],
    [1, { role: 'Student' }, true],
    [2, { goals: [] }, false],
    [2, { goals: ['Build better habits'] }, true],
    [3, { biggestChallenge: '' }, false],
    [3, { biggestChallenge: 'Procrastination' }, true],
    [4, { dailyHours: '' }, false],
    [4, { dailyHours: 'Not sure yet' }, true],
    [5, { experience: '' }, false],
    [5, { experience: 'Expert' }, true],
    [6, { oneThingGoal: '' }, false],
    [6, { oneThingGoal: '   \n ' }, false],
    [6, { oneThingGoal: 'Write my book' }, true],
  ])('step %i with %j → %s', (step, patch, expected) => {
    expect(isStepComplete(step, { ...EMPTY_DRAFT, ...patch })).toBe(expected);
  });

  it('rejects steps outside 1-6', () => {
    expect(() => isStepComplete(0, EMPTY_DRAFT)).toThrow(RangeError);
    expect(() => isStepComplete(7, EMPTY_DRAFT)).toThrow(RangeError);
  });
});

describe('isDraftComplete', () => {
  it('needs every answer', () => {
    expect(isDraftComplete(complete)).toBe(true);
    expect(isDraftComplete({ ...complete, goals: [] })).toBe(false);
    expect(isDraftComplete(EMPTY_DRAFT)).toBe(false);
  });
});

describe('toggleGoal', () => {
  it('adds and removes', () => {
    expect(toggleGoal([], 'a')).toEqual(['a']);
    expect(toggleGoal(['a', 'b'], 'a')).toEqual(['b']);
  });
});

describe('toAnswers', () => {
  it('trims the goal text and orders the goals as offered', () => {
    expect(
      toAnswers({ ...complete, goals: ['Build better habits', 'Grow my business'], oneThingGoal: '  Ship the beta  ' }),
    ).toEqual({ ...complete, goals: ['Grow my business', 'Build better habits'], oneThingGoal: 'Ship the beta' });
  });
});

describe('progressPercent', () => {
  it.each([
    [1, 17],
    [3, 50],
    [6, 100],
  ])('step %i → %i%%', (step, expected) => {
    expect(progressPercent(step)).toBe(expected);
  });
});
