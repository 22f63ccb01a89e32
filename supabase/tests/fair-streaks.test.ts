// The fair-streak rule as the database keeps it (habit_runs / habit_current_streak), table-driven, in
// several time zones. Moments are wall-clock times on the owner's calendar (their profile's time zone):
// "today" is the date of `now`, and a habit's first day is the date of its creation there.
import { beforeAll, describe, expect, it } from 'vitest';
import { createUser, setupTestServer, randomEmail } from './fixtures.ts';

type WallClock = [year: number, month: number, day: number, hour?: number, minute?: number];
type HabitSpec = { days: string[]; target: number; created: WallClock };

const ALL_DAYS = ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'];
const daily = (created: WallClock = [2026, 1, 1]): HabitSpec => ({ days: ALL_DAYS, target: 7, created });
const mwf = (created: WallClock = [2026, 1, 1]): HabitSpec => ({
  days: ['Monday', 'Wednesday', 'Friday'],
  target: 3,
  created,
});

const DAY_MS = 86_400_000;
/** Every date from `from` to `to`, inclusive; whole-day arithmetic on UTC dates is exact. */
function keysBetween(from: string, to: string): string[] {
  const keys: string[] = [];
  for (let t = Date.parse(`${from}T00:00:00Z`); t <= Date.parse(`${to}T00:00:00Z`); t += DAY_MS) {
    keys.push(new Date(t).toISOString().slice(0, 10));
  }
  return keys;
}

const pad = (n: number) => String(n).padStart(2, '0');
const dateOf = ([y, m, d]: WallClock) => `${y}-${pad(m)}-${pad(d)}`;
const timestampOf = (w: WallClock) => `${dateOf(w)} ${pad(w[3] ?? 12)}:${pad(w[4] ?? 0)}:00`;

