// Rows for tests, written as the superuser so a suite can set up what it reads without going through RLS:
// one set for the server's own test schema (test/fixtures/schema, whose tables mirror the app's) and the
// app's schema (supabase/tests), exported to both through @onething/supabase-local/testing.
import type { Database } from '../../src/db/types.ts';

export type Row = Record<string, unknown>;

/** What the helpers need of a running test server: its superuser handle. */
type ServerDb = { db: Database };

/**
 * Habits written by the superuser here were created long ago, so completions on any test date
 * (uniqueDate() starts in 2020) fall on or after the habit's first day.
 */
export const LONG_AGO = '2019-12-01T12:00:00Z';
let habitsInserted = 0;

/** Inserts as the superuser (no RLS), through json_populate_record so omitted columns keep their defaults. */
export async function insertRow(server: ServerDb, table: string, given: Row): Promise<Row> {
  // A second apart, in insertion order, so "newest first" stays well defined.
  const createdAt = () => new Date(Date.parse(LONG_AGO) + 1000 * (habitsInserted += 1)).toISOString();
  const values =
    table === 'habits' && given['created_at'] === undefined ? { ...given, created_at: createdAt() } : given;
  const columns = Object.keys(values)
    .map((name) => `"${name}"`)
    .join(', ');
  const { rows } = await server.db.query<Row>(
    `insert into public.${table} (${columns}) select ${columns} from json_populate_record(null::public.${table}, $1::json) returning *`,
    [JSON.stringify(values)],
  );
  const row = rows[0];
  if (!row) throw new Error(`insert into ${table} returned nothing`);
  return row;
}

export async function insertId(server: ServerDb, table: string, values: Row): Promise<string> {
  return String((await insertRow(server, table, values))['id']);
}

/** Rows matching all of `filter`, read as the superuser. */
export async function selectRows(server: ServerDb, table: string, filter: Record<string, string>): Promise<Row[]> {
  const keys = Object.keys(filter);
  const where = keys.map((key, i) => `"${key}"::text = $${i + 1}`).join(' and ');
  const { rows } = await server.db.query<Row>(
    `select to_jsonb(t) as row from public.${table} t where ${where || 'true'}`,
    keys.map((key) => filter[key]),
  );
  return rows.map((r) => r['row'] as Row);
}

export async function countRows(server: ServerDb, table: string, filter: Record<string, string>): Promise<number> {
  return (await selectRows(server, table, filter)).length;
}

let dayCounter = 0;
/** A distinct date per call, so rows with per-day uniqueness never collide across tests. */
export function uniqueDate(): string {
  dayCounter += 1;
  const date = new Date(Date.UTC(2020, 0, 1 + dayCounter));
  return date.toISOString().slice(0, 10);
}

let nameCounter = 0;
export function uniqueName(prefix: string): string {
  nameCounter += 1;
  return `${prefix} ${nameCounter}`;
}

// Valid rows per table; tests override only what they are about. The server's test schema has the first
// five tables; the others are the app's.
export const valid = {
  habit: (userId: string, extra: Row = {}): Row => ({
    user_id: userId,
    name: uniqueName('Read'),
    cue: 'After coffee',
    two_minute_version: 'Read one page',
    scheduled_time: '07:00:00',
    ...extra,
  }),
  goal: (userId: string, extra: Row = {}): Row => ({
    user_id: userId,
    title: uniqueName('Goal'),
    is_active: false,
    ...extra,
  }),
  step: (goalId: string, extra: Row = {}): Row => ({ goal_id: goalId, title: uniqueName('Step'), ...extra }),
  session: (userId: string, extra: Row = {}): Row => ({ user_id: userId, duration_minutes: 25, ...extra }),
  playbook: (userId: string, extra: Row = {}): Row => ({ user_id: userId, title: uniqueName('Playbook'), ...extra }),
  reflection: (userId: string, extra: Row = {}): Row => ({
    user_id: userId,
    kind: 'daily',
    period_start: uniqueDate(),
    ...extra,
  }),
  completion: (userId: string, habitId: string, extra: Row = {}): Row => ({
    user_id: userId,
    habit_id: habitId,
    completion_date: uniqueDate(),
    ...extra,
  }),
  shieldLog: (userId: string, extra: Row = {}): Row => ({ user_id: userId, domain: 'youtube.com', ...extra }),
  group: (ownerId: string, extra: Row = {}): Row => ({ owner_id: ownerId, name: uniqueName('Group'), ...extra }),
  post: (groupId: string, userId: string, extra: Row = {}): Row => ({
    group_id: groupId,
    user_id: userId,
    body: 'Shipped my ONE Thing today',
    ...extra,
  }),
};
