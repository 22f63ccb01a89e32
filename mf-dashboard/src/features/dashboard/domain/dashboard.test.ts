import { describe, expect, it } from 'vitest';
import { type DeepWorkSessionLike, totalDeepWorkMinutes } from '@onething/shared-data';
import {
  DASHBOARD_SUBTITLE,
  averageSessionMinutes,
  canStartDeepWork,
  dashboardStats,
  dashboardSubtitle,
  formatCompletedOn,
  formatHours,
  formatOfWeekHours,
  oneThingCardState,
  thisWeekDeepWorkHours,
  todaysHabitsSummary,
  deepWorkCompletionRate,
  deepWorkStats,
  formatHabitsCompleted,
  formatMoreHabits,
  sessionsOnDay,
  todaysDeepWorkHours,
  todaysHabits,
  weeklyDeepWorkHours,
} from './dashboard';

describe('todaysHabits', () => {
  const habits = [
    { id: 'daily', scheduled_days: ['Monday'], target_per_week: 7 },
    { id: 'mon', scheduled_days: ['Monday'], target_per_week: 1 },
    { id: 'sun-sat', scheduled_days: ['Sunday', 'Saturday'], target_per_week: 2 },
  ];

  it.each([
    ['Monday', new Date(2026, 2, 9, 8), ['daily', 'mon']],
    ['Sunday late night', new Date(2026, 2, 8, 23, 59), ['daily', 'sun-sat']],
    ['Tuesday', new Date(2026, 2, 10, 0, 1), ['daily']],
  ])('%s', (_label, now, ids) => {
    expect(todaysHabits(habits, now).map((h) => h.id)).toEqual(ids);
  });

  it('texts', () => {
    expect(formatHabitsCompleted(2, 5)).toBe('2 of 5 completed');
    expect(formatMoreHabits(3)).toBe('View 3 more habits');
  });
});

describe('deep work stats', () => {
  const at = (h: number, min = 0, day = 8) => new Date(2026, 2, day, h, min).toISOString();
  const session = (minutes: number, completedAt: string | null, canceled = false): DeepWorkSessionLike => ({
    duration_minutes: minutes,
    emergency_canceled: canceled,
    completed_at: completedAt,
  });
  const now = new Date(2026, 2, 8, 22);

  it.each([
    ['none', [], 0],
    ['one 25-minute session', [session(25, at(9))], 0.4],
    ['canceled minutes excluded', [session(50, at(9)), session(60, at(11), true)], 0.8],
    ['90 minutes', [session(50, at(0, 5)), session(40, at(23, 55))], 1.5],
    ['other local days ignored', [session(60, at(23, 59, 7)), session(60, at(0, 1, 9)), session(30, at(12))], 0.5],
    ['in-progress sessions ignored', [session(30, null), session(30, at(12))], 0.5],
    ['rounded to 1 decimal', [session(50, at(9)), session(50, at(10)), session(25, at(11))], 2.1],
  ])('todaysDeepWorkHours: %s', (_label, sessions, hours) => {
    expect(todaysDeepWorkHours(sessions, now)).toBe(hours);
  });

  it('counts the whole local day on the NY spring-forward day', () => {
    const springNow = new Date(2026, 2, 8, 23, 30);
    const sessions = [
      session(60, new Date(2026, 2, 8, 0, 30).toISOString()),
      session(60, new Date(2026, 2, 8, 23).toISOString()),
    ];
    expect(sessionsOnDay(sessions, springNow)).toHaveLength(2);
    expect(todaysDeepWorkHours(sessions, springNow)).toBe(2);
  });

  it.each([
    [0, 0],
    [0.4, 2.8],
    [1.5, 10.5],
    [2.1, 14.7],
  ])('weeklyDeepWorkHours(%d) = %d', (today, weekly) => {
    expect(weeklyDeepWorkHours(today)).toBe(weekly);
  });

  it.each([
    ['none', [], 0, 0, 0],
    ['all kept', [session(25, at(9)), session(50, at(10))], 75, 38, 100],
    [
      'one of four canceled',
      [session(25, at(9)), session(25, at(10)), session(50, at(11)), session(60, at(12), true)],
      100,
      25,
      75,
    ],
    ['all canceled', [session(25, at(9), true)], 0, 0, 0],
    ['one of three canceled', [session(30, at(9)), session(30, at(10)), session(30, at(11), true)], 60, 20, 67],
  ])('%s: total, average, completion rate', (_label, sessions, total, average, rate) => {
    expect(totalDeepWorkMinutes(sessions)).toBe(total);
    expect(averageSessionMinutes(sessions)).toBe(average);
    expect(deepWorkCompletionRate(sessions)).toBe(rate);
  });

  it('deepWorkStats bundles the figures', () => {
    const sessions = [session(50, at(9)), session(40, at(10)), session(30, at(11), true), session(60, at(9, 0, 7))];
    expect(deepWorkStats(sessions, now)).toEqual({
      todayHours: 1.5,
      weeklyHours: 10.5,
      totalMinutes: 150,
      averageMinutes: 38,
      completionRate: 75,
      sessionCount: 4,
    });
  });
});