const CURRENT: [string, HabitSpec, string[], WallClock, number][] = [
  [
    'daily, across a month boundary, today done',
    daily(),
    keysBetween('2026-02-25', '2026-03-08'),
    [2026, 3, 8, 20],
    12,
  ],
  [
    'daily, today not done yet does not break',
    daily(),
    keysBetween('2026-02-25', '2026-03-07'),
    [2026, 3, 8, 23, 59],
    11,
  ],
  ['daily, yesterday missed breaks', daily(), keysBetween('2026-02-25', '2026-03-06'), [2026, 3, 8, 9], 0],
  [
    'daily, yesterday missed, today done',
    daily(),
    [...keysBetween('2026-02-25', '2026-03-06'), '2026-03-08'],
    [2026, 3, 8, 9],
    1,
  ],
  ['daily, across a week boundary', daily(), ['2026-03-07', '2026-03-08', '2026-03-09'], [2026, 3, 9, 7], 3],
  ['daily, across a year boundary', daily([2026, 12, 1]), keysBetween('2026-12-29', '2027-01-02'), [2027, 1, 2, 12], 5],
  ['daily, no completions', daily(), [], [2026, 3, 8], 0],
  [
    'daily, just after midnight the new day is still open',
    daily(),
    keysBetween('2026-03-01', '2026-03-08'),
    [2026, 3, 9, 0, 1],
    8,
  ],
  [
    'MWF, Wednesday done',
    mwf(),
    ['2026-03-02', '2026-03-04', '2026-03-06', '2026-03-09', '2026-03-11'],
    [2026, 3, 11, 21],
    5,
  ],
  [
    'MWF, not broken on Thursday',
    mwf(),
    ['2026-03-02', '2026-03-04', '2026-03-06', '2026-03-09', '2026-03-11'],
    [2026, 3, 12, 21],
    5,
  ],
  [
    'MWF, Friday still open',
    mwf(),
    ['2026-03-02', '2026-03-04', '2026-03-06', '2026-03-09', '2026-03-11'],
    [2026, 3, 13, 22],
    5,
  ],
  [
    'MWF, broken once Friday is over',
    mwf(),
    ['2026-03-02', '2026-03-04', '2026-03-06', '2026-03-09', '2026-03-11'],
    [2026, 3, 14, 0, 1],
    0,
  ],
  [
    'MWF, missed Wednesday, Friday done',
    mwf(),
    ['2026-03-02', '2026-03-04', '2026-03-06', '2026-03-09', '2026-03-13'],
    [2026, 3, 13, 8],
    1,
  ],
  [
    'MWF, an unscheduled Tuesday completion does not count',
    mwf(),
    ['2026-03-06', '2026-03-09', '2026-03-10', '2026-03-11'],
    [2026, 3, 11, 8],
    3,
  ],
  ['MWF, weekend between weeks', mwf(), ['2026-02-27', '2026-03-02'], [2026, 3, 3, 8], 2],
  [
    'daily, created mid-week: earlier days do not count',
    daily([2026, 3, 4, 23, 30]),
    keysBetween('2026-03-01', '2026-03-08'),
    [2026, 3, 8, 12],
    5,
  ],
  [
    'daily, created mid-week: gap before creation does not break',
    daily([2026, 3, 4, 23, 30]),
    ['2026-03-01', ...keysBetween('2026-03-04', '2026-03-08')],
    [2026, 3, 8, 12],
    5,
  ],
  [
    'MWF created on a Thursday: Mon/Wed before it are not misses',
    mwf([2026, 3, 5, 8]),
    ['2026-03-06', '2026-03-09', '2026-03-11'],
    [2026, 3, 11, 20],
    3,
  ],
  ['created today, not done yet', daily([2026, 3, 8, 10]), [], [2026, 3, 8, 11], 0],
  ['created today, done', daily([2026, 3, 8, 0, 5]), ['2026-03-08'], [2026, 3, 8, 23, 55], 1],
  ['daily over NY spring forward', daily(), keysBetween('2026-03-06', '2026-03-10'), [2026, 3, 10, 8], 5],
  ['daily over NY fall back', daily(), keysBetween('2026-10-30', '2026-11-02'), [2026, 11, 2, 0, 30], 4],
  ['daily on the NY fall-back night', daily(), keysBetween('2026-10-28', '2026-10-31'), [2026, 11, 1, 1, 30], 4],
  ['daily over London spring forward', daily(), keysBetween('2026-03-27', '2026-03-31'), [2026, 3, 31, 23], 5],
  ['daily over Auckland DST end', daily(), keysBetween('2026-04-03', '2026-04-06'), [2026, 4, 6, 6], 4],
  ['daily over Auckland DST start', daily(), keysBetween('2026-09-25', '2026-09-28'), [2026, 9, 28, 6], 4],
  ['MWF over NY spring forward weekend', mwf(), ['2026-03-06', '2026-03-09'], [2026, 3, 9, 3], 2],
  ['a year-long gap breaks it', daily(), ['2026-01-05'], [2027, 1, 5, 12], 0],
];

const LONGEST: [string, HabitSpec, string[], number][] = [
  ['empty', daily(), [], 0],
  [
    'daily runs: longest wins',
    daily(),
    [...keysBetween('2026-03-01', '2026-03-03'), ...keysBetween('2026-03-05', '2026-03-10'), '2026-03-12'],
    6,
  ],
  ['daily across a month boundary', daily(), keysBetween('2026-02-26', '2026-03-03'), 6],
  [
    'MWF across weeks, broken by a missed Friday',
    mwf(),
    ['2026-03-02', '2026-03-04', '2026-03-06', '2026-03-09', '2026-03-11', '2026-03-16', '2026-03-18'],
    5,
  ],
  ['MWF with extra unscheduled days', mwf(), ['2026-03-02', '2026-03-03', '2026-03-04', '2026-03-05', '2026-03-06'], 3],
  ['days before creation do not count', daily([2026, 3, 5, 23, 45]), keysBetween('2026-03-01', '2026-03-07'), 3],
  ['over London fall back', daily(), keysBetween('2026-10-23', '2026-10-27'), 5],
  ['over NY spring forward', daily(), keysBetween('2026-03-06', '2026-03-10'), 5],
  [
    'Saturday-only habit over a month',
    { days: ['Saturday'], target: 1, created: [2026, 2, 1] },
    ['2026-02-28', '2026-03-07', '2026-03-14', '2026-03-28'],
    3,
  ],
];

