import { addMonths, endOfMonth, endOfWeek, isSameMonth, startOfMonth, startOfWeek } from 'date-fns';
import {
  addDaysLocal,
  type DateKey,
  DEFAULT_STEP_DURATION,
  format12h,
  formatTimeHHMM,
  HABIT_ASSUMED_DURATION,
  type HabitStreakLike,
  isCompletedOn,
  isEditableTarget,
  isHabitVisibleOn,
  isValidTime,
  LAST_MINUTE_OF_DAY,
  localDateKey,
  longDateLabel,
  MINUTES_PER_DAY,
  monthDayLabel,
  monthLabel,
  parseLocalDate,
  parseTime,
  parseTimestamp,
  shortDateLabel,
  toLocalDateKey,
} from '@onething/shared-data';
import { MIN_ITEM_MINUTES } from './placement';

/**
 * The calendar's date logic: which items fall on which local day, the month grid, week ranges, month-cell
 * limits and the side-by-side layout of overlapping items. Every day is the user's local calendar day.
 */

// ---------------------------------------------------------------------------------------------------
// Views, ranges, URL state
// ---------------------------------------------------------------------------------------------------

export const CALENDAR_VIEWS = ['month', 'week', 'day'] as const;
export type CalendarView = (typeof CALENDAR_VIEWS)[number];
export const DEFAULT_CALENDAR_VIEW: CalendarView = 'month';

/** Weeks start on Sunday. */
export const CALENDAR_WEEK_STARTS_ON = 0;
/** A month cell shows at most this many scheduled and completed items, then '+N more'. */
export const MONTH_CELL_SCHEDULED_LIMIT = 1;
export const MONTH_CELL_COMPLETED_LIMIT = 3;

export function isCalendarView(value: unknown): value is CalendarView {
  return typeof value === 'string' && (CALENDAR_VIEWS as readonly string[]).includes(value);
}

export type CalendarLocation = { view: CalendarView; date: DateKey };

/** View and date from the query string (?view=week&date=2026-11-23); anything unreadable falls back. */
export function parseCalendarSearch(search: string | URLSearchParams, now: Date = new Date()): CalendarLocation {
  const params = typeof search === 'string' ? new URLSearchParams(search) : search;
  const view = params.get('view');
  const date = params.get('date');
  let key = localDateKey(now);
  if (date) {
    try {
      key = localDateKey(parseLocalDate(date));
    } catch {
      // an unreadable date opens today
    }
  }
  return { view: isCalendarView(view) ? view : DEFAULT_CALENDAR_VIEW, date: key };
}

export function calendarSearch(location: CalendarLocation): string {
  return new URLSearchParams({ view: location.view, date: location.date }).toString();
}

export type DateRange = { from: DateKey; to: DateKey };

/** The local days (midnight) of the week containing `date`, Sunday to Saturday. */
export function calendarWeekDays(date: Date | DateKey): Date[] {
  const sunday = startOfWeek(toDay(date), { weekStartsOn: CALENDAR_WEEK_STARTS_ON });
  return Array.from({ length: 7 }, (_, index) => addDaysLocal(sunday, index));
}

export type MonthGridDay = { date: Date; key: DateKey; inMonth: boolean };

/** The month as whole Sunday-to-Saturday weeks (4 to 6 rows), with the days of the neighbouring months. */
export function monthGrid(date: Date | DateKey): MonthGridDay[][] {
  const day = toDay(date);
  const first = startOfWeek(startOfMonth(day), { weekStartsOn: CALENDAR_WEEK_STARTS_ON });
  const last = localDateKey(endOfWeek(endOfMonth(day), { weekStartsOn: CALENDAR_WEEK_STARTS_ON }));
  const weeks: MonthGridDay[][] = [];
  for (let sunday = first; localDateKey(sunday) <= last; sunday = addDaysLocal(sunday, 7)) {
    weeks.push(
      Array.from({ length: 7 }, (_, index) => {
        const cell = addDaysLocal(sunday, index);
        return { date: cell, key: localDateKey(cell), inMonth: isSameMonth(cell, day) };
      }),
    );
  }
  return weeks;
}

