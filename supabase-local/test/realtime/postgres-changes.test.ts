// Supabase Realtime's postgres_changes served by supabase-local, through the unchanged supabase-js client:
// what arrives for inserts, updates and deletes made by other clients, row level security per subscriber,
// filters, column privileges, large rows, tokens (invalid, expired, refreshed) and reconnection.
import { SignJWT } from 'jose';
import { afterAll, describe, expect, it } from 'vitest';
import type { SupabaseClient } from '@supabase/supabase-js';
import { createClient } from '@supabase/supabase-js';
import WebSocket from 'ws';
import { createTestClient, createUser, setupTestServer } from '../helpers/test-server.ts';
import { pause, subscribe, waitFor, type Change } from './realtime-helpers.ts';

const server = setupTestServer();
const clients: SupabaseClient[] = [];

afterAll(async () => {
  await Promise.all(clients.map((client) => client.removeAllChannels()));
});

async function user() {
  const created = await createUser(server);
  clients.push(created.client);
  return created;
}

/** A second client signed in as the same user: another device. */
async function secondDevice(email: string): Promise<SupabaseClient> {
  const client = createTestClient(server);
  const { error } = await client.auth.signInWithPassword({ email, password: 'password123' });
  if (error) throw error;
  clients.push(client);
  return client;
}

const ofType = (changes: Change[], type: string) => changes.filter((c) => c.eventType === type);

