// The app's tables stream their changes through Realtime (each domain's migration file ends by adding its
// tables to the publication supabase_realtime): a user's other devices receive the changes of their own
// rows, filtered by user where the table has one and by row level security where it does not (steps and
// time blocks belong to a goal); another user receives none of them.
import type { RealtimePostgresChangesPayload } from '@supabase/supabase-js';
import { describe, expect, it } from 'vitest';
import { createUser, insertId, insertRow, randomEmail, setupTestServer, valid, type Client } from './fixtures.ts';

const server = setupTestServer({ shared: true });

type Change = RealtimePostgresChangesPayload<Record<string, unknown>>;

async function waitFor(check: () => boolean, what: string): Promise<void> {
  const until = Date.now() + 5000;
  while (!check()) {
    if (Date.now() > until) throw new Error(`timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

/** Subscribes to each table (filtered to the user's rows where `filter` is given) and collects what arrives. */
async function listen(client: Client, tables: { table: string; filter?: string }[]): Promise<Change[]> {
  const changes: Change[] = [];
  let channel = client.channel(`streams-${Math.random()}`);
  for (const { table, filter } of tables) {
    channel = channel.on(
      'postgres_changes' as never,
      { event: '*', schema: 'public', table, ...(filter ? { filter } : {}) },
      (payload: Change) => void changes.push(payload),
    );
  }
  let status = '';
  channel.subscribe((s) => (status = s));
  await waitFor(() => status === 'SUBSCRIBED', 'the subscription');
  return changes;
}

describe('Realtime streams of the app tables', () => {
  it("sends a user's own changes to that user only", async () => {
    const [owner, other] = await Promise.all([
      createUser(server, randomEmail('streams-owner')),
      createUser(server, randomEmail('streams-other')),
    ]);
    const watch = (userId: string) => [
      { table: 'habit_completions', filter: `user_id=eq.${userId}` },
      { table: 'one_thing_goals', filter: `user_id=eq.${userId}` },
      { table: 'one_thing_tasks' },
    ];
    const [mine, theirs] = await Promise.all([
      listen(owner.client, watch(owner.userId)),
      listen(other.client, watch(other.userId)),
    ]);

    const habitId = await insertId(server, 'habits', valid.habit(owner.userId));
    const goalId = await insertId(server, 'one_thing_goals', valid.goal(owner.userId));
    await insertRow(server, 'one_thing_tasks', valid.step(goalId));
    await insertRow(server, 'habit_completions', valid.completion(owner.userId, habitId));

    await waitFor(() => mine.length === 3, "the owner's three inserts");
    expect(mine.map((c) => `${c.table} ${c.eventType}`).sort()).toEqual([
      'habit_completions INSERT',
      'one_thing_goals INSERT',
      'one_thing_tasks INSERT',
    ]);
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(theirs).toEqual([]);
  });
});