/** The first and last local day a view shows (the month view includes its leading and trailing days). */
export function visibleRange(view: CalendarView, date: Date | DateKey): DateRange {
  if (view === 'day') {
    const key = toLocalDateKey(date);
    return { from: key, to: key };
  }
  if (view === 'week') {
    const days = calendarWeekDays(date);
    return { from: localDateKey(days[0] as Date), to: localDateKey(days[6] as Date) };
  }
  const weeks = monthGrid(date);
  return { from: (weeks[0] as MonthGridDay[])[0]!.key, to: (weeks[weeks.length - 1] as MonthGridDay[])[6]!.key };
}

/** The local days of a range, first to last. */
export function daysInRange(range: DateRange): DateKey[] {
  const keys: DateKey[] = [];
  for (let day = parseLocalDate(range.from); localDateKey(day) <= range.to; day = addDaysLocal(day, 1)) {
    keys.push(localDateKey(day));
  }
  return keys;
}

/** Previous (-1) or next (+1) month, week or day. A month step keeps the day where it can (Jan 31 → Feb 28). */
export function stepCalendarDate(view: CalendarView, date: DateKey, direction: -1 | 1): DateKey {
  const day = parseLocalDate(date);
  if (view === 'month') return localDateKey(addMonths(day, direction));
  return localDateKey(addDaysLocal(day, view === 'week' ? 7 * direction : direction));
}

/** 'November 2026', 'Nov 22 – Nov 28, 2026' or 'Monday, November 23, 2026'. */
export function calendarTitle(view: CalendarView, date: DateKey): string {
  const day = parseLocalDate(date);
  if (view === 'month') return monthLabel(day);
  if (view === 'day') return longDateLabel(day);
  const days = calendarWeekDays(day);
  const [first, last] = [days[0] as Date, days[6] as Date];
  return first.getFullYear() === last.getFullYear()
    ? `${monthDayLabel(first)} – ${shortDateLabel(last)}`
    : `${shortDateLabel(first)} – ${shortDateLabel(last)}`;
}

function toDay(date: Date | DateKey): Date {
  return typeof date === 'string' ? parseLocalDate(date) : parseLocalDate(localDateKey(date));
}

// ---------------------------------------------------------------------------------------------------
// Items: what appears on which day
// ---------------------------------------------------------------------------------------------------

export type CalendarItemKind =
  'time-block' | 'habit' | 'one-thing' | 'step' | 'habit-completion' | 'deep-work' | 'goal';
export type CalendarSection = 'scheduled' | 'completed';
export type CalendarHref = '/one-thing' | '/habits' | '/deep-work' | '/playbooks';

export type CalendarItem = {
  /** Unique within a range: kind, row id and day. */
  key: string;
  kind: CalendarItemKind;
  section: CalendarSection;
  title: string;
  date: DateKey;
  /** Minutes since local midnight; null for items of the whole day. */
  start: number | null;
  end: number | null;
  /** Done (a completed habit-day or time block); completed items are always done. */
  done: boolean;
  href: CalendarHref;
  /** The row of a time block, which the grid can move and resize. */
  blockId?: string;
};

export type CalendarTimeBlock = {
  id: string;
  title: string;
  date: string | null;
  start_time: string | null;
  end_time: string | null;
  duration_minutes?: number | null;
  status?: string | null;
  completed?: boolean | null;
};
export type CalendarHabit = HabitStreakLike & {
  id: string;
  name: string;
  scheduled_time?: string | null;
  duration_minutes?: number | null;
};
export type CalendarCompletion = { habit_id: string; completion_date: string };
export type CalendarGoal = {
  id: string;
  title: string;
  deadline: string | null;
  /** Without a deadline the goal shows every day from the day it was set. */
  created_at?: string | null;
  is_active?: boolean;
  completed_at?: string | null;
  source_type?: string | null;
};
/** A step (no start time) that is done; updated_at is when it was marked done. */
export type CalendarCompletedStep = { id: string; title: string; updated_at: string };
/** Title of a deep work session saved without one. */
export const DEEP_WORK_ITEM_TITLE = 'Deep Work';

export type CalendarSession = {
  id: string;
  title: string | null;
  completed_at: string | null;
  duration_minutes: number;
  emergency_canceled?: boolean | null;
};

