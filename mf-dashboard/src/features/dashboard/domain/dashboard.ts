import {
  addDaysLocal,
  type DeepWorkSessionLike,
  formatDuration,
  type GoalLike,
  type HabitScheduleLike,
  isScheduledOn,
  localDateKey,
  longestHabitStreak,
  parseTimestamp,
  shortDateLabel,
  sortHabitsByTime,
  toLocalDateKey,
  totalDeepWorkMinutes,
  weekStartSunday,
} from '@onething/shared-data';

/** The dashboard lists this many of today's habits, then 'View {n} more habits'. */
export const DASHBOARD_HABITS_SHOWN = 4;
/** Previous achievements shown on the completed-goal card. */
export const DASHBOARD_ACHIEVEMENTS_SHOWN = 3;

type ListedHabit = HabitScheduleLike & { id: string; name: string; scheduled_time: string | null };

/**
 * Habits scheduled for today's local weekday, or daily (target 7), in the order the habits page lists them
 * (by scheduled time, then name).
 */
export function todaysHabits<T extends ListedHabit>(habits: readonly T[], now: Date = new Date()): T[] {
  return sortHabitsByTime(habits.filter((habit) => habit.target_per_week === 7 || isScheduledOn(habit, now)));
}

export function formatHabitsCompleted(done: number, total: number): string {
  return `${done} of ${total} completed`;
}

export function formatMoreHabits(count: number): string {
  return `View ${count} more habits`;
}

// ---------------------------------------------------------------------------------------------------
// Deep work
// ---------------------------------------------------------------------------------------------------

/** Sessions completed on the local day of `now` (in-progress ones, without completed_at, excluded). */
export function sessionsOnDay<T extends DeepWorkSessionLike>(sessions: readonly T[], now: Date = new Date()): T[] {
  const today = localDateKey(now);
  return sessions.filter((session) => session.completed_at != null && toLocalDateKey(session.completed_at) === today);
}

/**
 * Today's deep work in minutes, emergency-canceled sessions excluded. Sessions completed on other local days
 * are ignored, so a wider list is safe to pass. Counted in minutes so two short sessions never read '0 h'.
 */
export function todaysDeepWorkMinutes(sessions: readonly DeepWorkSessionLike[], now: Date = new Date()): number {
  return totalDeepWorkMinutes(sessionsOnDay(sessions, now));
}

/** The spec's weekly figure: seven times today's. */
export function weeklyDeepWorkMinutes(todayMinutes: number): number {
  return todayMinutes * 7;
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
  todayMinutes: number;
  weeklyMinutes: number;
  totalMinutes: number;
  averageMinutes: number;
  completionRate: number;
  sessionCount: number;
};

/** All deep-work figures at once; totals, average and rate are over the sessions passed in. */
export function deepWorkStats(sessions: readonly DeepWorkSessionLike[], now: Date = new Date()): DeepWorkStats {
  const todayMinutes = todaysDeepWorkMinutes(sessions, now);
  return {
    todayMinutes,
    weeklyMinutes: weeklyDeepWorkMinutes(todayMinutes),
    totalMinutes: totalDeepWorkMinutes(sessions),
    averageMinutes: averageSessionMinutes(sessions),
    completionRate: deepWorkCompletionRate(sessions),
    sessionCount: sessions.length,
  };
}

/**
 * Minutes of this week's sessions (Sunday to Saturday, local days), canceled ones excluded: the real weekly
 * figure, shown next to the spec's seven-times-today figure.
 */
export function thisWeekDeepWorkMinutes(sessions: readonly DeepWorkSessionLike[], now: Date = new Date()): number {
  const sunday = localDateKey(weekStartSunday(now));
  const saturday = localDateKey(addDaysLocal(weekStartSunday(now), 6));
  const inWeek = sessions.filter((session) => {
    if (session.completed_at == null) return false;
    const day = toLocalDateKey(session.completed_at);
    return day >= sunday && day <= saturday;
  });
  return totalDeepWorkMinutes(inWeek);
}

/** The today card's caption with the spec's weekly figure, in the same units as every duration: 'of 2.9 h this week'. */
export function formatOfWeek(weeklyMinutes: number): string {
  return `of ${formatDuration(weeklyMinutes)} this week`;
}

// ---------------------------------------------------------------------------------------------------
// Greeting and subtitle
// ---------------------------------------------------------------------------------------------------

export const DASHBOARD_SUBTITLE = {
  withGoal: 'Focus on your ONE Thing today. Everything else is secondary.',
  withoutGoal: 'Set your ONE Thing to start focusing on what matters most.',
} as const;

