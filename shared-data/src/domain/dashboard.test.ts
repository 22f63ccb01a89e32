import { describe, expect, it } from 'vitest';
import {
  type DeepWorkSessionLike,
  averageSessionMinutes,
  deepWorkCompletionRate,
  deepWorkStats,
  formatHabitsCompleted,
  formatMoreHabits,
  greeting,
  longestHabitStreak,
  sessionsOnDay,
  todaysDeepWorkHours,
  todaysHabits,
  totalDeepWorkMinutes,
  weeklyDeepWorkHours,
} from './dashboard';

describe('greeting', () => {
  it.each([
    [new Date(2026, 2, 8, 0, 0), 'Good morning'],
    [new Date(2026, 2, 8, 11, 59), 'Good morning'],
    [new Date(2026, 2, 8, 12, 0), 'Good afternoon'],
    [new Date(2026, 2, 8, 16, 59), 'Good afternoon'],
    [new Date(2026, 2, 8, 17, 0), 'Good evening'],
    [new Date(2026, 2, 8, 23, 59), 'Good evening'],
    [new Date(2026, 2, 8, 3, 30), 'Good morning'],
  ])('%s -> %s', (now, text) => {
    expect(greeting(now)).toBe(text);
  });
});

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

describe('longestHabitStreak', () => {
  it.each([
    [[], 0],
    [[{ current_streak: 0 }], 0],
    [[{ current_streak: 3 }, { current_streak: 12 }, { current_streak: 7 }], 12],
  ])('%j -> %i', (habits, expected) => {
    expect(longestHabitStreak(habits)).toBe(expected);
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
    const sessions = [session(60, new Date(2026, 2, 8, 0, 30).toISOString()), session(60, new Date(2026, 2, 8, 23).toISOString())];
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
    ['one of four canceled', [session(25, at(9)), session(25, at(10)), session(50, at(11)), session(60, at(12), true)], 100, 25, 75],
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
