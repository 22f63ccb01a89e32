import { afterEach, describe, expect, it } from 'vitest';
import { clearProgress, EMPTY_PROGRESS, loadProgress, parseProgress, saveProgress } from './onboarding-progress';

const progress = {
  step: 3,
  draft: {
    role: 'Student',
    goals: ['Learn a new skill'],
    biggestChallenge: '',
    dailyHours: '',
    experience: '',
    oneThingGoal: '',
  },
  acceptedHabits: ['Meditate'],
};

afterEach(() => localStorage.clear());

describe('onboarding progress', () => {
  it('is kept per user until cleared', () => {
    saveProgress('user-a', progress);
    expect(loadProgress('user-a')).toEqual(progress);
    expect(loadProgress('user-b')).toEqual(EMPTY_PROGRESS);
    clearProgress('user-a');
    expect(loadProgress('user-a')).toEqual(EMPTY_PROGRESS);
  });

  it.each([
    ['not JSON', '{'],
    ['null', 'null'],
    ['a step out of range', JSON.stringify({ ...progress, step: 7 })],
    ['goals that are not a list', JSON.stringify({ ...progress, draft: { ...progress.draft, goals: 'x' } })],
    ['a missing answer', JSON.stringify({ ...progress, draft: { ...progress.draft, role: undefined } })],
    ['no accepted habits list', JSON.stringify({ step: 2, draft: progress.draft })],
  ])('starts over on %s', (_, text) => {
    expect(parseProgress(text)).toEqual(EMPTY_PROGRESS);
  });
});
