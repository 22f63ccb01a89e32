// Rest days as the habits page shows them before the database answers: a skip or a pause applied to the
// cached rest days, and this week's rest days, which the weekly target leaves out.
import {
  addDaysLocal,
  isRestDay,
  isScheduledOn,
  localDateKey,
  parseLocalDate,
  weekStartSunday,
  type HabitPause,
  type HabitRestDays,
  type HabitScheduleLike,
} from '@onething/shared-data';

export const PAUSE_ERRORS = {
  endsBeforeStart: 'A pause cannot end before it starts.',
  tooLong: 'A pause is at most a year.',
  missing: 'Choose the first and the last day.',
} as const;

/** Rest days with one habit-day skipped (or not), as set_habit_skip leaves them; a skip also takes the completion. */
export function withSkip(
  rest: HabitRestDays,
  change: { habitId: string; userId: string; date: string; skipped: boolean; reason: string | null },
): HabitRestDays {
  const others = rest.skips.filter((s) => !(s.habit_id === change.habitId && s.skip_date === change.date));
  if (!change.skipped) return { ...rest, skips: others };
  const skip = {
    habit_id: change.habitId,
    user_id: change.userId,
    skip_date: change.date,
    reason: change.reason,
    created_at: new Date().toISOString(),
  };
  return { ...rest, skips: [skip, ...others] };
}

/** Rest days with the given habits paused (merged as the database merges overlapping or touching pauses). */
export function withPause(
  rest: HabitRestDays,
  change: { habitIds: readonly string[]; userId: string; firstDay: string; lastDay: string },
): HabitRestDays {
  let pauses = rest.pauses;
  for (const habitId of change.habitIds) {
    const touching = (p: HabitPause) =>
      p.habit_id === habitId && p.first_day <= nextDay(change.lastDay) && p.last_day >= previousDay(change.firstDay);
    const merged = pauses.filter(touching);
    const first = [change.firstDay, ...merged.map((p) => p.first_day)].sort()[0]!;
    const last = [change.lastDay, ...merged.map((p) => p.last_day)].sort().at(-1)!;
    pauses = [
      {
        id: `pending-${habitId}-${first}`,
        habit_id: habitId,
        user_id: change.userId,
        first_day: first,
        last_day: last,
        created_at: new Date().toISOString(),
      },
      ...pauses.filter((p) => !touching(p)),
    ];
  }
  return { ...rest, pauses };
}

/** Rest days with the given habits' pauses ended from `day` on, as resume_habits leaves them. */
export function withResume(rest: HabitRestDays, change: { habitIds: readonly string[]; day: string }): HabitRestDays {
  const pauses = rest.pauses
    .filter((p) => !(change.habitIds.includes(p.habit_id) && p.first_day >= change.day))
    .map((p) =>
      change.habitIds.includes(p.habit_id) && p.first_day < change.day && p.last_day >= change.day
        ? { ...p, last_day: previousDay(change.day) }
        : p,
    );
  return { ...rest, pauses };
}

const shift = (day: string, days: number) => localDateKey(addDaysLocal(parseLocalDate(day), days));
const nextDay = (day: string) => shift(day, 1);
const previousDay = (day: string) => shift(day, -1);

/** Scheduled days of this week (Sunday to Saturday) that are rest days of the habit. */
export function restDaysThisWeek(
  habit: HabitScheduleLike & { id: string },
  rest: HabitRestDays | undefined,
  now: Date = new Date(),
): number {
  const sunday = weekStartSunday(now);
  let count = 0;
  for (let i = 0; i < 7; i += 1) {
    const day = addDaysLocal(sunday, i);
    const key = localDateKey(day);
    if (isScheduledOn(habit, key) && isRestDay(rest, habit.id, key)) count += 1;
  }
  return count;
}

/** What a pause's two days make of it: a message when it cannot be a pause, else null. */
export function pauseRangeError(firstDay: string, lastDay: string): string | null {
  if (!firstDay || !lastDay) return PAUSE_ERRORS.missing;
  if (lastDay < firstDay) return PAUSE_ERRORS.endsBeforeStart;
  const days = Math.round((Date.parse(`${lastDay}T00:00:00Z`) - Date.parse(`${firstDay}T00:00:00Z`)) / 86_400_000);
  return days >= 366 ? PAUSE_ERRORS.tooLong : null;
}
