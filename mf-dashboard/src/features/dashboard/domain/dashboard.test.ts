import { describe, expect, it } from 'vitest';
import { type DeepWorkSessionLike, totalDeepWorkMinutes } from '@onething/shared-data';
import {
  DASHBOARD_SUBTITLE,
  averageSessionMinutes,
  canStartDeepWork,
  dashboardStats,
  dashboardSubtitle,
  formatCompletedOn,
  formatOfWeek,
  oneThingCardState,
  thisWeekDeepWorkMinutes,
  todaysHabitsSummary,
  deepWorkCompletionRate,
  deepWorkStats,
  formatHabitsCompleted,
  formatMoreHabits,
  sessionsOnDay,
  todaysDeepWorkMinutes,
  todaysHabits,
  weeklyDeepWorkMinutes,
} from './dashboard';

describe('todaysHabits', () => {
  const habits = [
    { id: 'daily', name: 'Daily', scheduled_time: '07:00:00', scheduled_days: ['Monday'], target_per_week: 7 },
    { id: 'mon', name: 'Mon', scheduled_time: '08:00:00', scheduled_days: ['Monday'], target_per_week: 1 },
    {
      id: 'sun-sat',
      name: 'Weekend',
      scheduled_time: null,
      scheduled_days: ['Sunday', 'Saturday'],
      target_per_week: 2,
    },
  ];

  it.each([
    ['Monday', new Date(2026, 2, 9, 8), ['daily', 'mon']],
    ['Sunday late night', new Date(2026, 2, 8, 23, 59), ['daily', 'sun-sat']],
    ['Tuesday', new Date(2026, 2, 10, 0, 1), ['daily']],
  ])('%s', (_label, now, ids) => {
    expect(todaysHabits(habits, now).map((h) => h.id)).toEqual(ids);
  });

  it('are listed as on the habits page: by scheduled time, then name, without a time last', () => {
    const monday = new Date(2026, 2, 9, 8);
    const listed = [
      { id: 'late', name: 'Read', scheduled_time: '21:00:00', scheduled_days: ['Monday'], target_per_week: 1 },
      { id: 'none', name: 'Anytime', scheduled_time: null, scheduled_days: ['Monday'], target_per_week: 1 },
      { id: 'b', name: 'stretch', scheduled_time: '07:00:00', scheduled_days: ['Monday'], target_per_week: 1 },
      { id: 'a', name: 'Run', scheduled_time: '07:00:00', scheduled_days: ['Monday'], target_per_week: 1 },
    ];
    expect(todaysHabits(listed, monday).map((h) => h.id)).toEqual(['a', 'b', 'late', 'none']);
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
    ['one 25-minute session', [session(25, at(9))], 25],
    ['two short sessions', [session(2, at(9)), session(3, at(10))], 5],
    ['canceled minutes excluded', [session(50, at(9)), session(60, at(11), true)], 50],
    ['90 minutes', [session(50, at(0, 5)), session(40, at(23, 55))], 90],
    ['other local days ignored', [session(60, at(23, 59, 7)), session(60, at(0, 1, 9)), session(30, at(12))], 30],
    ['in-progress sessions ignored', [session(30, null), session(30, at(12))], 30],
  ])('todaysDeepWorkMinutes: %s', (_label, sessions, minutes) => {
    expect(todaysDeepWorkMinutes(sessions, now)).toBe(minutes);
  });

  it('counts the whole local day on the NY spring-forward day', () => {
    const springNow = new Date(2026, 2, 8, 23, 30);
    const sessions = [
      session(60, new Date(2026, 2, 8, 0, 30).toISOString()),
      session(60, new Date(2026, 2, 8, 23).toISOString()),
    ];
    expect(sessionsOnDay(sessions, springNow)).toHaveLength(2);
    expect(todaysDeepWorkMinutes(sessions, springNow)).toBe(120);
  });

  it.each([
    [0, 0],
    [25, 175],
    [90, 630],
  ])('weeklyDeepWorkMinutes(%d) = %d', (today, weekly) => {
    expect(weeklyDeepWorkMinutes(today)).toBe(weekly);
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
      todayMinutes: 90,
      weeklyMinutes: 630,
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

  it('thisWeekDeepWorkMinutes counts Sunday to Saturday of this week, canceled excluded', () => {
    const sessions = [
      session(60, at(7, 23)), // last Saturday
      session(60, at(8, 0)), // Sunday just after midnight
      session(30, at(10)),
      session(45, at(11), true),
      session(30, at(11)),
      session(30, null),
    ];
    expect(thisWeekDeepWorkMinutes(sessions, now)).toBe(120);
    expect(thisWeekDeepWorkMinutes([], now)).toBe(0);
  });

  it("formats the spec's caption like every duration: minutes under an hour, else hours", () => {
    expect(formatOfWeek(630)).toBe('of 10.5 h this week');
    expect(formatOfWeek(175)).toBe('of 2.9 h this week');
    expect(formatOfWeek(35)).toBe('of 35 min this week');
    expect(formatOfWeek(0)).toBe('of 0 min this week');
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
    ).toEqual({ progress: 67, longestStreak: 9, todayMinutes: 90, weeklyMinutes: 630, loggedWeekMinutes: 150 });
    expect(dashboardStats({ activeGoal: null, streaks: [], sessions: [], now })).toEqual({
      progress: 0,
      longestStreak: 0,
      todayMinutes: 0,
      weeklyMinutes: 0,
      loggedWeekMinutes: 0,
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
  // Each at its own hour in id order, so the day's order is the id order.
  const habit = (id: string, days: string[]) => ({
    id,
    name: id,
    scheduled_time: `0${'abcdef'.indexOf(id) + 1}:00:00`,
    scheduled_days: days,
    target_per_week: days.length,
  });
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
