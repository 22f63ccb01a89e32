import {
  HABIT_CATEGORIES,
  WEEKDAYS,
  type HabitCategory,
  type NewHabit,
  type Weekday,
  DEFAULT_HABIT_CATEGORY,
  validateHabitForm,
  type HabitFormErrors,
} from '@onething/shared-data';
import { newHabitFormValues, toHabitPayload } from './habit-form-values';
import { suggestDefaultTime, type HabitTimeLike } from './habit-form-rules';
import { defaultCue, defaultTwoMinuteVersion, presetDays, type SchedulePreset } from './quick-add-defaults';

export type QuickAddValues = {
  name: string;
  preset: SchedulePreset;
  /** The days picked by hand while the preset is 'Custom days'. */
  customDays: Weekday[];
  /** HH:MM */
  time: string;
  /** Whether the optional four-laws part is open: its fields are then validated and saved as typed. */
  lawsOpen: boolean;
  category: HabitCategory;
  cue: string;
  two_minute_version: string;
  identity: string;
  reward: string;
};

export function newQuickAddValues(existing: readonly HabitTimeLike[]): QuickAddValues {
  return {
    name: '',
    preset: 'Every day',
    customDays: [...WEEKDAYS],
    time: suggestDefaultTime(existing),
    lawsOpen: false,
    category: DEFAULT_HABIT_CATEGORY,
    cue: '',
    two_minute_version: '',
    identity: '',
    reward: '',
  };
}

export const QUICK_ADD_CATEGORIES = HABIT_CATEGORIES;

/**
 * The spec's messages for what the form shows: name, time and days always; cue and two-minute version
 * only while the four laws are open (closed, they are composed from the name and time).
 */
export function validateQuickAdd(values: QuickAddValues): HabitFormErrors {
  const errors = validateHabitForm({
    name: values.name,
    category: values.category,
    scheduled_time: values.time,
    cue: values.lawsOpen ? values.cue : defaultCue(values.time),
    two_minute_version: values.lawsOpen ? values.two_minute_version : 'composed',
    scheduled_days: presetDays(values.preset, values.customDays),
  });
  return errors;
}

/** The row to save, through the same defaults as the full form. Validate first. */
export function quickAddPayload(values: QuickAddValues): NewHabit {
  const base = newHabitFormValues([]);
  return toHabitPayload({
    ...base,
    name: values.name,
    category: values.category,
    scheduled_time: values.time,
    scheduled_days: presetDays(values.preset, values.customDays),
    cue: values.lawsOpen ? values.cue : defaultCue(values.time),
    two_minute_version: values.lawsOpen ? values.two_minute_version : defaultTwoMinuteVersion(values.name),
    identity: values.lawsOpen ? values.identity : '',
    reward: values.lawsOpen ? values.reward : '',
  });
}
