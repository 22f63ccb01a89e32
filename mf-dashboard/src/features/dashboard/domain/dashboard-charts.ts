import { endOfDay, startOfDay } from 'date-fns';
import {
  addDaysLocal,
  type DateKey,
  type DeepWorkSessionLike,
  type HabitStreakLike,
  isHabitVisibleOn,
  localDateKey,
  monthDayLabel,
  shortWeekdayLabel,
  toLocalDateKey,
  totalDeepWorkMinutes,
  weekStartSunday,
} from '@onething/shared-data';

/** The habit heatmap covers this many weeks, the current one last. */
export const HEATMAP_WEEKS = 12;
/** The deep work chart shows this many days, today last. */
export const DEEP_WORK_CHART_DAYS = 7;

export type HeatmapLevel = 0 | 1 | 2 | 3 | 4;

export type HeatmapDay = {
  key: DateKey;
  date: Date;
  /** Completions dated that day (of habits that still exist). */
  count: number;
  /** Habits scheduled that day that existed by then. */
  scheduled: number;
  /** After today: drawn empty and left out of the table. */
  future: boolean;
  level: HeatmapLevel;
};

export type HabitHeatmap = {
  /** HEATMAP_WEEKS columns, each Sunday to Saturday. */
  weeks: HeatmapDay[][];
  /** First and last day shown (Sunday eleven weeks back, this Saturday). */
  from: DateKey;
  to: DateKey;
  /** Sum of the counts up to today. */
  total: number;
};

/**
 * Colour step of a day: none done is 0; otherwise the share of that day's scheduled habits done, in
 * quarters (a day with completions but nothing scheduled any more counts as full).
 */
export function heatmapLevel(count: number, scheduled: number): HeatmapLevel {
  if (count <= 0) return 0;
  const ratio = scheduled > 0 ? count / scheduled : 1;
  if (ratio <= 0.25) return 1;
  if (ratio <= 0.5) return 2;
  if (ratio < 1) return 3;
  return 4;
}

/** The first local day the heatmap shows for `now`: the Sunday HEATMAP_WEEKS - 1 weeks before this week's. */
export function heatmapStart(now: Date = new Date(), weeks: number = HEATMAP_WEEKS): Date {
  return addDaysLocal(weekStartSunday(now), -7 * (weeks - 1));
}

/** Completions per local day over the last `weeks` weeks (Sunday-first columns), with each day's schedule. */
export function habitHeatmap(
  habits: readonly (HabitStreakLike & { id: string })[],
  completions: readonly { habit_id: string; completion_date: string }[],
  now: Date = new Date(),
  weeks: number = HEATMAP_WEEKS,
): HabitHeatmap {
  const ids = new Set(habits.map((habit) => habit.id));
  const counts = new Map<DateKey, number>();
  for (const completion of completions) {
    if (!ids.has(completion.habit_id)) continue;
    counts.set(completion.completion_date, (counts.get(completion.completion_date) ?? 0) + 1);
  }
  const today = localDateKey(now);
  const start = heatmapStart(now, weeks);
  const columns: HeatmapDay[][] = [];
  let total = 0;
  for (let week = 0; week < weeks; week += 1) {
    const column: HeatmapDay[] = [];
    for (let weekday = 0; weekday < 7; weekday += 1) {
      const date = addDaysLocal(start, week * 7 + weekday);
      const key = localDateKey(date);
      const future = key > today;
      const count = future ? 0 : (counts.get(key) ?? 0);
      const scheduled = future ? 0 : habits.filter((habit) => isHabitVisibleOn(habit, key)).length;
      total += count;
      column.push({ key, date, count, scheduled, future, level: heatmapLevel(count, scheduled) });
    }
    columns.push(column);
  }
  return {
    weeks: columns,
    from: localDateKey(start),
    to: localDateKey(addDaysLocal(start, weeks * 7 - 1)),
    total,
  };
}

/** 'Mar 8: 2 of 3 habits completed' (or 'Mar 8: 1 completion' when nothing is scheduled). */
export function heatmapDayLabel(day: HeatmapDay): string {
  const date = monthDayLabel(day.date);
  if (day.scheduled === 0) return `${date}: ${day.count} ${day.count === 1 ? 'completion' : 'completions'}`;
  return `${date}: ${day.count} of ${day.scheduled} habits completed`;
}

export type DeepWorkDay = {
  key: DateKey;
  date: Date;
  /** 'Mon' */
  label: string;
  /** Minutes of sessions completed that day, canceled ones excluded. */
  minutes: number;
  today: boolean;
};

/** The last `days` local days, oldest first, with the deep work minutes of each. */
export function deepWorkByDay(
  sessions: readonly DeepWorkSessionLike[],
  now: Date = new Date(),
  days: number = DEEP_WORK_CHART_DAYS,
): DeepWorkDay[] {
  const byDay = new Map<DateKey, DeepWorkSessionLike[]>();
  for (const session of sessions) {
    if (session.completed_at == null) continue;
    const key = toLocalDateKey(session.completed_at);
    byDay.set(key, [...(byDay.get(key) ?? []), session]);
  }
  const today = startOfDay(now);
  return Array.from({ length: days }, (_, index) => {
    const date = addDaysLocal(today, index - (days - 1));
    const key = localDateKey(date);
    return {
      key,
      date,
      label: shortWeekdayLabel(date),
      minutes: totalDeepWorkMinutes(byDay.get(key) ?? []),
      today: index === days - 1,
    };
  });
}

/** A round top for the chart's scale: 60 minutes at least, then whole hours. */
export function chartMaxMinutes(days: readonly DeepWorkDay[]): number {
  const most = Math.max(0, ...days.map((day) => day.minutes));
  return Math.max(60, Math.ceil(most / 60) * 60);
}

/** '1 h 30 min', '45 min', '2 h', '0 min'. */
export function formatMinutesAsHours(minutes: number): string {
  const hours = Math.floor(minutes / 60);
  const rest = minutes % 60;
  if (hours === 0) return `${rest} min`;
  return rest === 0 ? `${hours} h` : `${hours} h ${rest} min`;
}

export type DashboardRanges = {
  /** Habit completions to read: the heatmap's first day to today (local days). */
  completionsFrom: DateKey;
  completionsTo: DateKey;
  /** Deep work sessions to read: from the earlier of this week's Sunday and the chart's first day, to today's end. */
  sessionsFrom: Date;
  sessionsTo: Date;
  /** The chart's days (local days, inclusive): also the days of what the shield blocked. */
  chartFrom: DateKey;
  chartTo: DateKey;
};

/** What the dashboard reads, so one request per table serves the stats, the heatmap and the chart. */
export function dashboardRanges(now: Date = new Date()): DashboardRanges {
  const chartStart = addDaysLocal(startOfDay(now), -(DEEP_WORK_CHART_DAYS - 1));
  const sunday = weekStartSunday(now);
  return {
    completionsFrom: localDateKey(heatmapStart(now)),
    completionsTo: localDateKey(now),
    sessionsFrom: chartStart < sunday ? chartStart : sunday,
    sessionsTo: endOfDay(now),
    chartFrom: localDateKey(chartStart),
    chartTo: localDateKey(now),
  };
}
