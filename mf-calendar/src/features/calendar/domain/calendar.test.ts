// @vitest-environment jsdom
// Runs under several TZ values (npm run test:tz): every expectation is written in local days, and the oracle
// for day sequences uses UTC arithmetic, which has no daylight-saving changes.
import { describe, expect, it } from 'vitest';
import { isEditableTarget, localDateKey } from '@onething/shared-data';
import {
  MONTH_CELL_COMPLETED_LIMIT,
  MONTH_CELL_SCHEDULED_LIMIT,
  calendarItemsByDay,
  calendarKeyAction,
  calendarSearch,
  calendarTitle,
  calendarWeekDays,
  daysInRange,
  formatMoreItems,
  layoutDay,
  monthCellItems,
  monthGrid,
  moveDate,
  parseCalendarSearch,
  stepCalendarDate,
  visibleRange,
  withBlockTimes,
  type CalendarItem,
} from './calendar';

const DAY_MS = 86_400_000;
function keysBetween(from: string, to: string): string[] {
  const keys: string[] = [];
  for (let t = Date.parse(`${from}T00:00:00Z`); t <= Date.parse(`${to}T00:00:00Z`); t += DAY_MS) {
    keys.push(new Date(t).toISOString().slice(0, 10));
  }
  return keys;
}
const utcWeekday = (key: string) => new Date(`${key}T00:00:00Z`).getUTCDay();

// Months and days with daylight-saving changes in New York, London, Berlin and Auckland.
const DST_MONTHS = ['2026-03-15', '2026-04-15', '2026-09-15', '2026-10-15', '2026-11-15'];

describe('month grid', () => {
  it.each(DST_MONTHS)('covers %s in whole Sunday-to-Saturday weeks with no day missing or repeated', (date) => {
    const weeks = monthGrid(date);
    const keys = weeks.flat().map((day) => day.key);
    expect(keys).toEqual(keysBetween(keys[0] as string, keys[keys.length - 1] as string));
    expect(utcWeekday(keys[0] as string)).toBe(0);
    expect(utcWeekday(keys[keys.length - 1] as string)).toBe(6);
    for (const day of weeks.flat()) {
      expect(day.date.getHours()).toBe(0);
      expect(day.inMonth).toBe(day.key.slice(0, 7) === date.slice(0, 7));
    }
    const month = date.slice(0, 7);
    expect(keys.filter((key) => key.startsWith(month))).toHaveLength(
      new Date(Date.UTC(+date.slice(0, 4), +date.slice(5, 7), 0)).getUTCDate(),
    );
  });

  it('has 4 to 6 rows: February 2026 starts on a Sunday and fills exactly 4; August 2026 needs 6', () => {
    expect(monthGrid('2026-02-10')).toHaveLength(4);
    expect(monthGrid('2026-08-10')).toHaveLength(6);
    expect(visibleRange('month', '2026-11-23')).toEqual({ from: '2026-11-01', to: '2026-12-05' });
  });
});

describe('week and day ranges', () => {
  it('weeks start on Sunday, also across the autumn DST change in each zone', () => {
    expect(visibleRange('week', '2026-11-23')).toEqual({ from: '2026-11-22', to: '2026-11-28' });
    expect(visibleRange('week', '2026-11-01')).toEqual({ from: '2026-11-01', to: '2026-11-07' });
    expect(visibleRange('week', '2026-10-25')).toEqual({ from: '2026-10-25', to: '2026-10-31' });
    expect(visibleRange('week', '2026-04-05')).toEqual({ from: '2026-04-05', to: '2026-04-11' });
    expect(calendarWeekDays('2026-03-11').map(localDateKey)).toEqual(keysBetween('2026-03-08', '2026-03-14'));
    expect(visibleRange('day', '2026-03-08')).toEqual({ from: '2026-03-08', to: '2026-03-08' });
    expect(daysInRange({ from: '2026-03-27', to: '2026-04-02' })).toEqual(keysBetween('2026-03-27', '2026-04-02'));
  });

  it('steps by month (clamping the day), week and day', () => {
    expect(stepCalendarDate('month', '2026-01-31', 1)).toBe('2026-02-28');
    expect(stepCalendarDate('month', '2026-03-31', -1)).toBe('2026-02-28');
    expect(stepCalendarDate('week', '2026-10-28', 1)).toBe('2026-11-04');
    expect(stepCalendarDate('day', '2026-03-08', 1)).toBe('2026-03-09');
    expect(stepCalendarDate('day', '2026-11-01', -1)).toBe('2026-10-31');
    expect(moveDate('2026-03-29', 1)).toBe('2026-03-30');
    expect(moveDate('2026-11-01', -7)).toBe('2026-10-25');
  });

  it('titles', () => {
    expect(calendarTitle('month', '2026-11-23')).toBe('November 2026');
    expect(calendarTitle('week', '2026-11-23')).toBe('Nov 22 – Nov 28, 2026');
    expect(calendarTitle('week', '2026-12-30')).toBe('Dec 27, 2026 – Jan 2, 2027');
    expect(calendarTitle('day', '2026-11-23')).toBe('Monday, November 23, 2026');
  });
});

