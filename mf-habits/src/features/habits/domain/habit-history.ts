// A habit's history: the day states the year heatmap and month calendar draw, which days can be backfilled,
// and the weekly trend. Days are local calendar days (yyyy-MM-dd).
import {
  addDaysLocal,
  completionKeys,
  habitFirstDay,
  isScheduledOn,
  localDateKey,
  parseLocalDate,
  weekStartSunday,
} from '@onething/shared-data';
import type { CompletionInput, DateKey, HabitStreakLike } from '@onething/shared-data';

/** The history page of one habit, under the habit tracker's own path. */
export function habitHistoryPath(habitId: string): string {
  return `/habits/${encodeURIComponent(habitId)}`;
}

/**
 * - 'done': completed;
 * - 'missed': a scheduled day since creation, before today, not completed;
 * - 'open': today, scheduled, not completed yet (does not break a streak until the day is over);
 * - 'off': not scheduled, or before the habit existed;
 * - 'future': after today;
 * - 'skipped', 'paused': a rest day (marked skipped, or in a pause): neither a miss nor done;
 * - 'frozen': missed, covered by a streak freeze (the database's walk says which).
 */
export type HistoryDayState = 'done' | 'missed' | 'open' | 'off' | 'future' | 'skipped' | 'paused' | 'frozen';

/** What besides completions marks a day: skipped, in a pause, covered by a freeze. */
export type DayMarks = {
  isSkipped: (key: DateKey) => boolean;
  isPaused: (key: DateKey) => boolean;
  frozen: ReadonlySet<DateKey>;
};

const NO_MARKS: DayMarks = { isSkipped: () => false, isPaused: () => false, frozen: new Set() };

export type HistoryDay = {
  key: DateKey;
  state: HistoryDayState;
  /** Can be completed or cleared: scheduled, on or after the creation day, not after today. */
  editable: boolean;
};

function firstDayOf(habit: HabitStreakLike): DateKey | null {
  return habitFirstDay(habit);
}

/** The backfill rule the database enforces too: scheduled, since the habit's first day, up to today. */
export function canSetCompletionOn(habit: HabitStreakLike, day: DateKey, now: Date = new Date()): boolean {
  const first = firstDayOf(habit);
  if (first !== null && day < first) return false;
  if (day > localDateKey(now)) return false;
  return isScheduledOn(habit, day);
}

function dayOf(
  habit: HabitStreakLike,
  done: Set<DateKey>,
  key: DateKey,
  todayKey: DateKey,
  now: Date,
  marks: DayMarks,
): HistoryDay {
  const editable = canSetCompletionOn(habit, key, now);
  let state: HistoryDayState;
  if (key > todayKey) state = editable || isScheduledOn(habit, key) ? restOr(marks, key, 'future') : 'future';
  else if (done.has(key)) state = 'done';
  else if (!editable) state = 'off';
  else if (restOr(marks, key, null)) state = restOr(marks, key, 'off');
  else if (marks.frozen.has(key)) state = 'frozen';
  else state = key === todayKey ? 'open' : 'missed';
  return { key, state, editable };
}

/** 'paused' or 'skipped' when the day is one, else `otherwise`. */
function restOr<T>(marks: DayMarks, key: DateKey, otherwise: T): HistoryDayState | T {
  if (marks.isPaused(key)) return 'paused';
  if (marks.isSkipped(key)) return 'skipped';
  return otherwise;
}

/** The state of each given day. */
export function historyDays(
  habit: HabitStreakLike,
  completions: readonly CompletionInput[],
  keys: readonly DateKey[],
  now: Date = new Date(),
  marks: DayMarks = NO_MARKS,
): HistoryDay[] {
  const done = completionKeys(completions);
  const todayKey = localDateKey(now);
  return keys.map((key) => dayOf(habit, done, key, todayKey, now, marks));
}

/**
 * The year heatmap: 53 week columns (Sunday to Saturday) ending with this week, oldest first. Days after
 * today are 'future' so the last column keeps seven rows.
 */
export function yearHeatmap(
  habit: HabitStreakLike,
  completions: readonly CompletionInput[],
  now: Date = new Date(),
  weeks = 53,
  marks: DayMarks = NO_MARKS,
): HistoryDay[][] {
  const start = addDaysLocal(weekStartSunday(now), -(weeks - 1) * 7);
  const keys = Array.from({ length: weeks * 7 }, (_, i) => localDateKey(addDaysLocal(start, i)));
  const days = historyDays(habit, completions, keys, now, marks);
  return Array.from({ length: weeks }, (_, w) => days.slice(w * 7, w * 7 + 7));
}

export type MonthRef = { year: number; month: number };

/** The month (0-based month) that holds the day. */
export function monthOf(day: Date | DateKey): MonthRef {
  const date = typeof day === 'string' ? parseLocalDate(day) : day;
  return { year: date.getFullYear(), month: date.getMonth() };
}

export function addMonths({ year, month }: MonthRef, delta: number): MonthRef {
  const index = year * 12 + month + delta;
  return { year: Math.floor(index / 12), month: ((index % 12) + 12) % 12 };
}

/**
 * The month calendar: rows of seven cells, Sunday first; cells outside the month are null.
 */
export function monthCalendar(
  habit: HabitStreakLike,
  completions: readonly CompletionInput[],
  { year, month }: MonthRef,
  now: Date = new Date(),
  marks: DayMarks = NO_MARKS,
): (HistoryDay | null)[][] {
  const first = new Date(year, month, 1);
  const count = new Date(year, month + 1, 0).getDate();
  const keys = Array.from({ length: count }, (_, i) => localDateKey(new Date(year, month, i + 1)));
  const days = historyDays(habit, completions, keys, now, marks);
  const cells: (HistoryDay | null)[] = [...Array<null>(first.getDay()).fill(null), ...days];
  while (cells.length % 7 !== 0) cells.push(null);
  return Array.from({ length: cells.length / 7 }, (_, w) => cells.slice(w * 7, w * 7 + 7));
}

/** Whether the month can be shown: not after this month, not before the one the habit was created in. */
export function isMonthInHistory(habit: HabitStreakLike, ref: MonthRef, now: Date = new Date()): boolean {
  const index = (m: MonthRef) => m.year * 12 + m.month;
  if (index(ref) > index(monthOf(now))) return false;
  const first = firstDayOf(habit);
  return first === null || index(ref) >= index(monthOf(first));
}

export type TrendWeek = {
  /** The week's Sunday. */
  start: DateKey;
  done: number;
  /** Scheduled days of that week since creation and up to today. */
  scheduled: number;
  /** done / scheduled, rounded; null for a week with nothing scheduled. */
  percent: number | null;
};

/** The last `weeks` weeks (this one last), each with its completed and scheduled days so far. */
export function weeklyTrend(
  habit: HabitStreakLike,
  completions: readonly CompletionInput[],
  now: Date = new Date(),
  weeks = 12,
): TrendWeek[] {
  return yearHeatmap(habit, completions, now, weeks).map((week) => {
    const done = week.filter((day) => day.state === 'done').length;
    const scheduled = week.filter((day) => day.editable).length;
    return {
      start: week[0]?.key ?? '',
      done,
      scheduled,
      percent: scheduled === 0 ? null : Math.round((Math.min(done, scheduled) / scheduled) * 100),
    };
  });
}
