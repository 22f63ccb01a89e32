// Finishing the wizard: the ONE Thing answer becomes the first active goal when the user has none, then all
// answers go on the profile. The goal comes first so a failure leaves onboarding unfinished and a retry is
// safe (an active goal then exists).
import type { Goal, GoalFields, OnboardingAnswers, Profile, ProfileEdit } from '@onething/shared-data';

export interface OnboardingServices {
  getActiveGoal: (userId: string) => Promise<Goal | null>;
  createGoal: (input: GoalFields) => Promise<Goal>;
  /** The auth context's updateProfile, so the layout sees onboarding_completed at once. */
  updateProfile: (patch: ProfileEdit) => Promise<Profile>;
}

export interface OnboardingResult {
  createdGoal: Goal | null;
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

/** Never touches full_name: storing the role there would erase the user's name. */
export function onboardingProfilePatch(answers: OnboardingAnswers): ProfileEdit {
  return { onboarding_answers: answers, onboarding_completed: true };
}

export async function completeOnboarding(
  userId: string,
  answers: OnboardingAnswers,
  services: OnboardingServices,
): Promise<OnboardingResult> {
  const active = await services.getActiveGoal(userId);
  const createdGoal = active ? null : await services.createGoal(firstGoalFromAnswers(answers));
  const profile = await services.updateProfile(onboardingProfilePatch(answers));
  return { createdGoal, profile };
}
