import {
  DEFAULT_DIFFICULTY,
  DEFAULT_HABIT_CATEGORY,
  WEEKDAYS,
  applyHabitDefaults,
  formatTimeHHMM,
  isValidTime,
  parseTime,
  type Difficulty,
  type Habit,
  type NewHabit,
  type Weekday,
  validateHabitForm,
  type HabitFormErrors,
} from '@onething/shared-data';
import {
  HABIT_FORM_DEFAULT_DURATION,
  parseDurationInput,
  suggestDefaultTime,
  type HabitTimeLike,
} from './habit-form-rules';

/** What the form edits: text as typed, so nothing is coerced until save. */
export type HabitFormValues = {
  name: string;
  /** '' only if a stored category is unknown; validation then asks for one. */
  category: string;
  description: string;
  difficulty: Difficulty;
  cue: string;
  /** HH:MM */
  scheduled_time: string;
  scheduled_days: Weekday[];
  environment: string;
  habit_stack: string;
  implementation_intention: string;
  identity: string;
  two_minute_version: string;
  routine: string;
  /** The duration input's raw text; read with parseDurationInput on save. */
  duration: string;
  reward: string;
};

/** A new habit's form: Wellness, Easy, every day, 15 minutes, the next free 15-minute slot. */
export function newHabitFormValues(existing: readonly HabitTimeLike[]): HabitFormValues {
  return {
    name: '',
    category: DEFAULT_HABIT_CATEGORY,
    description: '',
    difficulty: DEFAULT_DIFFICULTY,
    cue: '',
    scheduled_time: suggestDefaultTime(existing),
    scheduled_days: [...WEEKDAYS],
    environment: '',
    habit_stack: '',
    implementation_intention: '',
    identity: '',
    two_minute_version: '',
    routine: '',
    duration: String(HABIT_FORM_DEFAULT_DURATION),
    reward: '',
  };
}

export function habitFormValuesFrom(habit: Habit): HabitFormValues {
  return {
    name: habit.name,
    category: habit.category,
    description: habit.description ?? '',
    difficulty: habit.difficulty,
    cue: habit.cue,
    scheduled_time: isValidTime(habit.scheduled_time) ? formatTimeHHMM(parseTime(habit.scheduled_time)) : '',
    scheduled_days: [...habit.scheduled_days],
    environment: habit.environment ?? '',
    habit_stack: habit.habit_stack ?? '',
    implementation_intention: habit.implementation_intention ?? '',
    identity: habit.identity ?? '',
    two_minute_version: habit.two_minute_version,
    routine: habit.routine ?? '',
    duration: String(habit.duration_minutes ?? HABIT_FORM_DEFAULT_DURATION),
    reward: habit.reward ?? '',
  };
}

/**
 * The four laws' fields (cue, two-minute version, identity, environment, habit stack, reward, if-then plan):
 * the New Habit form keeps them one click away, and opens them for a habit that has any of them.
 */
const FOUR_LAWS_FIELDS = [
  'cue',
  'two_minute_version',
  'identity',
  'environment',
  'habit_stack',
  'reward',
  'implementation_intention',
] as const satisfies readonly (keyof HabitFormValues)[];

export function hasFourLawsValues(values: HabitFormValues): boolean {
  return FOUR_LAWS_FIELDS.some((field) => values[field].trim() !== '');
}

/** True when a message is due at one of the four laws' fields (the form then opens them to show it). */
export function fourLawsFieldInvalid(errors: HabitFormErrors): boolean {
  const messages: Partial<Record<string, string>> = errors;
  return FOUR_LAWS_FIELDS.some((field) => Boolean(messages[field]));
}

export function validateHabitFormValues(values: HabitFormValues): HabitFormErrors {
  return validateHabitForm(values);
}

/**
 * The row to save: the spec's defaults for blank optionals, target_per_week = number of selected
 * days, duration read from the input (15 when unreadable). Validate first.
 */
export function toHabitPayload(values: HabitFormValues): NewHabit {
  const draft = applyHabitDefaults({
    name: values.name,
    category: values.category,
    description: values.description,
    cue: values.cue,
    routine: values.routine,
    reward: values.reward,
    difficulty: values.difficulty,
    identity: values.identity,
    two_minute_version: values.two_minute_version,
    environment: values.environment,
    habit_stack: values.habit_stack,
    implementation_intention: values.implementation_intention,
    scheduled_days: values.scheduled_days,
    scheduled_time: values.scheduled_time,
    duration_minutes: parseDurationInput(values.duration),
  });
  return {
    name: draft.name,
    category: draft.category,
    description: draft.description,
    cue: draft.cue,
    routine: draft.routine,
    reward: draft.reward,
    difficulty: draft.difficulty,
    identity: draft.identity,
    two_minute_version: draft.two_minute_version,
    environment: draft.environment,
    habit_stack: draft.habit_stack,
    implementation_intention: draft.implementation_intention,
    scheduled_days: draft.scheduled_days,
    scheduled_time: draft.scheduled_time,
    duration_minutes: draft.duration_minutes,
    target_per_week: draft.target_per_week,
  };
}
