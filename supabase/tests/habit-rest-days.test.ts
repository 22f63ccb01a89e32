// Skipped days, pauses (vacations) and streak freezes as the database keeps them (habit_walk and the streaks
// built on it, 20261201000500_habits.sql), table-driven: small histories with values worked out by hand, and
// a year of history against a plain count, with freezes on and off. Then the rules a hand-written request
// meets: what set_habit_skip, pause_habits and resume_habits refuse, and what no client may write.
import { beforeAll, describe, expect, it } from 'vitest';
import {
  type TestUser,
  createUser,
  expectOk,
  expectPgError,
  insertId,
  randomEmail,
  setupTestServer,
  valid,
} from './fixtures.ts';

const server = setupTestServer({ shared: true });

const ALL_DAYS = ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'];
const MWF = ['Monday', 'Wednesday', 'Friday'];
const DAY_MS = 86_400_000;

function keysBetween(from: string, to: string): string[] {
  const keys: string[] = [];
  for (let t = Date.parse(`${from}T00:00:00Z`); t <= Date.parse(`${to}T00:00:00Z`); t += DAY_MS) {
    keys.push(new Date(t).toISOString().slice(0, 10));
  }
  return keys;
}

type History = {
  days?: string[];
  done: string[];
  skipped?: string[];
  paused?: [string, string][];
};

let owner: string;
let ownerWithFreezes: string;

beforeAll(async () => {
  owner = (await createUser(server, randomEmail('rest-days'))).userId;
  ownerWithFreezes = (await createUser(server, randomEmail('rest-days-freezes'))).userId;
  await server.db.query('update public.profiles set streak_freezes = true where user_id = $1', [ownerWithFreezes]);
}, 60_000);

/** A habit created on 2026-01-01 (UTC owner) with this history, written as old rows are, then recounted once. */
async function habitWith(history: History, freezes: boolean): Promise<string> {
  const userId = freezes ? ownerWithFreezes : owner;
  const days = history.days ?? ALL_DAYS;
  return server.db.transaction(async (tx) => {
    const { rows } = await tx.query<{ id: string }>(
      `insert into public.habits (user_id, name, cue, two_minute_version, scheduled_time, scheduled_days, target_per_week, created_at)
       values ($1, 'Rest days', 'cue', 'two minutes', '07:00', $2, $3, '2026-01-01 08:00:00+00') returning id`,
      [userId, days, days.length],
    );
    const id = rows[0]?.id ?? '';
    await tx.query('set local session_replication_role = replica');
    await tx.query(
      'insert into public.habit_completions (habit_id, user_id, completion_date) select $1, $2, unnest($3::date[])',
      [id, userId, history.done],
    );
    await tx.query('insert into public.habit_skips (habit_id, user_id, skip_date) select $1, $2, unnest($3::date[])', [
      id,
      userId,
      history.skipped ?? [],
    ]);
    for (const [first, last] of history.paused ?? []) {
      await tx.query(
        'insert into public.habit_pauses (habit_id, user_id, first_day, last_day) values ($1, $2, $3, $4)',
        [id, userId, first, last],
      );
    }
    await tx.query('set local session_replication_role = origin');
    await tx.query('select public.refresh_habit_streak($1)', [id]);
    return id;
  });
}

async function streaksOf(habitId: string, today: string) {
  const { rows } = await server.db.query<{ current: number; longest: number; held: number }>(
    `select public.habit_current_streak(h, $2::date) as current, h.longest_streak as longest,
            h.streak_freezes_held as held
     from public.habits h where h.id = $1`,
    [habitId, today],
  );
  const row = rows[0];
  if (!row) throw new Error('habit not found');
  return { current: Number(row.current), longest: Number(row.longest), held: Number(row.held) };
}

async function frozenDays(habitId: string, through: string): Promise<string[]> {
  const { rows } = await server.db.query<{ day: string }>(
    `select w.day::text as day from public.habits h, public.habit_walk(h, $2::date) w
     where h.id = $1 and w.state = 'frozen' order by w.day`,
    [habitId, through],
  );
  return rows.map((row) => row.day);
}