describe('dashboard figures beyond the spec', () => {
  const at = (day: number, h = 10) => new Date(2026, 2, day, h).toISOString();
  const session = (minutes: number, completedAt: string | null, canceled = false): DeepWorkSessionLike => ({
    duration_minutes: minutes,
    emergency_canceled: canceled,
    completed_at: completedAt,
  });
  // Wednesday 11 March 2026; the week runs Sunday 8 to Saturday 14.
  const now = new Date(2026, 2, 11, 15);

  it('thisWeekDeepWorkHours counts Sunday to Saturday of this week, canceled excluded', () => {
    const sessions = [
      session(60, at(7, 23)), // last Saturday
      session(60, at(8, 0)), // Sunday just after midnight
      session(30, at(10)),
      session(45, at(11), true),
      session(30, at(11)),
      session(30, null),
    ];
    expect(thisWeekDeepWorkHours(sessions, now)).toBe(2);
    expect(thisWeekDeepWorkHours([], now)).toBe(0);
  });

  it('formats hours and the spec caption', () => {
    expect(formatHours(1.5)).toBe('1.5');
    expect(formatHours(2)).toBe('2');
    expect(formatOfWeekHours(10.5)).toBe('of 10.5 h this week');
    expect(formatOfWeekHours(0)).toBe('of 0 h this week');
  });

  it('dashboardStats: progress of the active goal, best current streak, today and both weekly figures', () => {
    const sessions = [session(50, at(11, 9)), session(40, at(11, 11)), session(60, at(9))];
    expect(
      dashboardStats({
        activeGoal: { progress: 67 },
        streaks: [{ current_streak: 2 }, { current_streak: 9 }],
        sessions,
        now,
      }),
    ).toEqual({ progress: 67, longestStreak: 9, todayHours: 1.5, weeklyHours: 10.5, loggedWeekHours: 2.5 });
    expect(dashboardStats({ activeGoal: null, streaks: [], sessions: [], now })).toEqual({
      progress: 0,
      longestStreak: 0,
      todayHours: 0,
      weeklyHours: 0,
      loggedWeekHours: 0,
    });
  });

  it('subtitle', () => {
    expect(dashboardSubtitle(true)).toBe(DASHBOARD_SUBTITLE.withGoal);
    expect(dashboardSubtitle(false)).toBe(DASHBOARD_SUBTITLE.withoutGoal);
  });
});

describe('oneThingCardState', () => {
  const now = new Date(2026, 2, 11, 15);
  let n = 0;
  const goal = (
    fields: Partial<{ is_active: boolean; progress: number; completed_at: string | null; deadline: string | null }>,
  ) => ({
    id: `g${++n}`,
    is_active: false,
    progress: 0,
    completed_at: null,
    deadline: null,
    ...fields,
  });
  const done = (day: number, h = 12) => goal({ progress: 100, completed_at: new Date(2026, 2, day, h).toISOString() });

  it('no goals: none', () => {
    expect(oneThingCardState([], now)).toEqual({ kind: 'none' });
  });

  it('an active goal under 100%: active, and only then can deep work start', () => {
    const active = goal({ is_active: true, progress: 40 });
    const state = oneThingCardState([done(1), active], now);
    expect(state).toEqual({ kind: 'active', goal: active });
    expect(canStartDeepWork(state)).toBe(true);
  });

  it('the active goal at 100%: completed, with up to 3 earlier achievements, most recent first', () => {
    const active = goal({ is_active: true, progress: 100 });
    const old = [done(1), done(5), done(3), done(9)];
    const state = oneThingCardState([active, ...old], now);
    expect(state.kind).toBe('completed');
    if (state.kind !== 'completed') return;
    expect(state.goal).toBe(active);
    expect(state.achievements.map((g) => g.id)).toEqual([old[3]!.id, old[1]!.id, old[2]!.id]);
    expect(canStartDeepWork(state)).toBe(false);
  });

  it('no active goal, one completed today: completed with the others as achievements', () => {
    const today = done(11, 9);
    const earlier = done(10);
    const state = oneThingCardState([earlier, today], now);
    expect(state).toEqual({ kind: 'completed', goal: today, achievements: [earlier] });
  });

  it('no active goal and the last completion before today: none', () => {
    expect(oneThingCardState([done(10, 23)], now)).toEqual({ kind: 'none' });
    expect(canStartDeepWork({ kind: 'none' })).toBe(false);
  });

  it('formats the completion date on the local calendar', () => {
    expect(formatCompletedOn(new Date(2026, 2, 8, 23, 59).toISOString())).toBe('Mar 8, 2026');
  });
});

describe('todaysHabitsSummary', () => {
  // Wednesday
  const now = new Date(2026, 2, 11, 8);
  const habit = (id: string, days: string[]) => ({ id, scheduled_days: days, target_per_week: days.length });
  const all = ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'];
  const habits = [
    habit('a', all),
    habit('b', ['Wednesday']),
    habit('c', ['Monday']),
    habit('d', ['Wednesday', 'Friday']),
    habit('e', all),
    habit('f', all),
  ];
  const done = (id: string, date: string) => ({ habit_id: id, completion_date: date });

  it("shows the first 4 of today's habits, counts the rest and today's completions only", () => {
    const summary = todaysHabitsSummary(
      habits,
      [done('a', '2026-03-11'), done('b', '2026-03-10'), done('f', '2026-03-11'), done('c', '2026-03-11')],
      now,
    );
    expect(summary.all.map((h) => h.id)).toEqual(['a', 'b', 'd', 'e', 'f']);
    expect(summary.shown.map((h) => h.id)).toEqual(['a', 'b', 'd', 'e']);
    expect(summary.moreCount).toBe(1);
    expect(summary.doneCount).toBe(2);
  });

  it('four or fewer: nothing more', () => {
    expect(todaysHabitsSummary(habits.slice(0, 4), [], now)).toMatchObject({ moreCount: 0, doneCount: 0 });
    expect(todaysHabitsSummary([], [], now)).toEqual({ all: [], shown: [], moreCount: 0, doneCount: 0 });
  });
});