export type CalendarSources = {
  timeBlocks?: readonly CalendarTimeBlock[];
  habits?: readonly CalendarHabit[];
  completions?: readonly CalendarCompletion[];
  activeGoal?: CalendarGoal | null;
  completedSteps?: readonly CalendarCompletedStep[];
  sessions?: readonly CalendarSession[];
  /** Goals finished in the range (completed ONE Things and recorded playbooks). */
  completedGoals?: readonly CalendarGoal[];
};

function timeRange(start: string | null | undefined, end: string | null | undefined, fallbackMinutes: number) {
  if (!start || !isValidTime(start)) return { start: null, end: null };
  const from = parseTime(start);
  const to = end && isValidTime(end) ? parseTime(end) : Math.min(from + fallbackMinutes, LAST_MINUTE_OF_DAY);
  return { start: from, end: Math.max(to, from) };
}

function minutesOfDay(date: Date): number {
  return date.getHours() * 60 + date.getMinutes();
}

/**
 * Every item of the range, by local day: time blocks on their date at their times; habits on their scheduled
 * weekdays from their creation day, with the day's completion state; the active ONE Thing on its deadline day,
 * or without one every day from the day it was set; completed steps, completed habit-days, deep work sessions and finished goals as
 * completed items on the local day they happened.
 */
export function calendarItemsByDay(sources: CalendarSources, range: DateRange): Map<DateKey, CalendarItem[]> {
  const days = daysInRange(range);
  const byDay = new Map<DateKey, CalendarItem[]>(days.map((day) => [day, []]));
  const add = (item: CalendarItem) => byDay.get(item.date)?.push(item);

  for (const block of sources.timeBlocks ?? []) {
    if (!block.date || !block.start_time) continue;
    const done = block.status === 'completed' || block.completed === true;
    add({
      key: `time-block:${block.id}`,
      kind: 'time-block',
      section: 'scheduled',
      title: block.title,
      date: toLocalDateKey(block.date),
      ...timeRange(block.start_time, block.end_time, block.duration_minutes ?? DEFAULT_STEP_DURATION),
      done,
      href: '/one-thing',
      blockId: block.id,
    });
  }

  const completionsByHabit = new Map<string, string[]>();
  for (const completion of sources.completions ?? []) {
    const list = completionsByHabit.get(completion.habit_id) ?? [];
    list.push(completion.completion_date);
    completionsByHabit.set(completion.habit_id, list);
  }
  const habitNames = new Map<string, CalendarHabit>();
  for (const habit of sources.habits ?? []) {
    habitNames.set(habit.id, habit);
    const own = completionsByHabit.get(habit.id) ?? [];
    for (const day of days) {
      if (!isHabitVisibleOn(habit, day)) continue;
      add({
        key: `habit:${habit.id}:${day}`,
        kind: 'habit',
        section: 'scheduled',
        title: habit.name,
        date: day,
        ...timeRange(habit.scheduled_time, null, habit.duration_minutes ?? HABIT_ASSUMED_DURATION),
        done: isCompletedOn(own, day),
        href: '/habits',
      });
    }
  }
  for (const completion of sources.completions ?? []) {
    const habit = habitNames.get(completion.habit_id);
    if (!habit) continue;
    const day = toLocalDateKey(completion.completion_date);
    add({
      key: `habit-completion:${habit.id}:${day}`,
      kind: 'habit-completion',
      section: 'completed',
      title: habit.name,
      date: day,
      ...timeRange(habit.scheduled_time, null, habit.duration_minutes ?? HABIT_ASSUMED_DURATION),
      done: true,
      href: '/habits',
    });
  }

  const goal = sources.activeGoal;
  if (goal) {
    const since = goal.created_at ? toLocalDateKey(goal.created_at) : null;
    const goalDays = goal.deadline ? [toLocalDateKey(goal.deadline)] : days.filter((day) => !since || day >= since);
    for (const day of goalDays) {
      add({
        key: `one-thing:${goal.id}:${day}`,
        kind: 'one-thing',
        section: 'scheduled',
        title: goal.title,
        date: day,
        start: null,
        end: null,
        done: false,
        href: '/one-thing',
      });
    }
  }

  for (const step of sources.completedSteps ?? []) {
    add({
      key: `step:${step.id}`,
      kind: 'step',
      section: 'completed',
      title: step.title,
      date: toLocalDateKey(step.updated_at),
      start: null,
      end: null,
      done: true,
      href: '/one-thing',
    });
  }

  for (const session of sources.sessions ?? []) {
    if (!session.completed_at) continue;
    const ended = parseTimestamp(session.completed_at);
    const endMinute = minutesOfDay(ended);
    // A session that ran over midnight is drawn from the start of the day it ended on.
    add({
      key: `deep-work:${session.id}`,
      kind: 'deep-work',
      section: 'completed',
      title: session.title?.trim() || DEEP_WORK_ITEM_TITLE,
      date: localDateKey(ended),
      start: Math.max(0, endMinute - Math.max(0, session.duration_minutes)),
      end: endMinute,
      done: true,
      href: '/deep-work',
    });
  }

  for (const finished of sources.completedGoals ?? []) {
    if (!finished.completed_at) continue;
    add({
      key: `goal:${finished.id}`,
      kind: 'goal',
      section: 'completed',
      title: finished.title,
      date: toLocalDateKey(finished.completed_at),
      start: null,
      end: null,
      done: true,
      href: finished.source_type === 'playbook' ? '/playbooks' : '/one-thing',
    });
  }

  for (const items of byDay.values()) items.sort(compareItems);
  return byDay;
}

