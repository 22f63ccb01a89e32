// Rows of the server's test schema (test/fixtures/schema), written as the superuser so a suite can set up
// what it reads without going through RLS.
import type { TestServer } from './test-server.ts';

export type Row = Record<string, unknown>;

/** Inserts as the superuser (no RLS), through json_populate_record so omitted columns keep their defaults. */
export async function insertRow(server: TestServer, table: string, values: Row): Promise<Row> {
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

export async function insertId(server: TestServer, table: string, values: Row): Promise<string> {
  return String((await insertRow(server, table, values))['id']);
}

let nameCounter = 0;
function uniqueName(prefix: string): string {
  nameCounter += 1;
  return `${prefix} ${nameCounter}`;
}

// Valid rows per table; tests override only what they are about.
export const valid = {
  habit: (userId: string, extra: Row = {}): Row => ({
    user_id: userId,
    name: uniqueName('Read'),
    cue: 'After coffee',
    two_minute_version: 'Read one page',
    scheduled_time: '07:00:00',
    ...extra,
  }),
  goal: (userId: string, extra: Row = {}): Row => ({ user_id: userId, title: uniqueName('Goal'), is_active: false, ...extra }),
  step: (goalId: string, extra: Row = {}): Row => ({ goal_id: goalId, title: uniqueName('Step'), ...extra }),
  session: (userId: string, extra: Row = {}): Row => ({ user_id: userId, duration_minutes: 25, ...extra }),
  playbook: (userId: string, extra: Row = {}): Row => ({ user_id: userId, title: uniqueName('Playbook'), ...extra }),
};
