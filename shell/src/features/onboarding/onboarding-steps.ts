// The six steps: each advances only when its answer is present.
import type { OnboardingAnswers } from '@onething/shared-data';
import { CHALLENGES, DAILY_HOURS, EXPERIENCE_LEVELS, GOALS, ROLES, type Choice } from './onboarding-options';

export type OnboardingDraft = OnboardingAnswers;

export const EMPTY_DRAFT: OnboardingDraft = {
  role: '',
  goals: [],
  biggestChallenge: '',
  dailyHours: '',
  experience: '',
  oneThingGoal: '',
};

export type SingleField = 'role' | 'biggestChallenge' | 'dailyHours' | 'experience';

export type StepDefinition =
  | { kind: 'single'; field: SingleField; title: string; description: string; choices: Choice[] }
  | { kind: 'multiple'; field: 'goals'; title: string; description: string; choices: Choice[] }
  | { kind: 'text'; field: 'oneThingGoal'; title: string; description: string };

export const STEPS: StepDefinition[] = [
  {
    kind: 'single',
    field: 'role',
    title: 'What best describes your role?',
    description: 'We use this to suggest habits and playbooks that fit your work.',
    choices: ROLES,
  },
  {
    kind: 'multiple',
    field: 'goals',
    title: 'What do you want to achieve?',
    description: 'Choose all that apply.',
    choices: GOALS,
  },
  {
    kind: 'single',
    field: 'biggestChallenge',
    title: "What's your biggest challenge?",
    description: 'Knowing what gets in the way helps you protect your focus.',
    choices: CHALLENGES,
  },
  {
    kind: 'single',
    field: 'dailyHours',
    title: 'How much time can you focus each day?',
    description: 'Hours of deep work you can give your ONE Thing on a typical day.',
    choices: DAILY_HOURS,
  },
  {
    kind: 'single',
    field: 'experience',
    title: 'How experienced are you with productivity systems?',
    description: 'There is no wrong answer.',
    choices: EXPERIENCE_LEVELS,
  },
  {
    kind: 'text',
    field: 'oneThingGoal',
    title: "What's your ONE Thing?",
    description:
      'The one goal that, once achieved, makes everything else easier or unnecessary. It becomes your first ONE Thing goal.',
  },
];

export const TOTAL_STEPS = STEPS.length;

/** step is 1-based, as shown to the user ('Step n of 6'). */
export function stepDefinition(step: number): StepDefinition {
  const definition = STEPS[step - 1];
  if (!definition) throw new RangeError(`No onboarding step ${step}`);
  return definition;
}

export function isStepComplete(step: number, draft: OnboardingDraft): boolean {
  const definition = stepDefinition(step);
  switch (definition.kind) {
    case 'multiple':
      return draft.goals.length > 0;
    case 'text':
      return draft.oneThingGoal.trim().length > 0;
    default: {
      const value = draft[definition.field];
      return definition.choices.some((choice) => choice.value === value);
    }
  }
}

export function isDraftComplete(draft: OnboardingDraft): boolean {
  return STEPS.every((_, index) => isStepComplete(index + 1, draft));
}

export function toggleGoal(goals: string[], goal: string): string[] {
  return goals.includes(goal) ? goals.filter((g) => g !== goal) : [...goals, goal];
}

/** What is stored in profiles.onboarding_answers: trimmed, goals in the order they are offered. */
export function toAnswers(draft: OnboardingDraft): OnboardingAnswers {
  const order = GOALS.map((g) => g.value);
  return {
    ...draft,
    goals: [...draft.goals].sort((a, b) => order.indexOf(a) - order.indexOf(b)),
    oneThingGoal: draft.oneThingGoal.trim(),
  };
}

export function progressPercent(step: number): number {
  return Math.round((step / TOTAL_STEPS) * 100);
}
