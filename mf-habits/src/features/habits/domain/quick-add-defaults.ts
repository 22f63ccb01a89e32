// What a quick-added habit is filled in with when its four laws were left closed, and the schedule presets
// the quick-add form offers.
import {
  WEEKDAYS,
  capitalizeFirst,
  format12h,
  inSentence,
  isActionName,
  isValidTime,
  type Weekday,
} from '@onething/shared-data';

/** The cue a quick-added habit gets when its four laws were left closed: its time ("It is 7:00 AM"). */
export function defaultCue(scheduledTime: string): string {
  return isValidTime(scheduledTime) ? `It is ${format12h(scheduledTime)}` : 'It is time';
}

/** The two-minute version a quick-added habit gets: "Meditate for two minutes", "Two minutes of Spanish practice". */
export function defaultTwoMinuteVersion(name: string | null | undefined): string {
  const phrase = inSentence(name);
  if (phrase === '') return '';
  return isActionName(phrase) ? `${capitalizeFirst(phrase)} for two minutes` : `Two minutes of ${phrase}`;
}

export const SCHEDULE_PRESETS = ['Every day', 'Weekdays', 'Weekends', 'Mon/Wed/Fri', 'Custom days'] as const;
export type SchedulePreset = (typeof SCHEDULE_PRESETS)[number];

const PRESET_DAYS: Record<Exclude<SchedulePreset, 'Custom days'>, readonly Weekday[]> = {
  'Every day': WEEKDAYS,
  Weekdays: ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday'],
  Weekends: ['Sunday', 'Saturday'],
  'Mon/Wed/Fri': ['Monday', 'Wednesday', 'Friday'],
};

/** The days a preset stands for; 'Custom days' keeps the days chosen by hand. */
export function presetDays(preset: SchedulePreset, custom: readonly Weekday[] = []): Weekday[] {
  if (preset === 'Custom days') return WEEKDAYS.filter((day) => custom.includes(day));
  return [...PRESET_DAYS[preset]];
}

/** The preset a set of days matches, or 'Custom days'. */
export function presetOf(days: readonly string[]): SchedulePreset {
  const key = WEEKDAYS.filter((day) => days.includes(day)).join(',');
  const found = (Object.keys(PRESET_DAYS) as Exclude<SchedulePreset, 'Custom days'>[]).find(
    (preset) => PRESET_DAYS[preset].join(',') === key,
  );
  return found ?? 'Custom days';
}