const TIME_ZONES = ['UTC', 'America/New_York', 'Europe/London', 'Asia/Kolkata', 'Pacific/Auckland'];

const server = setupTestServer({ shared: true });
const owners = new Map<string, string>();

beforeAll(async () => {
  for (const zone of TIME_ZONES) {
    const { userId } = await createUser(server, randomEmail(`streaks-${zone.replace('/', '-')}`));
    await server.db.query('update public.profiles set time_zone = $2 where user_id = $1', [userId, zone]);
    owners.set(zone, userId);
  }
}, 120_000);

/**
 * A habit of the zone's owner with these completions. Rows on unscheduled days or before the first day
 * cannot be added through the API; here they are written with triggers off (as old rows of a habit whose
 * schedule changed would be), then the stored runs are recomputed once.
 */
async function habitWith(zone: string, spec: HabitSpec, dates: string[]): Promise<string> {
  const userId = owners.get(zone) ?? '';
  return server.db.transaction(async (tx) => {
    const { rows } = await tx.query<{ id: string }>(
      `insert into public.habits (user_id, name, cue, two_minute_version, scheduled_time, scheduled_days, target_per_week, created_at)
       values ($1, 'Streak case', 'cue', 'two minutes', '07:00', $2, $3, $4::timestamp at time zone $5)
       returning id`,
      [userId, spec.days, spec.target, timestampOf(spec.created), zone],
    );
    const id = rows[0]?.id ?? '';
    await tx.query('set local session_replication_role = replica');
    await tx.query(
      'insert into public.habit_completions (habit_id, user_id, completion_date) select $1, $2, unnest($3::date[])',
      [id, userId, dates],
    );
    await tx.query('set local session_replication_role = origin');
    await tx.query('select public.refresh_habit_streak($1)', [id]);
    return id;
  });
}

async function streaksOf(habitId: string, today: string): Promise<{ current: number; longest: number }> {
  const { rows } = await server.db.query<{ current: number; longest: number }>(
    'select public.habit_current_streak(h, $2::date) as current, h.longest_streak as longest from public.habits h where h.id = $1',
    [habitId, today],
  );
  const row = rows[0];
  if (!row) throw new Error('habit not found');
  return { current: Number(row.current), longest: Number(row.longest) };
}

describe.each(TIME_ZONES)('fair streaks in %s', (zone) => {
  it.each(CURRENT)('current: %s', async (_label, spec, dates, now, expected) => {
    const habitId = await habitWith(zone, spec, dates);
    const { current, longest } = await streaksOf(habitId, dateOf(now));
    expect(current).toBe(expected);
    expect(longest).toBeGreaterThanOrEqual(expected);
  });

  it.each(LONGEST)('longest: %s', async (_label, spec, dates, expected) => {
    const habitId = await habitWith(zone, spec, dates);
    expect((await streaksOf(habitId, '2027-06-01')).longest).toBe(expected);
  });
});

describe('fair streaks against a plain count', () => {
  it('for a daily habit the longest streak is the longest run of consecutive dates, the current one the trailing run', async () => {
    // Deterministic pseudo-random 120-day histories.
    let seed = 42;
    const next = () => (seed = (seed * 1_103_515_245 + 12_345) % 2_147_483_648) / 2_147_483_648;
    const all = keysBetween('2026-01-01', '2026-04-30');
    for (let round = 0; round < 20; round += 1) {
      const density = 0.5 + next() * 0.45;
      const dates = all.filter(() => next() < density);
      let plain = 0;
      let run = 0;
      for (const key of all) {
        run = dates.includes(key) ? run + 1 : 0;
        plain = Math.max(plain, run);
      }
      // Today (the last day) still open: a missing today is skipped, not a break.
      let trailing = 0;
      const lastIndex = dates.includes(all[all.length - 1] as string) ? all.length - 1 : all.length - 2;
      for (let i = lastIndex; i >= 0 && dates.includes(all[i] as string); i -= 1) trailing += 1;

      const habitId = await habitWith('UTC', daily([2026, 1, 1, 0, 0]), dates);
      expect(await streaksOf(habitId, '2026-04-30')).toEqual({ current: trailing, longest: plain });
    }
  });
});