// [case, history, freezes on, today, current, longest, frozen days up to the day before today]
const CASES: [string, History, boolean, string, number, number, string[]][] = [
  [
    'a skipped day neither breaks nor extends',
    { done: [...keysBetween('2026-03-01', '2026-03-05'), '2026-03-07'], skipped: ['2026-03-06'] },
    false,
    '2026-03-07',
    6,
    6,
    [],
  ],
  [
    'a pause between runs joins them',
    { done: [...keysBetween('2026-03-01', '2026-03-03'), '2026-03-11'], paused: [['2026-03-04', '2026-03-10']] },
    false,
    '2026-03-11',
    4,
    4,
    [],
  ],
  [
    'a pause under way keeps the streak',
    { done: keysBetween('2026-03-01', '2026-03-05'), paused: [['2026-03-06', '2026-03-20']] },
    false,
    '2026-03-15',
    5,
    5,
    [],
  ],
  [
    'a skip after the last completion keeps it',
    { done: keysBetween('2026-03-01', '2026-03-05'), skipped: ['2026-03-06'] },
    false,
    '2026-03-07',
    5,
    5,
    [],
  ],
  [
    'a miss still breaks without freezes',
    { done: [...keysBetween('2026-03-01', '2026-03-07'), '2026-03-09'] },
    false,
    '2026-03-09',
    1,
    7,
    [],
  ],
  [
    'a 7-day run earns a freeze that covers a miss',
    { done: [...keysBetween('2026-03-01', '2026-03-07'), '2026-03-09'] },
    true,
    '2026-03-09',
    8,
    8,
    ['2026-03-08'],
  ],
  [
    'one freeze does not cover two misses',
    { done: [...keysBetween('2026-03-01', '2026-03-07'), '2026-03-10'] },
    true,
    '2026-03-10',
    1,
    7,
    ['2026-03-08'],
  ],
  [
    'two freezes after 14 days cover two misses',
    { done: [...keysBetween('2026-03-01', '2026-03-14'), '2026-03-17'] },
    true,
    '2026-03-17',
    15,
    15,
    ['2026-03-15', '2026-03-16'],
  ],
  [
    'at most two are held, whatever the run',
    { done: [...keysBetween('2026-03-01', '2026-03-21'), '2026-03-25'] },
    true,
    '2026-03-25',
    1,
    21,
    ['2026-03-22', '2026-03-23'],
  ],
  [
    'a freeze covers a miss after the last completion',
    { done: keysBetween('2026-03-01', '2026-03-07') },
    true,
    '2026-03-09',
    7,
    7,
    ['2026-03-08'],
  ],
  [
    'one held freeze does not cover two misses after it',
    { done: keysBetween('2026-03-01', '2026-03-07') },
    true,
    '2026-03-10',
    0,
    7,
    ['2026-03-08'],
  ],
  [
    'a run shorter than 7 earns nothing',
    { done: [...keysBetween('2026-03-01', '2026-03-06'), '2026-03-08'] },
    true,
    '2026-03-08',
    1,
    6,
    [],
  ],
  [
    'skipped days do not earn freezes',
    { done: [...keysBetween('2026-03-01', '2026-03-06'), '2026-03-09'], skipped: ['2026-03-07'] },
    true,
    '2026-03-09',
    1,
    6,
    [],
  ],
  [
    'MWF: a skipped Wednesday between Monday and Friday',
    { days: MWF, done: ['2026-03-02', '2026-03-06'], skipped: ['2026-03-04'] },
    false,
    '2026-03-06',
    2,
    2,
    [],
  ],
  [
    'MWF: a paused week',
    {
      days: MWF,
      done: ['2026-03-02', '2026-03-04', '2026-03-06', '2026-03-16'],
      paused: [['2026-03-07', '2026-03-15']],
    },
    false,
    '2026-03-16',
    4,
    4,
    [],
  ],
];

describe('skips, pauses and freezes, worked out by hand', () => {
  it.each(CASES)('%s', async (_, history, freezes, today, current, longest, frozen) => {
    const habitId = await habitWith(history, freezes);
    expect(await streaksOf(habitId, today)).toMatchObject({ current, longest });
    const yesterday = new Date(Date.parse(`${today}T00:00:00Z`) - DAY_MS).toISOString().slice(0, 10);
    expect(await frozenDays(habitId, yesterday)).toEqual(frozen);
  });
});

/** The rule as a plain count: the run, the longest run and the frozen days of a daily habit's year. */
function plainCount(all: string[], done: Set<string>, rest: Set<string>, freezesOn: boolean, today: string) {
  let run = 0;
  let longest = 0;
  let held = 0;
  let started = false;
  const frozen: string[] = [];
  let current = 0;
  for (const day of all) {
    if (day > today) break;
    if (done.has(day)) {
      started = true;
      run += 1;
      longest = Math.max(longest, run);
      if (freezesOn && run % 7 === 0) held = Math.min(held + 1, 2);
    } else if (!started || rest.has(day)) {
      // Before the first completion nothing counts; skipped and paused days are neutral.
    } else if (day === today) {
      // Today stays open.
    } else if (held > 0) {
      held -= 1;
      frozen.push(day);
    } else {
      run = 0;
    }
    current = run;
  }
  return { current, longest, frozen };
}

