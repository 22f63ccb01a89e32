// Stored streaks stay equal to a recount when completions of one habit arrive at the same time. On a
// Postgres server each request runs in its own transaction on its own connection, so a recount that read a
// snapshot taken before another request's completion was committed would store a streak that misses it.
// Every request here goes through its own supabase-js client, all at once (Promise.all), through both ways a
// client may change completions: set_habit_completion() and plain inserts/deletes of habit_completions.
import { createClient, type SupabaseClient } from '@supabase/supabase-js';
import { beforeAll, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import {
  type TestUser,
  LONG_AGO,
  createUser,
  expectOk,
  insertId,
  setupTestServer,
  randomEmail,
  valid,
} from './fixtures.ts';

/** Each race runs this many times in a row: one lost update in any round fails the test. */
const ROUNDS = 20;
/** Thirty consecutive days, long after the habits' creation (LONG_AGO) and long before today. */
const DAYS = Array.from({ length: 30 }, (_, i) => new Date(Date.UTC(2024, 3, 1 + i)).toISOString().slice(0, 10));

const server = setupTestServer({ shared: true });
let user: TestUser;
/** One client per concurrent request, all signed in as `user`. */
let clients: SupabaseClient[];

beforeAll(async () => {
  user = await createUser(server, randomEmail('streak-races'));
  clients = DAYS.map(() =>
    createClient(server.url, server.anonKey, {
      auth: { persistSession: false, autoRefreshToken: false, detectSessionInUrl: false },
      global: { headers: { Authorization: `Bearer ${user.accessToken}` } },
      realtime: { transport: WebSocket as never },
    }),
  );
}, 120_000);

type Way = 'rpc' | 'rest';

/** Sets one habit-day through `client`, the way the app's rpc or a plain REST request would. */
async function setDay(
  client: SupabaseClient,
  way: Way,
  habitId: string,
  day: string,
  completed: boolean,
): Promise<void> {
  if (way === 'rpc') {
    expectOk(await client.rpc('set_habit_completion', { p_habit_id: habitId, p_date: day, p_completed: completed }));
  } else if (completed) {
    expectOk(
      await client.from('habit_completions').insert({ habit_id: habitId, user_id: user.userId, completion_date: day }),
    );
  } else {
    expectOk(await client.from('habit_completions').delete().eq('habit_id', habitId).eq('completion_date', day));
  }
}

/** All of `changes` at the same time, each through its own client. */
async function race(habitId: string, changes: { day: string; way: Way; completed: boolean }[]): Promise<void> {
  await Promise.all(
    changes.map((change, i) => setDay(clients[i] as SupabaseClient, change.way, habitId, change.day, change.completed)),
  );
}

interface Streaks {
  streak: number;
  longest: number;
  lastDay: string | null;
}

/** What the habit row stores, and the same three counted afresh from its completions. */
async function storedAndRecounted(habitId: string): Promise<{ stored: Streaks; recounted: Streaks }> {
  const { rows } = await server.db.query<Record<string, string | number | null>>(
    `select h.streak, h.longest_streak, h.streak_last_day::text as last_day,
            r.last_run, r.longest_run, r.last_day::text as recount_last_day
     from public.habits h cross join lateral public.habit_runs(h, null) r
     where h.id = $1`,
    [habitId],
  );
  const row = rows[0];
  if (!row) throw new Error('habit not found');
  return {
    stored: {
      streak: Number(row['streak']),
      longest: Number(row['longest_streak']),
      lastDay: row['last_day'] as string | null,
    },
    recounted: {
      streak: Number(row['last_run']),
      longest: Number(row['longest_run']),
      lastDay: row['recount_last_day'] as string | null,
    },
  };
}

async function dailyHabit(): Promise<string> {
  return insertId(server, 'habits', valid.habit(user.userId, { created_at: LONG_AGO }));
}

describe('streaks under concurrent completions', () => {
  it.each<Way>(['rpc', 'rest'])(
    `two different days completed at the same time (%s), ${ROUNDS} times in a row`,
    async (way) => {
      for (let round = 0; round < ROUNDS; round += 1) {
        const habitId = await dailyHabit();
        await race(habitId, [
          { day: DAYS[0] as string, way, completed: true },
          { day: DAYS[1] as string, way, completed: true },
        ]);
        const { stored, recounted } = await storedAndRecounted(habitId);
        expect(stored, `round ${round + 1}`).toEqual(recounted);
        expect(stored).toEqual({ streak: 2, longest: 2, lastDay: DAYS[1] });
      }
    },
    120_000,
  );

  it(`30 consecutive days completed in parallel, then every third day removed in parallel, ${ROUNDS} times in a row`, async () => {
    // Half of the requests of each race through set_habit_completion, half as plain inserts or deletes.
    const wayOf = (i: number): Way => (i % 2 === 0 ? 'rpc' : 'rest');
    const removed = DAYS.filter((_, i) => i % 3 === 2);
    for (let round = 0; round < ROUNDS; round += 1) {
      const habitId = await dailyHabit();
      await race(
        habitId,
        DAYS.map((day, i) => ({ day, way: wayOf(i), completed: true })),
      );
      let counts = await storedAndRecounted(habitId);
      expect(counts.stored, `round ${round + 1}, completing`).toEqual(counts.recounted);
      expect(counts.stored).toEqual({ streak: 30, longest: 30, lastDay: DAYS[29] });

      await race(
        habitId,
        removed.map((day, i) => ({ day, way: wayOf(i), completed: false })),
      );
      counts = await storedAndRecounted(habitId);
      expect(counts.stored, `round ${round + 1}, removing`).toEqual(counts.recounted);
      // Runs of two between the removed days; the last day (index 29) is removed, so the run ends on index 28.
      expect(counts.stored).toEqual({ streak: 2, longest: 2, lastDay: DAYS[28] });
    }
  }, 120_000);
});
