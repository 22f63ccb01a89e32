import { localDateKey, toLocalDateKey } from './dates';
import { type HabitScheduleLike, isScheduledOn } from './habits';

export type Greeting = 'Good morning' | 'Good afternoon' | 'Good evening';

/** The dashboard lists this many of today's habits, then 'View {n} more habits'. */
export const DASHBOARD_HABITS_SHOWN = 4;
/** Previous achievements shown on the completed-goal card. */
export const DASHBOARD_ACHIEVEMENTS_SHOWN = 3;

/** By local time of day: before 12:00 morning, before 17:00 afternoon, otherwise evening. */
export function greeting(now: Date = new Date()): Greeting {
  const hour = now.getHours();
  if (hour < 12) return 'Good morning';
  if (hour < 17) return 'Good afternoon';
  return 'Good evening';
}

/** Habits scheduled for today's local weekday, or daily (target 7). */
export function todaysHabits<T extends HabitScheduleLike>(habits: readonly T[], now: Date = new Date()): T[] {
  return habits.filter((habit) => habit.target_per_week === 7 || isScheduledOn(habit, now));
}

export function formatHabitsCompleted(done: number, total: number): string {
  return `${done} of ${total} completed`;
}

export function formatMoreHabits(count: number): string {
  return `View ${count} more habits`;
}

/** The dashboard's "longest streak": the best current streak among the habits (0 with no habits). */
export function longestHabitStreak(streaks: readonly { current_streak: number }[]): number {
  return streaks.reduce((best, habit) => Math.max(best, habit.current_streak), 0);
}

// ---------------------------------------------------------------------------------------------------
// Deep work
// ---------------------------------------------------------------------------------------------------

export type DeepWorkSessionLike = {
  duration_minutes: number;
  emergency_canceled: boolean;
  completed_at: string | null;
};

const roundTo1 = (value: number): number => Math.round(value * 10) / 10;

/** Minutes of the sessions, emergency-canceled ones excluded. */
export function totalDeepWorkMinutes(sessions: readonly DeepWorkSessionLike[]): number {
  return sessions
    .filter((session) => !session.emergency_canceled)
    .reduce((sum, session) => sum + session.duration_minutes, 0);
}

/** Sessions completed on the local day of `now` (in-progress ones, without completed_at, excluded). */
export function sessionsOnDay<T extends DeepWorkSessionLike>(sessions: readonly T[], now: Date = new Date()): T[] {
  const today = localDateKey(now);
  return sessions.filter((session) => session.completed_at != null && toLocalDateKey(session.completed_at) === today);
}

/**
 * Today's deep work in hours, rounded to 1 decimal, emergency-canceled sessions excluded. Sessions
 * completed on other local days are ignored, so a wider list is safe to pass.
 */
export function todaysDeepWorkHours(sessions: readonly DeepWorkSessionLike[], now: Date = new Date()): number {
  return roundTo1(totalDeepWorkMinutes(sessionsOnDay(sessions, now)) / 60);
}

/** The spec's weekly figure: seven times today's hours, rounded to 1 decimal. */
export function weeklyDeepWorkHours(todayHours: number): number {
  return roundTo1(todayHours * 7);
}

/** Spec: total minutes (canceled excluded) over the number of all sessions (canceled included), rounded. */
export function averageSessionMinutes(sessions: readonly DeepWorkSessionLike[]): number {
  if (sessions.length === 0) return 0;
  return Math.round(totalDeepWorkMinutes(sessions) / sessions.length);
}

/** Percent of sessions not emergency-canceled, rounded; 0 with no sessions. */
export function deepWorkCompletionRate(sessions: readonly DeepWorkSessionLike[]): number {
  if (sessions.length === 0) return 0;
  const kept = sessions.filter((session) => !session.emergency_canceled).length;
  return Math.round((kept / sessions.length) * 100);
}

export type DeepWorkStats = {
  todayHours: number;
  weeklyHours: number;
  totalMinutes: number;
  averageMinutes: number;
  completionRate: number;
  sessionCount: number;
};

/** All deep-work figures at once; totals, average and rate are over the sessions passed in. */
export function deepWorkStats(sessions: readonly DeepWorkSessionLike[], now: Date = new Date()): DeepWorkStats {
  const todayHours = todaysDeepWorkHours(sessions, now);
  return {
    todayHours,
    weeklyHours: weeklyDeepWorkHours(todayHours),
    totalMinutes: totalDeepWorkMinutes(sessions),
    averageMinutes: averageSessionMinutes(sessions),
    completionRate: deepWorkCompletionRate(sessions),
    sessionCount: sessions.length,
  };
}