describe('a year of history against a plain count', () => {
  it.each([false, true])('with freezes %s: skips, two vacations and misses', async (freezesOn) => {
    let seed = freezesOn ? 7 : 11;
    const next = () => (seed = (seed * 1_103_515_245 + 12_345) % 2_147_483_648) / 2_147_483_648;
    const all = keysBetween('2026-01-01', '2026-12-31');
    const paused: [string, string][] = [
      ['2026-04-10', '2026-04-24'],
      ['2026-08-01', '2026-08-14'],
    ];
    const inPause = (day: string) => paused.some(([first, last]) => day >= first && day <= last);
    const done: string[] = [];
    const skipped: string[] = [];
    for (const day of all) {
      if (inPause(day)) continue;
      const roll = next();
      if (roll < 0.8) done.push(day);
      else if (roll < 0.86) skipped.push(day);
    }
    const habitId = await habitWith({ done, skipped, paused }, freezesOn);
    const rest = new Set([...skipped, ...all.filter(inPause)]);
    for (const today of ['2026-03-31', '2026-06-30', '2026-12-31']) {
      const expected = plainCount(all, new Set(done), rest, freezesOn, today);
      const got = await streaksOf(habitId, today);
      expect(got.current).toBe(expected.current);
      const yesterday = new Date(Date.parse(`${today}T00:00:00Z`) - DAY_MS).toISOString().slice(0, 10);
      expect(await frozenDays(habitId, yesterday)).toEqual(expected.frozen);
    }
    expect((await streaksOf(habitId, '2026-12-31')).longest).toBe(
      plainCount(all, new Set(done), rest, freezesOn, '2026-12-31').longest,
    );
    if (freezesOn) expect((await frozenDays(habitId, '2026-12-30')).length).toBeGreaterThan(0);
  });
});

