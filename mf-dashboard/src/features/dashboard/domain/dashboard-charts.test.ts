import { describe, expect, it } from 'vitest';
import {
  DEEP_WORK_CHART_DAYS,
  HEATMAP_WEEKS,
  chartMaxMinutes,
  dashboardRanges,
  deepWorkByDay,
  formatMinutesAsHours,
  habitHeatmap,
  heatmapDayLabel,
  heatmapLevel,
  heatmapStart,
} from './dashboard-charts';
import { localDateKey } from '@onething/shared-data';

// Wednesday 11 March 2026 (in New York the clocks went forward on Sunday 8 March).
const now = new Date(2026, 2, 11, 15);
const all = ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'];

describe('heatmapLevel', () => {
  it.each([
    [0, 3, 0],
    [1, 4, 1],
    [1, 3, 2],
    [2, 4, 2],
    [2, 3, 3],
    [3, 3, 4],
    [4, 3, 4],
    [2, 0, 4],
  ] as const)('%i of %i -> %i', (count, scheduled, level) => {
    expect(heatmapLevel(count, scheduled)).toBe(level);
  });
});

describe('habitHeatmap', () => {
  const habits = [
    { id: 'daily', scheduled_days: all, target_per_week: 7, created_at: new Date(2025, 0, 1).toISOString() },
    {
      id: 'wed',
      scheduled_days: ['Wednesday'],
      target_per_week: 1,
      created_at: new Date(2026, 2, 4, 12).toISOString(),
    },
  ];
  const done = (habit_id: string, completion_date: string) => ({ habit_id, completion_date });

  it('is 12 Sunday-to-Saturday columns ending with this week', () => {
    const map = habitHeatmap(habits, [], now);
    expect(map.weeks).toHaveLength(HEATMAP_WEEKS);
    for (const week of map.weeks) {
      expect(week).toHaveLength(7);
      expect(week[0]!.date.getDay()).toBe(0);
      expect(week[6]!.date.getDay()).toBe(6);
    }
    expect(map.from).toBe('2025-12-21');
    expect(map.to).toBe('2026-03-14');
    expect(localDateKey(heatmapStart(now))).toBe('2025-12-21');
    // each day exactly once, in order, across the DST change
    const keys = map.weeks.flat().map((d) => d.key);
    expect(new Set(keys).size).toBe(84);
    expect(keys.indexOf('2026-03-08')).toBe(keys.indexOf('2026-03-07') + 1);
  });

  it('counts completions per day, ignores deleted habits, marks future days and the schedule', () => {
    const map = habitHeatmap(
      habits,
      [
        done('daily', '2026-03-11'),
        done('wed', '2026-03-11'),
        done('daily', '2026-03-10'),
        done('gone', '2026-03-10'),
        done('daily', '2025-12-21'),
      ],
      now,
    );
    const day = (key: string) => map.weeks.flat().find((d) => d.key === key)!;
    expect(day('2026-03-11')).toMatchObject({ count: 2, scheduled: 2, level: 4, future: false });
    expect(day('2026-03-10')).toMatchObject({ count: 1, scheduled: 1, level: 4 });
    // the Wednesday habit did not exist a week earlier
    expect(day('2026-03-04')).toMatchObject({ count: 0, scheduled: 2, level: 0 });
    expect(day('2026-02-25')).toMatchObject({ scheduled: 1 });
    expect(day('2026-03-12')).toMatchObject({ future: true, count: 0, scheduled: 0, level: 0 });
    expect(day('2025-12-21').count).toBe(1);
    expect(map.total).toBe(4);
  });

  it('labels a day for screen readers', () => {
    const map = habitHeatmap(habits, [done('daily', '2026-03-11')], now);
    const wednesday = map.weeks.flat().find((d) => d.key === '2026-03-11')!;
    expect(heatmapDayLabel(wednesday)).toBe('Mar 11: 1 of 2 habits completed');
    expect(heatmapDayLabel({ ...wednesday, scheduled: 0, count: 1 })).toBe('Mar 11: 1 completion');
  });
});

describe('deepWorkByDay', () => {
  const session = (minutes: number, completed: Date | null, canceled = false) => ({
    duration_minutes: minutes,
    emergency_canceled: canceled,
    completed_at: completed ? completed.toISOString() : null,
  });

  it('gives the last 7 local days, oldest first, today last, canceled and open sessions excluded', () => {
    const days = deepWorkByDay(
      [
        session(25, new Date(2026, 2, 11, 9)),
        session(50, new Date(2026, 2, 11, 23, 59)),
        session(60, new Date(2026, 2, 8, 0, 30)),
        session(30, new Date(2026, 2, 8, 12), true),
        session(45, new Date(2026, 2, 4, 23)), // before the window
        session(20, null),
      ],
      now,
    );
    expect(days).toHaveLength(DEEP_WORK_CHART_DAYS);
    expect(days.map((d) => d.key)).toEqual([
      '2026-03-05',
      '2026-03-06',
      '2026-03-07',
      '2026-03-08',
      '2026-03-09',
      '2026-03-10',
      '2026-03-11',
    ]);
    expect(days.map((d) => d.label)).toEqual(['Thu', 'Fri', 'Sat', 'Sun', 'Mon', 'Tue', 'Wed']);
    expect(days.map((d) => d.minutes)).toEqual([0, 0, 0, 60, 0, 0, 75]);
    expect(days.map((d) => d.today)).toEqual([false, false, false, false, false, false, true]);
  });

  it('scales to whole hours, at least one', () => {
    const day = (minutes: number) => ({ key: '', date: now, label: '', minutes, today: false });
    expect(chartMaxMinutes([day(0)])).toBe(60);
    expect(chartMaxMinutes([day(61), day(5)])).toBe(120);
    expect(chartMaxMinutes([day(180)])).toBe(180);
  });

  it.each([
    [0, '0 min'],
    [45, '45 min'],
    [60, '1 h'],
    [90, '1 h 30 min'],
  ])('formatMinutesAsHours(%i) = %s', (minutes, text) => {
    expect(formatMinutesAsHours(minutes)).toBe(text);
  });
});

describe('dashboardRanges', () => {
  it('reads completions from the heatmap start to today and sessions from the earlier of Sunday and the chart start', () => {
    const ranges = dashboardRanges(now);
    expect(ranges.completionsFrom).toBe('2025-12-21');
    expect(ranges.completionsTo).toBe('2026-03-11');
    // Wednesday: the chart starts on Thursday 5th, before Sunday 8th
    expect(ranges.sessionsFrom).toEqual(new Date(2026, 2, 5));
    expect(ranges.sessionsTo).toEqual(new Date(2026, 2, 11, 23, 59, 59, 999));
    expect([ranges.chartFrom, ranges.chartTo]).toEqual(['2026-03-05', '2026-03-11']);
  });

  it('on a Saturday the week starts before the chart', () => {
    expect(dashboardRanges(new Date(2026, 2, 14, 8)).sessionsFrom).toEqual(new Date(2026, 2, 8));
  });
});