describe('postgres_changes through supabase-js', () => {
  it('delivers inserts, updates and deletes made on another device, with the shapes supabase-js parses', async () => {
    const alice = await user();
    const sub = await subscribe(alice.client, [{ event: '*', table: 'habits' }]);
    expect(sub.systemMessages).toContainEqual(
      expect.objectContaining({ extension: 'postgres_changes', status: 'ok', message: 'Subscribed to PostgreSQL' }),
    );
    const other = await secondDevice(alice.email);

    const inserted = await other
      .from('habits')
      .insert({ user_id: alice.userId, name: 'Read', scheduled_days: ['Monday'], target_per_week: 3 })
      .select()
      .single();
    expect(inserted.error).toBeNull();
    const id = inserted.data!.id as string;
    await waitFor(() => sub.changes.length >= 1, 5000, 'the insert');
    const insert = sub.changes[0]!;
    expect(insert).toMatchObject({ schema: 'public', table: 'habits', eventType: 'INSERT', errors: null });
    expect(insert.new).toMatchObject({
      id,
      name: 'Read',
      scheduled_days: ['Monday'],
      target_per_week: 3,
      user_id: alice.userId,
    });
    expect(insert.old).toEqual({});
    expect(insert.commit_timestamp).toMatch(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/);

    expect((await other.from('habits').update({ name: 'Read more' }).eq('id', id)).error).toBeNull();
    await waitFor(() => ofType(sub.changes, 'UPDATE').length === 1, 5000, 'the update');
    const update = ofType(sub.changes, 'UPDATE')[0]!;
    expect(update.new).toMatchObject({ id, name: 'Read more' });
    // Without REPLICA IDENTITY FULL the old row is its primary key, as on hosted Supabase.
    expect(update.old).toEqual({ id });

    expect((await other.from('habits').delete().eq('id', id)).error).toBeNull();
    await waitFor(() => ofType(sub.changes, 'DELETE').length === 1, 5000, 'the delete');
    const deleted = ofType(sub.changes, 'DELETE')[0]!;
    expect(deleted.old).toEqual({ id });
    expect(deleted.new).toEqual({});
  });

  it('sends an insert or update only to subscribers whose SELECT policy shows the row; a delete carries only the key', async () => {
    const [alice, bob] = await Promise.all([user(), user()]);
    const [aliceSub, bobSub] = await Promise.all([
      subscribe(alice.client, [{ event: '*', table: 'habits' }]),
      subscribe(bob.client, [{ event: '*', table: 'habits' }]),
    ]);
    const { data } = await alice.client
      .from('habits')
      .insert({ user_id: alice.userId, name: 'Private' })
      .select()
      .single();
    await alice.client.from('habits').update({ name: 'Still private' }).eq('id', data!.id);
    // The policy is checked against the row as it is when the change is sent: the update is Alice's only
    // while the row exists.
    await waitFor(() => aliceSub.changes.length === 2, 5000, "alice's insert and update");
    await alice.client.from('habits').delete().eq('id', data!.id);
    await waitFor(() => aliceSub.changes.length === 3, 5000, "alice's three changes");
    await waitFor(() => bobSub.changes.length >= 1, 5000, "bob's delete");
    await pause(300);
    expect(bobSub.changes.map((c) => c.eventType)).toEqual(['DELETE']);
    expect(bobSub.changes[0]!.old).toEqual({ id: data!.id });
    expect(JSON.stringify(bobSub.changes)).not.toContain('private');
  });

  it('applies filters (eq, neq, lt, lte, gt, gte, in) to the changed row, typed as its column', async () => {
    const alice = await user();
    const filters = [
      'points=eq.10',
      'points=neq.10',
      'points=lt.10',
      'points=lte.10',
      'points=gt.10',
      'points=gte.10',
      'points=in.(5,20)',
    ];
    const subs = await Promise.all(
      filters.map((filter) => subscribe(alice.client, [{ event: 'INSERT', table: 'scores', filter }])),
    );
    const mine = await subscribe(alice.client, [
      { event: 'INSERT', table: 'scores', filter: `user_id=eq.${alice.userId}` },
    ]);
    for (const points of [5, 10, 20]) {
      expect((await alice.client.from('scores').insert({ points })).error).toBeNull();
    }
    await waitFor(() => mine.changes.length === 3, 5000, 'the three inserts');
    await pause(300);
    const received = subs.map((sub) => sub.changes.map((c) => (c.new as Record<string, unknown>).points));
    expect(received).toEqual([[10], [5, 20], [5], [5, 10], [20], [10, 20], [5, 20]]);
  });

  it('sends one change per row of a statement that changes several, each update with its own old key', async () => {
    const alice = await user();
    const sub = await subscribe(alice.client, [{ event: '*', table: 'scores', filter: `user_id=eq.${alice.userId}` }]);
    expect((await alice.client.from('scores').insert([{ points: 1 }, { points: 2 }, { points: 3 }])).error).toBeNull();
    const inserted = await alice.client.from('scores').select('id');
    expect((await alice.client.from('scores').update({ note: 'bumped' }).eq('user_id', alice.userId)).error).toBeNull();
    // Before the delete: an update is sent only while its row is still there for the policy to show.
    await waitFor(() => ofType(sub.changes, 'UPDATE').length === 3, 5000, 'the three updates');
    expect((await alice.client.from('scores').delete().eq('user_id', alice.userId)).error).toBeNull();
    await waitFor(() => sub.changes.length === 9, 5000, 'three inserts, updates and deletes');
    const ids = (inserted.data ?? []).map((row) => row.id).sort();
    for (const type of ['INSERT', 'UPDATE', 'DELETE']) {
      const changes = ofType(sub.changes, type);
      const keys = changes.map((c) => (type === 'DELETE' ? c.old : c.new) as Record<string, unknown>);
      expect(keys.map((k) => k.id).sort()).toEqual(ids);
    }
    for (const update of ofType(sub.changes, 'UPDATE')) {
      expect(update.old).toEqual({ id: (update.new as Record<string, unknown>).id });
      expect(update.new).toMatchObject({ note: 'bumped' });
    }
  });

  it('sends only the columns the role may read, and refuses a filter on an unknown column or with a value of the wrong type', async () => {
    const alice = await user();
    const sub = await subscribe(alice.client, [{ event: 'INSERT', table: 'scores' }]);
    await alice.client.from('scores').insert({ points: 1, note: 'visible', secret: 'hidden' });
    await waitFor(() => sub.changes.length === 1, 5000, 'the insert');
    expect(sub.changes[0]!.new).toMatchObject({ points: 1, note: 'visible' });
    expect(sub.changes[0]!.new).not.toHaveProperty('secret');

    const badColumn = await subscribe(alice.client, [{ event: '*', table: 'scores', filter: 'nope=eq.1' }]);
    const badValue = await subscribe(alice.client, [{ event: '*', table: 'scores', filter: 'points=eq.many' }]);
    for (const bad of [badColumn, badValue]) {
      await waitFor(() => bad.systemMessages.length > 0, 5000, 'the system message');
      expect(bad.systemMessages[0]).toMatchObject({ extension: 'postgres_changes', status: 'error' });
    }
  });

  it('streams a row larger than a notification whole, and one over 1 MB without its long values (error 413)', async () => {
    const alice = await user();
    const sub = await subscribe(alice.client, [{ event: 'INSERT', table: 'scores' }]);
    const long = 'x'.repeat(20_000);
    await alice.client.from('scores').insert({ points: 2, note: long });
    await waitFor(() => sub.changes.length === 1, 5000, 'the large insert');
    expect((sub.changes[0]!.new as Record<string, unknown>).note).toBe(long);

    await server.db.query('insert into public.scores (user_id, points, note) values ($1, 3, $2)', [
      alice.userId,
      'y'.repeat(1_100_000),
    ]);
    await waitFor(() => sub.changes.length === 2, 5000, 'the too-large insert');
    expect(sub.changes[1]!.errors).toEqual(['Error 413: Payload Too Large']);
    expect(sub.changes[1]!.new).toMatchObject({ points: 3 });
    expect(sub.changes[1]!.new).not.toHaveProperty('note');
  });

  it('refuses a join with an expired or forged token, and closes a channel whose refreshed token is invalid', async () => {
    const alice = await user();
    const secret = new TextEncoder().encode(server.jwtSecret);
    const now = Math.floor(Date.now() / 1000);
    const expired = await new SignJWT({ role: 'authenticated', sub: alice.userId })
      .setProtectedHeader({ alg: 'HS256' })
      .setIssuedAt(now - 7200)
      .setExpirationTime(now - 3600)
      .sign(secret);
    const forged = await new SignJWT({ role: 'authenticated', sub: alice.userId })
      .setProtectedHeader({ alg: 'HS256' })
      .setExpirationTime(now + 3600)
      .sign(new TextEncoder().encode('not-the-secret-not-the-secret-not-the-secret'));

    const stale = createTestClient(server);
    clients.push(stale);
    await stale.realtime.setAuth(expired);
    const refused = await subscribe(stale, [{ event: '*', table: 'habits' }], { expect: 'CHANNEL_ERROR' });
    expect(refused.statuses).toContain('CHANNEL_ERROR');
    expect(refused.errors[0]?.message).toMatch(/Token has expired 3\d{3} seconds ago/);
    await stale.removeAllChannels();

    await stale.realtime.setAuth(forged);
    const fake = await subscribe(stale, [{ event: '*', table: 'habits' }], { expect: 'CHANNEL_ERROR' });
    expect(fake.errors[0]?.message).toMatch(/Failed to validate JWT signature/);
    await stale.removeAllChannels();

    // A refreshed valid token keeps the channel; an invalid one shuts it with a system message.
    const sub = await subscribe(alice.client, [{ event: '*', table: 'habits' }]);
    const refreshed = await alice.client.auth.refreshSession();
    await alice.client.realtime.setAuth(refreshed.data.session!.access_token);
    await alice.client.from('habits').insert({ user_id: alice.userId, name: 'After refresh' });
    await waitFor(() => sub.changes.length === 1, 5000, 'the change after a refresh');
    await alice.client.realtime.setAuth(expired);
    await waitFor(() => sub.statuses.includes('CLOSED'), 5000, 'the channel to close');
    expect(sub.systemMessages).toContainEqual(
      expect.objectContaining({
        extension: 'system',
        status: 'error',
        message: expect.stringMatching(/Token has expired/),
      }),
    );
  });

  it('rejoins after the connection drops and streams again', async () => {
    const alice = await user();
    const sub = await subscribe(alice.client, [{ event: 'INSERT', table: 'habits' }]);
    // The socket as the Phoenix client holds it; closing it with a code other than 1000 is what a dropped
    // connection looks like to supabase-js, which reconnects and joins its channels again.
    const phoenix = (alice.client.realtime as unknown as { socketAdapter: { socket: { conn: WebSocket } } })
      .socketAdapter.socket;
    const dropped = phoenix.conn;
    dropped.close(4001);
    await waitFor(() => phoenix.conn !== dropped && phoenix.conn !== null, 10_000, 'a new socket');
    await waitFor(() => alice.client.realtime.isConnected() && sub.channel.state === 'joined', 10_000, 'the rejoin');
    await alice.client.from('habits').insert({ user_id: alice.userId, name: 'After reconnect' });
    await waitFor(() => sub.changes.length === 1, 5000, 'the change after reconnecting');
  });

  it("keeps streaming after the server's listening session is replaced (PGlite reopened, Postgres connection lost)", async () => {
    const alice = await user();
    const sub = await subscribe(alice.client, [{ event: 'INSERT', table: 'habits' }]);
    if (server.db.kind === 'pglite') {
      // A statement past its timeout stops PGlite's thread; the server opens it again.
      await expect(
        server.db.transaction((tx) => tx.query('select pg_sleep(2)'), { statementTimeoutMs: 200 }),
      ).rejects.toThrow();
    } else {
      const { rows } = await server.db.query<{ n: number }>(
        "select count(pg_terminate_backend(pid))::int as n from pg_stat_activity where query ilike 'LISTEN%'",
      );
      expect(rows[0]?.n).toBeGreaterThan(0);
    }
    await pause(1500);
    await alice.client.from('habits').insert({ user_id: alice.userId, name: 'After the listener came back' });
    await waitFor(() => sub.changes.length === 1, 5000, 'the change after the listener came back');
  });

  it('drops a client that does not read its messages without holding up the others, and caps channels per socket', async () => {
    const alice = await user();
    const slowClient = await secondDevice(alice.email);
    const [fast, slow] = await Promise.all([
      subscribe(alice.client, [{ event: 'INSERT', table: 'scores' }]),
      subscribe(slowClient, [{ event: 'INSERT', table: 'scores' }]),
    ]);
    // The slow device stops reading from its socket: what the server sends it piles up.
    const phoenix = (slowClient.realtime as unknown as { socketAdapter: { socket: { conn: WebSocket } } }).socketAdapter
      .socket;
    const slowSocket = (phoenix.conn as unknown as { _socket: { pause(): void; resume(): void } })._socket;
    slowSocket.pause();
    const rows = 24;
    const note = 'z'.repeat(900_000);
    for (let i = 0; i < rows; i += 1) {
      await server.db.query('insert into public.scores (user_id, points, note) values ($1, $2, $3)', [
        alice.userId,
        i,
        note,
      ]);
    }
    await waitFor(() => fast.changes.length === rows, 20_000, 'every change on the fast device');
    // The server gave up on the slow one (over 8 MB waiting) rather than keep it all: once it reads again,
    // it finds its socket closed, and supabase-js connects anew.
    const pausedConn = phoenix.conn;
    slowSocket.resume();
    await waitFor(() => phoenix.conn !== pausedConn, 20_000, 'the slow socket to be dropped');
    expect(slow.changes.length).toBeLessThan(rows);

    // A socket joins at most 100 channels.
    const many = createTestClient(server);
    clients.push(many);
    await many.realtime.setAuth(alice.accessToken);
    const statuses: string[] = [];
    for (let i = 0; i < 101; i += 1) many.channel(`many-${i}`).subscribe((status) => statuses.push(status));
    await waitFor(() => statuses.length >= 101, 15_000, '101 answers');
    expect(statuses.filter((s) => s === 'SUBSCRIBED')).toHaveLength(100);
    expect(statuses.filter((s) => s === 'CHANNEL_ERROR')).toHaveLength(1);
  });

  it('speaks serializer 1.0.0 too, and refuses a socket without a valid API key', async () => {
    const alice = await user();
    const v1 = createClient(server.url, server.anonKey, {
      auth: { persistSession: false, autoRefreshToken: false },
      realtime: { transport: WebSocket as never, vsn: '1.0.0' } as never,
    });
    clients.push(v1);
    await v1.realtime.setAuth(alice.accessToken);
    const sub = await subscribe(v1, [{ event: 'INSERT', table: 'habits', filter: `user_id=eq.${alice.userId}` }]);
    await alice.client.from('habits').insert({ user_id: alice.userId, name: 'Over 1.0.0' });
    await waitFor(() => sub.changes.length === 1, 5000, 'the change over 1.0.0');

    const status = await new Promise<number>((resolve) => {
      const ws = new WebSocket(`${server.url.replace('http', 'ws')}/realtime/v1/websocket?apikey=wrong&vsn=2.0.0`);
      ws.on('unexpected-response', (_req, res) => resolve(res.statusCode ?? 0));
      ws.on('open', () => resolve(101));
    });
    expect(status).toBe(401);
  });
});