describe('URL state', () => {
  const now = new Date(2026, 10, 23, 10);
  it('reads view and date, falling back to the month of today', () => {
    expect(parseCalendarSearch('?view=week&date=2026-03-08', now)).toEqual({ view: 'week', date: '2026-03-08' });
    expect(parseCalendarSearch('', now)).toEqual({ view: 'month', date: '2026-11-23' });
    expect(parseCalendarSearch('view=year&date=2026-02-30', now)).toEqual({ view: 'month', date: '2026-11-23' });
    expect(calendarSearch({ view: 'day', date: '2026-11-23' })).toBe('view=day&date=2026-11-23');
  });
});

const habit = {
  id: 'h1',
  name: 'Gym',
  scheduled_days: ['Monday', 'Thursday'],
  target_per_week: 2,
  scheduled_time: '07:00:00',
  duration_minutes: 45,
};

describe('which items fall on which day', () => {
  it('puts a time block on its date at its time, done when completed', () => {
    const days = calendarItemsByDay(
      {
        timeBlocks: [
          {
            id: 'b1',
            title: 'Write',
            date: '2026-03-08',
            start_time: '09:00:00',
            end_time: '10:30:00',
            status: 'upcoming',
          },
          {
            id: 'b2',
            title: 'Ship',
            date: '2026-03-09',
            start_time: '14:00:00',
            end_time: null,
            duration_minutes: 45,
            status: 'completed',
          },
          { id: 'b3', title: 'Outside', date: '2026-04-01', start_time: '09:00:00', end_time: '10:00:00' },
        ],
      },
      visibleRange('week', '2026-03-08'),
    );
    expect(days.get('2026-03-08')).toEqual([
      expect.objectContaining({
        title: 'Write',
        section: 'scheduled',
        start: 540,
        end: 630,
        done: false,
        href: '/one-thing',
      }),
    ]);
    expect(days.get('2026-03-09')).toEqual([
      expect.objectContaining({ title: 'Ship', start: 840, end: 885, done: true }),
    ]);
    expect([...days.values()].flat()).toHaveLength(2);
  });

  it('shows a habit only on its weekdays and only from its creation day (local), with its completion state', () => {
    // Created on Tuesday 2026-11-03 late in the evening local time.
    const created = new Date(2026, 10, 3, 23, 30).toISOString();
    const days = calendarItemsByDay(
      { habits: [{ ...habit, created_at: created }], completions: [{ habit_id: 'h1', completion_date: '2026-11-05' }] },
      visibleRange('month', '2026-11-15'),
    );
    const habitDays = [...days.entries()]
      .filter(([, items]) => items.some((item) => item.kind === 'habit'))
      .map(([day]) => day);
    expect(habitDays).toEqual([
      '2026-11-05',
      '2026-11-09',
      '2026-11-12',
      '2026-11-16',
      '2026-11-19',
      '2026-11-23',
      '2026-11-26',
      '2026-11-30',
      '2026-12-03',
    ]);
    const thursday = days.get('2026-11-05') as CalendarItem[];
    expect(thursday.find((item) => item.kind === 'habit')).toMatchObject({
      done: true,
      start: 420,
      end: 465,
      href: '/habits',
    });
    expect(thursday.find((item) => item.kind === 'habit-completion')).toMatchObject({
      section: 'completed',
      title: 'Gym',
    });
    expect(days.get('2026-11-09')?.find((item) => item.kind === 'habit')).toMatchObject({ done: false });
  });

  it('a daily habit (target 7) appears every day', () => {
    const days = calendarItemsByDay(
      { habits: [{ ...habit, scheduled_days: [], target_per_week: 7, created_at: '2026-01-01' }] },
      visibleRange('week', '2026-11-01'),
    );
    expect([...days.values()].every((items) => items.length === 1)).toBe(true);
  });

  it('the active ONE Thing appears on its deadline day, or every day without one', () => {
    const range = visibleRange('week', '2026-11-23');
    const withDeadline = calendarItemsByDay(
      { activeGoal: { id: 'g', title: 'Launch', deadline: '2026-11-25' } },
      range,
    );
    expect([...withDeadline.entries()].filter(([, items]) => items.length > 0).map(([day]) => day)).toEqual([
      '2026-11-25',
    ]);
    const daily = calendarItemsByDay({ activeGoal: { id: 'g', title: 'Launch', deadline: null } }, range);
    expect([...daily.values()].every((items) => items[0]?.kind === 'one-thing' && items[0].href === '/one-thing')).toBe(
      true,
    );
    // Set on Tuesday evening (local): from that day on, not before.
    const since = calendarItemsByDay(
      {
        activeGoal: {
          id: 'g',
          title: 'Launch',
          deadline: null,
          created_at: new Date(2026, 10, 24, 21, 0).toISOString(),
        },
      },
      range,
    );
    expect([...since.entries()].filter(([, items]) => items.length > 0).map(([day]) => day)).toEqual(
      keysBetween('2026-11-24', '2026-11-28'),
    );
  });

  it('completed steps, sessions and goals are completed items on the local day they happened', () => {
    const stepDone = new Date(2026, 2, 8, 23, 50);
    const sessionEnd = new Date(2026, 2, 8, 10, 25);
    const days = calendarItemsByDay(
      {
        completedSteps: [{ id: 's', title: 'Outline', updated_at: stepDone.toISOString() }],
        sessions: [
          { id: 'd', title: 'Focus', completed_at: sessionEnd.toISOString(), duration_minutes: 25 },
          { id: 'open', title: 'Running', completed_at: null, duration_minutes: 25 },
        ],
        completedGoals: [
          {
            id: 'p',
            title: 'Playbook run',
            deadline: null,
            completed_at: sessionEnd.toISOString(),
            source_type: 'playbook',
          },
          { id: 'g', title: 'Old goal', deadline: null, completed_at: sessionEnd.toISOString(), source_type: 'manual' },
        ],
      },
      visibleRange('day', '2026-03-08'),
    );
    const items = days.get('2026-03-08') as CalendarItem[];
    expect(items.map((item) => [item.kind, item.section, item.href])).toEqual([
      ['deep-work', 'completed', '/deep-work'],
      ['goal', 'completed', '/one-thing'],
      ['goal', 'completed', '/playbooks'],
      ['step', 'completed', '/one-thing'],
    ]);
    expect(items[0]).toMatchObject({ start: 10 * 60, end: 10 * 60 + 25 });
  });
});