describe('what a request may and may not do', () => {
  let user: TestUser;
  let habitId: string;
  let today: string;
  beforeAll(async () => {
    user = await createUser(server, randomEmail('rest-days-api'));
    habitId = await insertId(server, 'habits', valid.habit(user.userId));
    const { rows } = await server.db.query<{ today: string }>('select public.user_today($1)::text as today', [
      user.userId,
    ]);
    today = rows[0]!.today;
  });

  it('skips a day (taking its completion away), and a completion takes a skip away', async () => {
    expectOk(await user.client.rpc('set_habit_completion', { p_habit_id: habitId, p_date: today, p_completed: true }));
    const skipped = await user.client.rpc('set_habit_skip', {
      p_habit_id: habitId,
      p_date: today,
      p_skipped: true,
      p_reason: ' Sick ',
    });
    expectOk(skipped);
    expect(skipped.data).toMatchObject({ skipped: true, current_streak: 0 });
    const { data: skips } = await user.client.from('habit_skips').select('skip_date, reason').eq('habit_id', habitId);
    expect(skips).toEqual([{ skip_date: today, reason: 'Sick' }]);
    const rest = await user.client.rpc('habit_rest_days');
    expect(rest.data).toMatchObject({ skips: [{ habit_id: habitId, skip_date: today, reason: 'Sick' }], pauses: [] });
    const { data: none } = await user.client.from('habit_completions').select('id').eq('habit_id', habitId);
    expect(none).toEqual([]);
    expectOk(await user.client.rpc('set_habit_completion', { p_habit_id: habitId, p_date: today, p_completed: true }));
    const { data: gone } = await user.client.from('habit_skips').select('skip_date').eq('habit_id', habitId);
    expect(gone).toEqual([]);
  });

  it('refuses a reason of more than 200 characters, an unscheduled day, and another user’s habit', async () => {
    const long = await user.client.rpc('set_habit_skip', {
      p_habit_id: habitId,
      p_date: today,
      p_skipped: true,
      p_reason: 'x'.repeat(201),
    });
    expectPgError(long, '23514', 400);
    const mondays = await insertId(
      server,
      'habits',
      valid.habit(user.userId, { scheduled_days: ['Monday'], target_per_week: 1 }),
    );
    const { rows } = await server.db.query<{ day: string }>(
      "select (d::date)::text as day from generate_series($1::date, $1::date + 6, interval '1 day') d where extract(dow from d) <> 1 limit 1",
      [today],
    );
    expectPgError(
      await user.client.rpc('set_habit_skip', { p_habit_id: mondays, p_date: rows[0]!.day, p_skipped: true }),
      '23514',
      400,
    );
    const other = await createUser(server, randomEmail('rest-days-other'));
    expectPgError(
      await other.client.rpc('set_habit_skip', { p_habit_id: habitId, p_date: today, p_skipped: true }),
      '42501',
      403,
    );
    expectPgError(
      await other.client.rpc('pause_habits', { p_habit_ids: [habitId], p_first_day: today, p_last_day: today }),
      '42501',
      403,
    );
  });

  it('pauses with a range that does not end before it starts and is at most a year, merging what overlaps', async () => {
    const ends = await user.client.rpc('pause_habits', {
      p_habit_ids: [habitId],
      p_first_day: '2026-06-10',
      p_last_day: '2026-06-01',
    });
    expectPgError(ends, '23514', 400);
    expect(ends.error?.message).toBe('A pause cannot end before it starts.');
    expectPgError(
      await user.client.rpc('pause_habits', {
        p_habit_ids: [habitId],
        p_first_day: '2026-01-01',
        p_last_day: '2027-01-10',
      }),
      '23514',
      400,
    );
    expectOk(
      await user.client.rpc('pause_habits', {
        p_habit_ids: [habitId],
        p_first_day: '2026-06-01',
        p_last_day: '2026-06-10',
      }),
    );
    const merged = await user.client.rpc('pause_habits', {
      p_habit_ids: [habitId],
      p_first_day: '2026-06-11',
      p_last_day: '2026-06-20',
    });
    expectOk(merged);
    const { data } = await user.client.from('habit_pauses').select('first_day, last_day').eq('habit_id', habitId);
    expect(data).toEqual([{ first_day: '2026-06-01', last_day: '2026-06-20' }]);
  });

  it('pauses every habit at once, and resuming ends the pause the day before', async () => {
    const second = await insertId(server, 'habits', valid.habit(user.userId));
    expectOk(await user.client.rpc('pause_habits', { p_habit_ids: null, p_first_day: today, p_last_day: today }));
    const { data: all } = await user.client
      .from('habit_pauses')
      .select('habit_id')
      .lte('first_day', today)
      .gte('last_day', today);
    expect((all ?? []).map((p) => p.habit_id)).toEqual(expect.arrayContaining([habitId, second]));
    const resumed = await user.client.rpc('resume_habits', { p_habit_ids: [second], p_day: today });
    expectOk(resumed);
    const { data: left } = await user.client
      .from('habit_pauses')
      .select('habit_id')
      .lte('first_day', today)
      .gte('last_day', today);
    expect((left ?? []).map((p) => p.habit_id)).not.toContain(second);
  });

  it('keeps a deleted habit’s skips and pauses for its undo', async () => {
    const kept = await insertId(server, 'habits', valid.habit(user.userId));
    expectOk(
      await user.client.rpc('set_habit_skip', { p_habit_id: kept, p_date: today, p_skipped: true, p_reason: 'Rest' }),
    );
    expectOk(
      await user.client.rpc('pause_habits', {
        p_habit_ids: [kept],
        p_first_day: '2026-07-01',
        p_last_day: '2026-07-05',
      }),
    );
    expectOk(await user.client.rpc('delete_habit', { p_habit_id: kept }));
    expectOk(await user.client.rpc('restore_habit', { p_habit_id: kept }));
    const { data: skips } = await user.client.from('habit_skips').select('skip_date, reason').eq('habit_id', kept);
    expect(skips).toEqual([{ skip_date: today, reason: 'Rest' }]);
    const { data: pauses } = await user.client.from('habit_pauses').select('first_day, last_day').eq('habit_id', kept);
    expect(pauses).toEqual([{ first_day: '2026-07-01', last_day: '2026-07-05' }]);
  });

  it('gives no client a way to write freezes, streaks or pauses directly', async () => {
    expectPgError(await user.client.from('habits').update({ streak_freezes_held: 2 }).eq('id', habitId), '42501', 403);
    expectPgError(
      await user.client
        .from('habit_pauses')
        .insert({ habit_id: habitId, user_id: user.userId, first_day: today, last_day: today }),
      '42501',
      403,
    );
  });
});

