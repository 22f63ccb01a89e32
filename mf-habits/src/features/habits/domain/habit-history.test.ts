import { describe, expect, it } from 'vitest';
import {
  addMonths,
  canSetCompletionOn,
  habitHistoryPath,
  historyDays,
  isMonthInHistory,
  monthCalendar,
  weeklyTrend,
  yearHeatmap,
} from './habit-history';
import { sortHabitsByTime } from './todays-habits';

// Wednesday 2025-03-12, local noon.
const now = new Date(2025, 2, 12, 12, 0, 0);
const monWedFri = {
  scheduled_days: ['Monday', 'Wednesday', 'Friday'],
  target_per_week: 3,
  created_at: new Date(2025, 2, 3, 9, 0, 0).toISOString(), // Monday 3 March
};

describe('habit history days', () => {
  it('marks done, missed, open, off and future days', () => {
    const days = historyDays(
      monWedFri,
      ['2025-03-03', '2025-03-07'],
      ['2025-03-02', '2025-03-03', '2025-03-04', '2025-03-05', '2025-03-07', '2025-03-10', '2025-03-12', '2025-03-14'],
      now,
    );
    expect(days.map((d) => d.state)).toEqual(['off', 'done', 'off', 'missed', 'done', 'missed', 'open', 'future']);
    expect(days.map((d) => d.editable)).toEqual([false, true, false, true, true, true, true, false]);
  });

  it('allows setting scheduled days since creation up to today only', () => {
    expect(canSetCompletionOn(monWedFri, '2025-03-10', now)).toBe(true);
    expect(canSetCompletionOn(monWedFri, '2025-03-11', now)).toBe(false); // Tuesday
    expect(canSetCompletionOn(monWedFri, '2025-02-28', now)).toBe(false); // before creation
    expect(canSetCompletionOn(monWedFri, '2025-03-14', now)).toBe(false); // future
  });
});

describe('yearHeatmap', () => {
  it('has 53 Sunday-first weeks ending with this week', () => {
    const weeks = yearHeatmap(monWedFri, [], now);
    expect(weeks).toHaveLength(53);
    expect(weeks.every((w) => w.length === 7)).toBe(true);
    expect(weeks[52]?.[0]?.key).toBe('2025-03-09');
    expect(weeks[52]?.[6]).toMatchObject({ key: '2025-03-15', state: 'future' });
    expect(weeks[0]?.[0]?.key).toBe('2024-03-10');
  });
});

describe('monthCalendar', () => {
  it('pads the month to whole Sunday-first weeks', () => {
    const rows = monthCalendar(monWedFri, ['2025-03-05'], { year: 2025, month: 2 }, now);
    expect(rows).toHaveLength(6); // 1 March 2025 is a Saturday
    expect(rows[0]?.slice(0, 6)).toEqual([null, null, null, null, null, null]);
    expect(rows[0]?.[6]?.key).toBe('2025-03-01');
    expect(rows[1]?.[3]).toMatchObject({ key: '2025-03-05', state: 'done', editable: true });
    expect(rows[5]?.[1]).toMatchObject({ key: '2025-03-31', state: 'future' });
  });

  it('moves between months and knows which ones hold history', () => {
    expect(addMonths({ year: 2025, month: 0 }, -1)).toEqual({ year: 2024, month: 11 });
    expect(addMonths({ year: 2024, month: 11 }, 1)).toEqual({ year: 2025, month: 0 });
    expect(isMonthInHistory(monWedFri, { year: 2025, month: 2 }, now)).toBe(true);
    expect(isMonthInHistory(monWedFri, { year: 2025, month: 1 }, now)).toBe(false);
    expect(isMonthInHistory(monWedFri, { year: 2025, month: 3 }, now)).toBe(false);
  });
});

describe('weeklyTrend', () => {
  it('counts scheduled and done days per week so far', () => {
    const trend = weeklyTrend(monWedFri, ['2025-03-03', '2025-03-07', '2025-03-10'], now);
    expect(trend).toHaveLength(12);
    expect(trend[9]).toEqual({ start: '2025-02-23', done: 0, scheduled: 0, percent: null });
    expect(trend[10]).toEqual({ start: '2025-03-02', done: 2, scheduled: 3, percent: 67 });
    expect(trend[11]).toEqual({ start: '2025-03-09', done: 1, scheduled: 2, percent: 50 });
  });
});

describe('sortHabitsByTime / habitHistoryPath', () => {
  it('orders by time, then name; a habit without a time goes last', () => {
    const sorted = sortHabitsByTime([
      { name: 'b', scheduled_time: '07:00:00' },
      { name: 'Late', scheduled_time: '21:30:00' },
      { name: 'none', scheduled_time: null },
      { name: 'A', scheduled_time: '07:00:00' },
      { name: 'Early', scheduled_time: '06:15:00' },
    ]);
    expect(sorted.map((h) => h.name)).toEqual(['Early', 'A', 'b', 'Late', 'none']);
  });

  it('builds the history path', () => {
    expect(habitHistoryPath('abc')).toBe('/habits/abc');
  });
});