/** Timed items by start then end, then the items of the whole day; stable by kind and title. */
export function compareItems(a: CalendarItem, b: CalendarItem): number {
  const [sa, sb] = [a.start ?? MINUTES_PER_DAY, b.start ?? MINUTES_PER_DAY];
  if (sa !== sb) return sa - sb;
  const [ea, eb] = [a.end ?? MINUTES_PER_DAY, b.end ?? MINUTES_PER_DAY];
  if (ea !== eb) return ea - eb;
  return a.kind === b.kind ? a.title.localeCompare(b.title) : a.kind.localeCompare(b.kind);
}

/** Where a time block is (or is about to be): its local day and its minutes since midnight. */
export type BlockTime = { date: DateKey; start: number; end: number };

/**
 * The items of each day with some time blocks shown at another time (a move being dragged or saved), by block
 * id. A block moved to a day outside the range is left out.
 */
export function withBlockTimes(
  itemsByDay: ReadonlyMap<DateKey, readonly CalendarItem[]>,
  times: ReadonlyMap<string, BlockTime>,
): Map<DateKey, CalendarItem[]> {
  const moved = (item: CalendarItem) => (item.blockId === undefined ? undefined : times.get(item.blockId));
  const result = new Map<DateKey, CalendarItem[]>();
  for (const [day, items] of itemsByDay)
    result.set(
      day,
      items.filter((item) => moved(item) === undefined),
    );
  for (const items of itemsByDay.values()) {
    for (const item of items) {
      const time = moved(item);
      if (time) result.get(time.date)?.push({ ...item, date: time.date, start: time.start, end: time.end });
    }
  }
  if (times.size > 0) for (const items of result.values()) items.sort(compareItems);
  return result;
}

/** 'Wednesday, March 10, 2027, 9:15 AM - 10:15 AM'. */
export function blockTimeLabel(time: BlockTime): string {
  const range = `${format12h(formatTimeHHMM(time.start))} - ${format12h(formatTimeHHMM(time.end))}`;
  return `${longDateLabel(parseLocalDate(time.date))}, ${range}`;
}

export type DayItems = { scheduled: CalendarItem[]; completed: CalendarItem[] };

export function splitBySection(items: readonly CalendarItem[]): DayItems {
  return {
    scheduled: items.filter((item) => item.section === 'scheduled'),
    completed: items.filter((item) => item.section === 'completed'),
  };
}

export type MonthCellItems = DayItems & { more: number };

/** A month cell: the first scheduled item, the first three completed ones, and how many are left out. */
export function monthCellItems(items: readonly CalendarItem[]): MonthCellItems {
  const all = splitBySection(items);
  const scheduled = all.scheduled.slice(0, MONTH_CELL_SCHEDULED_LIMIT);
  const completed = all.completed.slice(0, MONTH_CELL_COMPLETED_LIMIT);
  return { scheduled, completed, more: items.length - scheduled.length - completed.length };
}

