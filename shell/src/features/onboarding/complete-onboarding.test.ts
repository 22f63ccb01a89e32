import { describe, expect, it, vi } from 'vitest';
import type { Goal, OnboardingAnswers, Profile } from '@onething/shared-data';
import { completeOnboarding, onboardingProfilePatch } from './complete-onboarding';

const answers: OnboardingAnswers = {
  role: 'Student',
  goals: ['Learn a new skill'],
  biggestChallenge: 'Procrastination',
  dailyHours: '2 hours',
  experience: 'Beginner',
  oneThingGoal: 'Pass the bar exam',
};

function services(active: Goal | null) {
  const calls: string[] = [];
  return {
    calls,
    getActiveGoal: vi.fn(async () => {
      calls.push('getActiveGoal');
      return active;
    }),
    createGoal: vi.fn(async (_userId: string, input: { title: string }) => {
      calls.push('createGoal');
      return { id: 'g1', title: input.title } as Goal;
    }),
    updateProfile: vi.fn(async () => {
      calls.push('updateProfile');
      return { onboarding_completed: true } as Profile;
    }),
  };
}

describe('completeOnboarding', () => {
  it('creates the first goal from the answer, then marks the profile', async () => {
    const s = services(null);
    const result = await completeOnboarding('u1', answers, s);
    expect(s.createGoal).toHaveBeenCalledWith('u1', expect.objectContaining({ title: 'Pass the bar exam', priority: 'Medium' }));
    expect(s.updateProfile).toHaveBeenCalledWith({ onboarding_answers: answers, onboarding_completed: true });
    expect(s.calls).toEqual(['getActiveGoal', 'createGoal', 'updateProfile']);
    expect(result.createdGoal?.id).toBe('g1');
  });

  it('keeps an existing active goal', async () => {
    const s = services({ id: 'existing' } as Goal);
    const result = await completeOnboarding('u1', answers, s);
    expect(s.createGoal).not.toHaveBeenCalled();
    expect(result.createdGoal).toBeNull();
  });

  it('leaves onboarding unfinished when the goal cannot be created', async () => {
    const s = services(null);
    s.createGoal.mockRejectedValueOnce(new Error('Network error. Please check your connection and try again.'));
    await expect(completeOnboarding('u1', answers, s)).rejects.toThrow('Network error');
    expect(s.updateProfile).not.toHaveBeenCalled();
  });
});

describe('onboardingProfilePatch', () => {
  it('never writes the role into full_name', () => {
    expect(onboardingProfilePatch(answers)).not.toHaveProperty('full_name');
  });
});
