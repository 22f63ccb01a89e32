// Inputs the rules' tests share, in shared-data and in the remotes that own a rule of their own.
import type { GoalLike } from '../goals-and-steps/rules/goals';
import type { HabitStreakLike } from '../habits/rules/habits';
import { WEEKDAYS } from '../dates/dates';

const DAY_MS = 86_400_000;

/** Date keys from `from` to `to`, both included: an oracle that does not use the code under test (whole-day arithmetic on UTC dates is exact). */
export function keysBetween(from: string, to: string): string[] {
  const keys: string[] = [];
  for (let t = Date.parse(`${from}T00:00:00Z`); t <= Date.parse(`${to}T00:00:00Z`); t += DAY_MS) {
    keys.push(new Date(t).toISOString().slice(0, 10));
  }
  return keys;
}

/** created_at as the server would store it for a local wall-clock moment. */
export const createdAt = (y: number, m: number, d: number, h = 12, min = 0) =>
  new Date(y, m - 1, d, h, min).toISOString();

/** A habit scheduled every day. */
export const dailyHabit = (created: string | null = createdAt(2026, 1, 1)): HabitStreakLike => ({
  scheduled_days: [...WEEKDAYS],
  target_per_week: 7,
  created_at: created,
});

/** A habit scheduled on Mondays, Wednesdays and Fridays. */
export const mwfHabit = (created: string | null = createdAt(2026, 1, 1)): HabitStreakLike => ({
  scheduled_days: ['Monday', 'Wednesday', 'Friday'],
  target_per_week: 3,
  created_at: created,
});

/** Steps, done or not. */
export const stepsDone = (...flags: boolean[]) => flags.map((completed) => ({ completed }));

export const goalLike = (overrides: Partial<GoalLike> = {}): GoalLike => ({
  is_active: true,
  progress: 0,
  completed_at: null,
  deadline: null,
  ...overrides,
});

/** Steps with the goal's progress they give (percent, rounded half up) and whether the goal is complete. */
export const STEP_PROGRESS_CASES: [
  label: string,
  steps: { completed: boolean }[],
  progress: number,
  complete: boolean,
][] = [
  ['no steps', stepsDone(), 0, false],
  ['none done', stepsDone(false, false), 0, false],
  ['one of three (33.3 rounds down)', stepsDone(true, false, false), 33, false],
  ['two of three (66.7 rounds up)', stepsDone(true, true, false), 67, false],
  ['one of eight (12.5 rounds up)', stepsDone(true, ...Array<boolean>(7).fill(false)), 13, false],
  ['all done', stepsDone(true, true), 100, true],
  ['single done', stepsDone(true), 100, true],
];