export function formatMoreItems(count: number): string {
  return `+${count} more`;
}

// ---------------------------------------------------------------------------------------------------
// Hour grid: overlapping items side by side
// ---------------------------------------------------------------------------------------------------

export type PlacedItem<T> = { item: T; start: number; end: number; column: number; columns: number };

/**
 * Places timed items on a day's hour grid: items that overlap (directly or through a chain) form a cluster
 * whose width is split into as many columns as it needs at most at once; each item takes the first free
 * column. Items of the whole day (start null) are left out.
 */
export function layoutDay<T extends { start: number | null; end: number | null }>(
  items: readonly T[],
): PlacedItem<T>[] {
  const timed = items
    .filter((item) => item.start != null)
    .map((item) => {
      const start = item.start as number;
      // An item takes at least the minutes its drawn height spans, so items drawn over each other share the width.
      const end = Math.min(MINUTES_PER_DAY, Math.max(item.end ?? start, start + MIN_ITEM_MINUTES));
      return { item, start, end, column: 0, columns: 1 };
    })
    .sort((a, b) => a.start - b.start || b.end - a.end);

  const placed: PlacedItem<T>[] = [];
  let cluster: PlacedItem<T>[] = [];
  let columnEnds: number[] = [];
  let clusterEnd = -1;
  const closeCluster = () => {
    for (const entry of cluster) entry.columns = columnEnds.length;
    placed.push(...cluster);
    cluster = [];
    columnEnds = [];
  };
  for (const entry of timed) {
    if (entry.start >= clusterEnd) closeCluster();
    let column = columnEnds.findIndex((end) => end <= entry.start);
    if (column === -1) column = columnEnds.length;
    columnEnds[column] = entry.end;
    entry.column = column;
    cluster.push(entry);
    clusterEnd = Math.max(clusterEnd, entry.end);
  }
  closeCluster();
  return placed;
}

/** Minutes since local midnight of `now`, for the line that marks the current time. */
export function nowLineMinutes(now: Date = new Date()): number {
  return minutesOfDay(now);
}

// ---------------------------------------------------------------------------------------------------
// Keyboard
// ---------------------------------------------------------------------------------------------------

export type CalendarKeyAction =
  { type: 'move'; days: number } | { type: 'open' } | { type: 'today' } | { type: 'view'; view: CalendarView };

export type CalendarKeyEvent = {
  key: string;
  ctrlKey: boolean;
  metaKey: boolean;
  altKey: boolean;
  target: EventTarget | null;
};

const ARROWS: Record<string, number> = { ArrowLeft: -1, ArrowRight: 1, ArrowUp: -7, ArrowDown: 7 };
const VIEW_KEYS: Record<string, CalendarView> = { m: 'month', w: 'week', d: 'day' };

/**
 * The calendar's keys: arrows move the focused day (a week up or down), Enter opens it, T jumps to today,
 * M/W/D switch views. Ignored while typing and with Ctrl, Cmd or Alt (those belong to the browser and the
 * app's shortcuts). Arrows and Enter only count on a day (`onDay`).
 */
export function calendarKeyAction(event: CalendarKeyEvent, onDay: boolean): CalendarKeyAction | null {
  if (event.ctrlKey || event.metaKey || event.altKey) return null;
  if (isEditableTarget(event.target)) return null;
  if (onDay) {
    const days = ARROWS[event.key];
    if (days !== undefined) return { type: 'move', days };
    if (event.key === 'Enter') return { type: 'open' };
  }
  const key = event.key.toLowerCase();
  if (key === 't') return { type: 'today' };
  const view = VIEW_KEYS[key];
  return view ? { type: 'view', view } : null;
}

/** The day `days` away from `date`. */
export function moveDate(date: DateKey, days: number): DateKey {
  return localDateKey(addDaysLocal(parseLocalDate(date), days));
}

/** Whether two days are shown by the same view page (same month, week or day). */
export function sameVisibleRange(view: CalendarView, a: DateKey, b: DateKey): boolean {
  const [ra, rb] = [visibleRange(view, a), visibleRange(view, b)];
  if (view === 'month') return a.slice(0, 7) === b.slice(0, 7);
  return ra.from === rb.from && ra.to === rb.to;
}