export function dashboardSubtitle(hasActiveGoal: boolean): string {
  return hasActiveGoal ? DASHBOARD_SUBTITLE.withGoal : DASHBOARD_SUBTITLE.withoutGoal;
}

// ---------------------------------------------------------------------------------------------------
// ONE Thing card
// ---------------------------------------------------------------------------------------------------

export type DashboardGoalLike = GoalLike & { id: string };

export type OneThingCardState<T extends DashboardGoalLike> =
  { kind: 'none' } | { kind: 'active'; goal: T } | { kind: 'completed'; goal: T; achievements: T[] };

function completedAt(goal: DashboardGoalLike): number {
  return goal.completed_at ? parseTimestamp(goal.completed_at).getTime() : 0;
}

/**
 * Which of the card's three states to show. Active: the active goal while it is not complete. Completed:
 * the active goal at 100% (not yet marked done), or, with no active goal, the goal completed most recently
 * if that was today; with it, up to three earlier completed goals, most recent first. Otherwise no goal.
 */
export function oneThingCardState<T extends DashboardGoalLike>(
  goals: readonly T[],
  now: Date = new Date(),
): OneThingCardState<T> {
  const completed = goals
    .filter((goal) => !goal.is_active && goal.completed_at != null)
    .sort((a, b) => completedAt(b) - completedAt(a));
  const achievementsBesides = (goal: T) =>
    completed.filter((other) => other.id !== goal.id).slice(0, DASHBOARD_ACHIEVEMENTS_SHOWN);

  const active = goals.find((goal) => goal.is_active);
  if (active) {
    if (active.progress >= 100) return { kind: 'completed', goal: active, achievements: achievementsBesides(active) };
    return { kind: 'active', goal: active };
  }
  const latest = completed[0];
  if (latest?.completed_at && toLocalDateKey(latest.completed_at) === localDateKey(now)) {
    return { kind: 'completed', goal: latest, achievements: achievementsBesides(latest) };
  }
  return { kind: 'none' };
}

/** The start button works only for an active goal that is not complete. */
export function canStartDeepWork(state: OneThingCardState<DashboardGoalLike>): boolean {
  return state.kind === 'active';
}

/** Completion date of an achievement, 'Mar 8, 2026' on the local calendar. */
export function formatCompletedOn(completedAtValue: string): string {
  return shortDateLabel(parseTimestamp(completedAtValue));
}

// ---------------------------------------------------------------------------------------------------
// Today's habits card
// ---------------------------------------------------------------------------------------------------

export type TodaysHabitsSummary<T> = {
  /** All of today's habits, by scheduled time then name (as on the habits page). */
  all: T[];
  /** The first DASHBOARD_HABITS_SHOWN of them. */
  shown: T[];
  moreCount: number;
  doneCount: number;
};

/** Today's habits, how many are done today (a completion dated today), and the ones the card lists. */
export function todaysHabitsSummary<T extends ListedHabit>(
  habits: readonly T[],
  completions: readonly { habit_id: string; completion_date: string }[],
  now: Date = new Date(),
): TodaysHabitsSummary<T> {
  const all = todaysHabits(habits, now);
  const today = localDateKey(now);
  const doneIds = new Set(completions.filter((c) => c.completion_date === today).map((c) => c.habit_id));
  return {
    all,
    shown: all.slice(0, DASHBOARD_HABITS_SHOWN),
    moreCount: Math.max(0, all.length - DASHBOARD_HABITS_SHOWN),
    doneCount: all.filter((habit) => doneIds.has(habit.id)).length,
  };
}

// ---------------------------------------------------------------------------------------------------
// Stats row
// ---------------------------------------------------------------------------------------------------

export type DashboardStats = {
  /** The active goal's progress in percent; 0 without an active goal. */
  progress: number;
  longestStreak: number;
  todayMinutes: number;
  /** The spec's weekly figure: seven times today's. */
  weeklyMinutes: number;
  /** The minutes of this week's sessions. */
  loggedWeekMinutes: number;
};

export function dashboardStats(input: {
  activeGoal: { progress: number } | null | undefined;
  streaks: readonly { current_streak: number }[];
  sessions: readonly DeepWorkSessionLike[];
  now?: Date;
}): DashboardStats {
  const now = input.now ?? new Date();
  const todayMinutes = todaysDeepWorkMinutes(input.sessions, now);
  return {
    progress: Math.round(input.activeGoal?.progress ?? 0),
    longestStreak: longestHabitStreak(input.streaks),
    todayMinutes,
    weeklyMinutes: weeklyDeepWorkMinutes(todayMinutes),
    loggedWeekMinutes: thisWeekDeepWorkMinutes(input.sessions, now),
  };
}
