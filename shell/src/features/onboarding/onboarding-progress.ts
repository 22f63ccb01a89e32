// The wizard's answers survive a reload: they are kept in this browser's local storage per user until
// onboarding completes (or the user signs out and another user signs in: the key names the user).
import { EMPTY_DRAFT, TOTAL_STEPS, type OnboardingDraft } from './onboarding-steps';

export interface OnboardingProgress {
  step: number;
  draft: OnboardingDraft;
  /** Names of the suggested starter habits the user accepted. */
  acceptedHabits: string[];
  /** The name to be called by, once edited (until then the field shows the one from sign-up). */
  name?: string;
}

export const EMPTY_PROGRESS: OnboardingProgress = { step: 1, draft: EMPTY_DRAFT, acceptedHabits: [] };

export function progressStorageKey(userId: string): string {
  return `onething:onboarding:${userId}`;
}

const isString = (value: unknown): value is string => typeof value === 'string';
const isStringList = (value: unknown): value is string[] => Array.isArray(value) && value.every(isString);

/** Anything stored that is not a progress record of this shape (older, edited by hand) starts over. */
export function parseProgress(text: string | null): OnboardingProgress {
  if (!text) return EMPTY_PROGRESS;
  try {
    const value = JSON.parse(text) as Partial<OnboardingProgress> | null;
    const draft = value?.draft as Partial<OnboardingDraft> | undefined;
    const step = value?.step;
    if (
      typeof step !== 'number' ||
      !Number.isInteger(step) ||
      step < 1 ||
      step > TOTAL_STEPS ||
      !draft ||
      !isStringList(draft.goals) ||
      !isStringList(value?.acceptedHabits) ||
      ![draft.role, draft.biggestChallenge, draft.dailyHours, draft.experience, draft.oneThingGoal].every(isString)
    ) {
      return EMPTY_PROGRESS;
    }
    const progress = {
      step,
      draft: { ...EMPTY_DRAFT, ...draft } as OnboardingDraft,
      acceptedHabits: value.acceptedHabits,
    };
    return isString(value.name) ? { ...progress, name: value.name } : progress;
  } catch {
    return EMPTY_PROGRESS;
  }
}

function storage(): Storage | null {
  try {
    return typeof window === 'undefined' ? null : window.localStorage;
  } catch {
    // Storage can be disabled (privacy settings); the wizard then works without surviving a reload.
    return null;
  }
}

export function loadProgress(userId: string): OnboardingProgress {
  try {
    return parseProgress(storage()?.getItem(progressStorageKey(userId)) ?? null);
  } catch {
    return EMPTY_PROGRESS;
  }
}

export function saveProgress(userId: string, progress: OnboardingProgress): void {
  try {
    storage()?.setItem(progressStorageKey(userId), JSON.stringify(progress));
  } catch {
    // A full or disabled storage only loses the reload safety net.
  }
}

export function clearProgress(userId: string): void {
  try {
    storage()?.removeItem(progressStorageKey(userId));
  } catch {
    // nothing stored
  }
}