describe('history before the habit was added', () => {
  it('takes completions back to the day the owner began it, counts them in the streak, and refuses earlier ones', async () => {
    const who = await createUser(server, randomEmail('history-start'));
    const habitId = await insertId(server, 'habits', valid.habit(who.userId));
    // Added today (the fixtures date rows back).
    await server.db.query('update public.habits set created_at = now() where id = $1', [habitId]);
    const { rows } = await server.db.query<{ today: string; back: string; before: string; later: string }>(
      `select public.user_today($1)::text as today, (public.user_today($1) - 20)::text as back,
              (public.user_today($1) - 31)::text as before, (public.user_today($1) + 3)::text as later`,
      [who.userId],
    );
    const { today, back, before, later } = rows[0]!;
    expectPgError(
      await who.client.rpc('set_habit_completion', { p_habit_id: habitId, p_date: back, p_completed: true }),
      '23514',
      400,
    );
    const tooLate = await who.client.from('habits').update({ history_start: later }).eq('id', habitId);
    expectPgError(tooLate, '23514', 400);
    expectPgError(
      await who.client.from('habits').update({ history_start: '2000-01-01' }).eq('id', habitId),
      '23514',
      400,
    );
    const { rows: start } = await server.db.query<{ day: string }>('select (public.user_today($1) - 30)::text as day', [
      who.userId,
    ]);
    expectOk(await who.client.from('habits').update({ history_start: start[0]!.day }).eq('id', habitId));
    const days = await server.db.query<{ day: string }>(
      `select (public.user_today($1) - g)::text as day from generate_series(0, 20) g order by 1`,
      [who.userId],
    );
    for (const { day } of days.rows) {
      expectOk(await who.client.rpc('set_habit_completion', { p_habit_id: habitId, p_date: day, p_completed: true }));
    }
    const last = await who.client.rpc('set_habit_completion', {
      p_habit_id: habitId,
      p_date: today,
      p_completed: true,
    });
    expect(last.data).toMatchObject({ current_streak: 21, longest_streak: 21 });
    expectPgError(
      await who.client.rpc('set_habit_completion', { p_habit_id: habitId, p_date: before, p_completed: true }),
      '23514',
      400,
    );
  });
});

describe('archiving', () => {
  it('archives a habit keeping its history, brings it back, and refuses another user’s habit', async () => {
    const who = await createUser(server, randomEmail('archive'));
    const habitId = await insertId(server, 'habits', valid.habit(who.userId));
    const archived = await who.client.rpc('set_habit_archived', { p_habit_id: habitId, p_archived: true });
    expectOk(archived);
    const at = (archived.data as { archived_at: string }).archived_at;
    expect(at).not.toBeNull();
    const again = await who.client.rpc('set_habit_archived', { p_habit_id: habitId, p_archived: true });
    expect((again.data as { archived_at: string }).archived_at).toBe(at);
    const other = await createUser(server, randomEmail('archive-other'));
    expectPgError(
      await other.client.rpc('set_habit_archived', { p_habit_id: habitId, p_archived: false }),
      '42501',
      403,
    );
    expectPgError(await who.client.from('habits').update({ archived_at: null }).eq('id', habitId), '42501', 403);
    const back = await who.client.rpc('set_habit_archived', { p_habit_id: habitId, p_archived: false });
    expect((back.data as { archived_at: string | null }).archived_at).toBeNull();
  });
});

describe('the owner’s order', () => {
  it('puts the given habits in that order, refusing another user’s habit or one listed twice', async () => {
    const who = await createUser(server, randomEmail('order'));
    const [a, b, c] = [
      await insertId(server, 'habits', valid.habit(who.userId)),
      await insertId(server, 'habits', valid.habit(who.userId)),
      await insertId(server, 'habits', valid.habit(who.userId)),
    ];
    const done = await who.client.rpc('reorder_habits', { p_habit_ids: [c, a, b] });
    expectOk(done);
    expect(done.data).toBe(3);
    const { data } = await who.client.from('habits').select('id, sort_order').order('sort_order');
    expect(data).toEqual([
      { id: c, sort_order: 0 },
      { id: a, sort_order: 1 },
      { id: b, sort_order: 2 },
    ]);
    expectPgError(await who.client.rpc('reorder_habits', { p_habit_ids: [a, a] }), '23514', 400);
    const other = await createUser(server, randomEmail('order-other'));
    expectPgError(await other.client.rpc('reorder_habits', { p_habit_ids: [a] }), '42501', 403);
    expectPgError(await who.client.from('habits').update({ sort_order: 5 }).eq('id', a), '42501', 403);
  });
});