describe('month cell limits', () => {
  const item = (section: 'scheduled' | 'completed', n: number): CalendarItem => ({
    key: `${section}${n}`,
    kind: section === 'scheduled' ? 'time-block' : 'step',
    section,
    title: `${section} ${n}`,
    date: '2026-11-23',
    start: n,
    end: n + 1,
    done: section === 'completed',
    href: '/one-thing',
  });

  it('shows at most 1 scheduled and 3 completed items, then +N more', () => {
    expect(MONTH_CELL_SCHEDULED_LIMIT).toBe(1);
    expect(MONTH_CELL_COMPLETED_LIMIT).toBe(3);
    const cell = monthCellItems([
      ...[1, 2, 3].map((n) => item('scheduled', n)),
      ...[1, 2, 3, 4, 5].map((n) => item('completed', n)),
    ]);
    expect(cell.scheduled.map((i) => i.title)).toEqual(['scheduled 1']);
    expect(cell.completed.map((i) => i.title)).toEqual(['completed 1', 'completed 2', 'completed 3']);
    expect(cell.more).toBe(4);
    expect(formatMoreItems(cell.more)).toBe('+4 more');
    expect(monthCellItems([item('completed', 1)])).toMatchObject({ scheduled: [], more: 0 });
    expect(monthCellItems([item('scheduled', 1), item('scheduled', 2)]).more).toBe(1);
  });
});

describe('hour grid layout', () => {
  const timed = (id: string, start: number | null, end: number | null) => ({ id, start, end });
  const columnsOf = (items: ReturnType<typeof timed>[]) =>
    Object.fromEntries(layoutDay(items).map((p) => [p.item.id, [p.column, p.columns]]));

  it('puts overlapping items side by side and leaves separate ones full width', () => {
    expect(
      columnsOf([
        timed('a', 540, 600),
        timed('b', 570, 630),
        timed('c', 600, 660),
        timed('d', 700, 720),
        timed('all-day', null, null),
      ]),
    ).toEqual({ a: [0, 2], b: [1, 2], c: [0, 2], d: [0, 1] });
  });

  it('back-to-back items do not overlap; three at once take three columns', () => {
    expect(columnsOf([timed('a', 540, 570), timed('b', 570, 600)])).toEqual({ a: [0, 1], b: [0, 1] });
    // An item that ends when two overlapping ones start keeps the full width.
    expect(columnsOf([timed('a', 540, 570), timed('b', 570, 600), timed('c', 570, 630)])).toEqual({
      a: [0, 1],
      b: [1, 2],
      c: [0, 2],
    });
    expect(columnsOf([timed('a', 540, 660), timed('b', 550, 600), timed('c', 560, 600), timed('d', 600, 630)])).toEqual(
      {
        a: [0, 3],
        b: [1, 3],
        c: [2, 3],
        d: [1, 3],
      },
    );
  });

  it('gives short items the minimum height they are drawn with, and that height counts for overlaps', () => {
    // Drawn at least MIN_ITEM_PX tall, a zero-length or 15-minute item covers half an hour of the grid.
    const placed = layoutDay([timed('a', 600, 600), timed('b', 620, 650), timed('c', 700, 715), timed('d', 715, 745)]);
    expect(placed.map((p) => [p.item.id, p.start, p.end, p.column, p.columns])).toEqual([
      ['a', 600, 630, 0, 2],
      ['b', 620, 650, 1, 2],
      ['c', 700, 730, 0, 2],
      ['d', 715, 745, 1, 2],
    ]);
  });
});

