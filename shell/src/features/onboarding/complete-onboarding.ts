// Finishing the wizard: the ONE Thing answer becomes the first active goal when the user has none, the
// accepted starter habits are created, then all answers go on the profile. The profile comes last so a
// failure leaves onboarding unfinished, and a retry is safe: an active goal then exists, and a starter
// habit the user already has (same name) is not created twice.
import type { Goal, GoalFields, Habit, NewHabit, OnboardingAnswers, Profile, ProfileEdit } from '@onething/shared-data';
import { starterHabitInput, type StarterHabit } from './starter-habits';

export interface OnboardingServices {
  getActiveGoal: (userId: string) => Promise<Goal | null>;
  createGoal: (input: GoalFields) => Promise<Goal>;
  listHabits: (userId: string) => Promise<Habit[]>;
  createHabit: (userId: string, input: NewHabit) => Promise<Habit>;
  /** The auth context's updateProfile, so the layout sees onboarding_completed at once. */
  updateProfile: (patch: ProfileEdit) => Promise<Profile>;
}

export interface OnboardingResult {
  createdGoal: Goal | null;
  createdHabits: Habit[];
  profile: Profile;
}

export function firstGoalFromAnswers(answers: OnboardingAnswers): GoalFields {
  return {
    title: answers.oneThingGoal.trim(),
    description: null,
    priority: 'Medium',
    deadline: null,
    why_description: null,
  };
}

/**
 * The answers, and the name the user chose as full_name (what the greeting and their groups show). Never the
 * role: storing it in full_name would erase the user's name.
 */
export function onboardingProfilePatch(answers: OnboardingAnswers, name?: string): ProfileEdit {
  const chosen = name?.trim();
  return chosen
    ? { onboarding_answers: answers, onboarding_completed: true, full_name: chosen }
    : { onboarding_answers: answers, onboarding_completed: true };
}

export async function completeOnboarding(
  userId: string,
  answers: OnboardingAnswers,
  services: OnboardingServices,
  starterHabits: StarterHabit[] = [],
  name?: string,
): Promise<OnboardingResult> {
  const active = await services.getActiveGoal(userId);
  const createdGoal = active ? null : await services.createGoal(firstGoalFromAnswers(answers));
  const createdHabits: Habit[] = [];
  if (starterHabits.length > 0) {
    const existing = new Set((await services.listHabits(userId)).map((habit) => habit.name));
    for (const habit of starterHabits) {
      if (!existing.has(habit.name)) createdHabits.push(await services.createHabit(userId, starterHabitInput(habit)));
    }
  }
  const profile = await services.updateProfile(onboardingProfilePatch(answers, name));
  return { createdGoal, createdHabits, profile };
}
