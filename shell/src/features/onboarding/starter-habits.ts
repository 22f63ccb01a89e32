// Starter habits suggested on the last onboarding step, picked from the user's biggest challenge and goals.
// The user may accept any of them; accepted ones are created like a habit from the form, with the same
// defaults (every day, Easy, the default reward and environment).
import { applyHabitDefaults, WEEKDAYS, type HabitCategory, type NewHabit } from '@onething/shared-data';
import type { OnboardingAnswers } from '@onething/shared-data';

export interface StarterHabit {
  /** Also the habit's name; unique among suggestions. */
  name: string;
  category: HabitCategory;
  cue: string;
  two_minute_version: string;
  identity: string;
  /** HH:MM */
  scheduled_time: string;
  duration_minutes: number;
}

const PLAN_TOMORROW: StarterHabit = {
  name: "Plan tomorrow's first step",
  category: 'Productivity',
  cue: 'I finish work',
  two_minute_version: 'Write down the first step for my ONE Thing',
  identity: 'I am someone who knows what matters most each day',
  scheduled_time: '17:30',
  duration_minutes: 10,
};

const PHONE_AWAY: StarterHabit = {
  name: 'Put my phone away while I focus',
  category: 'Productivity',
  cue: 'I sit down for focused work',
  two_minute_version: 'Put my phone in another room',
  identity: 'I am someone who protects my focus',
  scheduled_time: '09:00',
  duration_minutes: 5,
};

const HARDEST_FIRST: StarterHabit = {
  name: 'Start my ONE Thing before anything else',
  category: 'Productivity',
  cue: 'I sit down at my desk',
  two_minute_version: 'Work on it for two minutes',
  identity: 'I am someone who does the important work first',
  scheduled_time: '08:30',
  duration_minutes: 30,
};

const MORNING_WALK: StarterHabit = {
  name: 'Take a short walk',
  category: 'Fitness',
  cue: 'I finish lunch',
  two_minute_version: 'Put on my shoes and step outside',
  identity: 'I am someone who keeps my body moving',
  scheduled_time: '12:30',
  duration_minutes: 15,
};

const BREATHE: StarterHabit = {
  name: 'Meditate',
  category: 'Mindfulness',
  cue: 'I wake up',
  two_minute_version: 'Take three slow breaths',
  identity: 'I am someone who stays calm under pressure',
  scheduled_time: '07:00',
  duration_minutes: 10,
};

const TIME_BLOCK: StarterHabit = {
  name: 'Block time for my ONE Thing',
  category: 'Productivity',
  cue: 'I make my morning coffee',
  two_minute_version: 'Put one focus block in my calendar',
  identity: 'I am someone who makes time for what matters',
  scheduled_time: '08:00',
  duration_minutes: 10,
};

const EVENING_REVIEW: StarterHabit = {
  name: "Review today's habits",
  category: 'Mindfulness',
  cue: 'I get into bed',
  two_minute_version: "Look at today's checklist",
  identity: 'I am someone who shows up every day',
  scheduled_time: '21:30',
  duration_minutes: 5,
};

const READ: StarterHabit = {
  name: 'Read to learn',
  category: 'Learning',
  cue: 'I sit down after dinner',
  two_minute_version: 'Read one page',
  identity: 'I am someone who keeps learning',
  scheduled_time: '20:00',
  duration_minutes: 20,
};

const PRACTISE: StarterHabit = {
  name: 'Practise my new skill',
  category: 'Learning',
  cue: 'I finish dinner',
  two_minute_version: 'Practise for two minutes',
  identity: 'I am someone who practises every day',
  scheduled_time: '19:00',
  duration_minutes: 30,
};

const REVIEW_NUMBERS: StarterHabit = {
  name: 'Check one key business number',
  category: 'Productivity',
  cue: 'I open my laptop in the morning',
  two_minute_version: 'Look at one number that matters',
  identity: 'I am someone who knows where my business stands',
  scheduled_time: '08:15',
  duration_minutes: 10,
};

const SHUTDOWN: StarterHabit = {
  name: 'Shut down work for the day',
  category: 'Wellness',
  cue: 'it is 6 PM',
  two_minute_version: 'Close my laptop and tidy my desk',
  identity: 'I am someone who rests as well as works',
  scheduled_time: '18:00',
  duration_minutes: 10,
};

/** Keys are the onboarding choices' texts (onboarding-options.ts). */
const BY_CHALLENGE: Record<string, StarterHabit> = {
  'Constant distractions': PHONE_AWAY,
  Procrastination: HARDEST_FIRST,
  'Unclear priorities': PLAN_TOMORROW,
  'Too many commitments': TIME_BLOCK,
  'Not enough time': TIME_BLOCK,
  'Staying consistent': EVENING_REVIEW,
  'Low energy or motivation': MORNING_WALK,
  'Feeling overwhelmed': BREATHE,
};

const BY_GOAL: Record<string, StarterHabit> = {
  'Grow my business': REVIEW_NUMBERS,
  'Advance my career': READ,
  'Learn a new skill': PRACTISE,
  'Improve my health and fitness': MORNING_WALK,
  'Build better habits': EVENING_REVIEW,
  'Finish a major project': HARDEST_FIRST,
  'Improve focus and productivity': PHONE_AWAY,
  'Find better work-life balance': SHUTDOWN,
};

export const MAX_STARTER_HABITS = 3;

/**
 * Two or three suggestions: the one for the biggest challenge first, then one per goal in the order the
 * goals are offered, without repeats; planning tomorrow fills in when the answers give fewer than two.
 */
export function suggestStarterHabits(answers: Pick<OnboardingAnswers, 'goals' | 'biggestChallenge'>): StarterHabit[] {
  const picked: StarterHabit[] = [];
  const add = (habit: StarterHabit | undefined) => {
    if (habit && picked.length < MAX_STARTER_HABITS && !picked.includes(habit)) picked.push(habit);
  };
  add(BY_CHALLENGE[answers.biggestChallenge]);
  const goalOrder = Object.keys(BY_GOAL);
  [...answers.goals].sort((a, b) => goalOrder.indexOf(a) - goalOrder.indexOf(b)).forEach((goal) => add(BY_GOAL[goal]));
  if (picked.length < 2) add(PLAN_TOMORROW);
  if (picked.length < 2) add(EVENING_REVIEW);
  return picked;
}

/** What is saved for an accepted suggestion: the habit form's defaults, scheduled every day. */
export function starterHabitInput(habit: StarterHabit): NewHabit {
  return applyHabitDefaults({
    name: habit.name,
    category: habit.category,
    cue: habit.cue,
    two_minute_version: habit.two_minute_version,
    identity: habit.identity,
    scheduled_days: [...WEEKDAYS],
    scheduled_time: habit.scheduled_time,
    duration_minutes: habit.duration_minutes,
  });
}