describe('blocks shown at another time', () => {
  const block = (id: string, date: string, start: number, end: number): CalendarItem => ({
    key: `time-block:${id}`,
    kind: 'time-block',
    section: 'scheduled',
    title: id,
    date,
    start,
    end,
    done: false,
    href: '/one-thing',
    blockId: id,
  });
  const days = new Map([
    ['2026-03-08', [block('a', '2026-03-08', 540, 600), block('b', '2026-03-08', 600, 630)]],
    ['2026-03-09', [block('c', '2026-03-09', 480, 510)]],
  ]);

  it('moves a block within its day or to another day of the range, in time order', () => {
    const moved = withBlockTimes(days, new Map([['b', { date: '2026-03-08', start: 480, end: 510 }]]));
    expect(moved.get('2026-03-08')?.map((item) => [item.title, item.start, item.end])).toEqual([
      ['b', 480, 510],
      ['a', 540, 600],
    ]);
    const across = withBlockTimes(days, new Map([['a', { date: '2026-03-09', start: 420, end: 480 }]]));
    expect(across.get('2026-03-08')?.map((item) => item.title)).toEqual(['b']);
    expect(across.get('2026-03-09')?.map((item) => [item.title, item.date, item.start])).toEqual([
      ['a', '2026-03-09', 420],
      ['c', '2026-03-09', 480],
    ]);
  });

  it('leaves out a block moved outside the range, and changes nothing without moves', () => {
    const away = withBlockTimes(days, new Map([['c', { date: '2026-04-01', start: 420, end: 480 }]]));
    expect(away.get('2026-03-09')).toEqual([]);
    expect(withBlockTimes(days, new Map())).toEqual(days);
  });
});

describe('keyboard', () => {
  const key = (k: string, extra: Partial<Parameters<typeof calendarKeyAction>[0]> = {}) => ({
    key: k,
    ctrlKey: false,
    metaKey: false,
    altKey: false,
    target: document.body,
    ...extra,
  });

  it('arrows move the focused day by a day or a week, Enter opens it, T is today, M/W/D switch views', () => {
    expect(calendarKeyAction(key('ArrowLeft'), true)).toEqual({ type: 'move', days: -1 });
    expect(calendarKeyAction(key('ArrowRight'), true)).toEqual({ type: 'move', days: 1 });
    expect(calendarKeyAction(key('ArrowUp'), true)).toEqual({ type: 'move', days: -7 });
    expect(calendarKeyAction(key('ArrowDown'), true)).toEqual({ type: 'move', days: 7 });
    expect(calendarKeyAction(key('Enter'), true)).toEqual({ type: 'open' });
    expect(calendarKeyAction(key('ArrowDown'), false)).toBeNull();
    expect(calendarKeyAction(key('t'), false)).toEqual({ type: 'today' });
    expect(calendarKeyAction(key('T'), false)).toEqual({ type: 'today' });
    expect(calendarKeyAction(key('m'), false)).toEqual({ type: 'view', view: 'month' });
    expect(calendarKeyAction(key('W'), true)).toEqual({ type: 'view', view: 'week' });
    expect(calendarKeyAction(key('d'), false)).toEqual({ type: 'view', view: 'day' });
  });

  it('is ignored while typing and with Ctrl, Cmd or Alt', () => {
    const input = document.createElement('input');
    const editor = document.createElement('div');
    editor.setAttribute('contenteditable', 'true');
    const inner = document.createElement('span');
    editor.append(inner);
    document.body.append(editor);
    expect(isEditableTarget(input)).toBe(true);
    expect(isEditableTarget(inner)).toBe(true);
    expect(calendarKeyAction(key('t', { target: input }), false)).toBeNull();
    expect(calendarKeyAction(key('ArrowLeft', { target: inner }), true)).toBeNull();
    expect(calendarKeyAction(key('d', { ctrlKey: true }), false)).toBeNull();
    expect(calendarKeyAction(key('m', { metaKey: true }), false)).toBeNull();
    expect(calendarKeyAction(key('w', { altKey: true }), false)).toBeNull();
    editor.remove();
  });
});
