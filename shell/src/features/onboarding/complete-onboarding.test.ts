import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  createGoal,
  createHabit,
  getActiveGoal,
  listHabits,
  listGoals,
  setSupabaseClient,
  updateProfile,
  type OnboardingAnswers,
} from '@onething/shared-data';
import { serviceClient, signInAsApp, type TestAccount } from '@onething/shared-data/testing';
import { completeOnboarding, onboardingProfilePatch, type OnboardingServices } from './complete-onboarding';
import { suggestStarterHabits } from './starter-habits';

// Finishing onboarding against the real local backend.

const answers: OnboardingAnswers = {
  role: 'Student',
  goals: ['Learn a new skill'],
  biggestChallenge: 'Procrastination',
  dailyHours: '2 hours',
  experience: 'Beginner',
  oneThingGoal: '  Pass the bar exam ',
};

let me: TestAccount;
const services = (): OnboardingServices => ({
  getActiveGoal,
  createGoal: (input) => createGoal(input),
  listHabits,
  createHabit,
  updateProfile: (patch) => updateProfile(me.userId, patch),
});

async function profile() {
  return (await (await serviceClient()).from('profiles').select('*').eq('user_id', me.userId).single()).data;
}

beforeEach(async () => {
  me = await signInAsApp({ name: 'Grace' });
});
afterEach(() => {
  vi.restoreAllMocks();
  setSupabaseClient(null);
});

describe('completeOnboarding', () => {
  it('creates the first goal from the answer, then marks the profile without touching the name', async () => {
    const result = await completeOnboarding(me.userId, answers, services());
    expect(result.createdGoal).toMatchObject({ title: 'Pass the bar exam', priority: 'Medium', is_active: true });
    expect(await profile()).toMatchObject({
      onboarding_completed: true,
      onboarding_answers: answers,
      full_name: 'Grace',
    });
  });

  it('creates the accepted starter habits with the form defaults, once even when finishing is retried', async () => {
    const [first, second] = suggestStarterHabits(answers);
    if (!first || !second) throw new Error('expected two suggestions');
    const result = await completeOnboarding(me.userId, answers, services(), [first, second]);
    expect(result.createdHabits.map((h) => h.name)).toEqual([first.name, second.name]);
    expect(result.createdHabits[0]).toMatchObject({
      user_id: me.userId,
      category: first.category,
      difficulty: 'Easy',
      scheduled_days: ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'],
      target_per_week: 7,
      scheduled_time: `${first.scheduled_time}:00`,
      duration_minutes: first.duration_minutes,
      two_minute_version: first.two_minute_version,
      identity: first.identity,
    });
    expect(result.createdHabits[0]?.reward).toBeTruthy();
    expect(result.createdHabits[0]?.implementation_intention).toBeTruthy();

    const retried = await completeOnboarding(me.userId, answers, services(), [first, second]);
    expect(retried.createdHabits).toEqual([]);
    expect((await listHabits(me.userId)).map((h) => h.name).sort()).toEqual([first.name, second.name].sort());
  });

  it('keeps an existing active goal', async () => {
    const existing = await createGoal({ title: 'Already focused' });
    const result = await completeOnboarding(me.userId, answers, services());
    expect(result.createdGoal).toBeNull();
    expect((await listGoals(me.userId)).map((g) => g.id)).toEqual([existing.id]);
  });

  it('leaves onboarding unfinished when the goal cannot be created', async () => {
    const failing = { ...services(), createGoal: () => createGoal({ title: '   ' }) };
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    await expect(completeOnboarding(me.userId, answers, failing)).rejects.toThrow();
    expect(await profile()).toMatchObject({ onboarding_completed: false });
  });
});

describe('onboardingProfilePatch', () => {
  it('never writes the role into full_name', () => {
    expect(onboardingProfilePatch(answers)).not.toHaveProperty('full_name');
  });

  it('stores the chosen name (trimmed) as full_name', () => {
    expect(onboardingProfilePatch(answers, '  Ada ')).toMatchObject({ full_name: 'Ada', onboarding_completed: true });
    expect(onboardingProfilePatch(answers, '  ')).not.toHaveProperty('full_name');
  });
});
