// `npm run bench -w @onething/supabase-local`: latency (p50/p95/p99) and requests per second of the
// dashboard's read set and of a habit toggle, at 1, 10 and 50 concurrent users, through HTTP and
// supabase-js exactly as the app calls them; then the server's overhead against the same SQL run
// directly on the database. PGlite by default; DATABASE_URL measures a Postgres server (use a
// dedicated database). Loopback only, bounded in time: BENCH_SECONDS per scenario (default 4).
import { register } from 'tsx/esm/api';

register();
const { mkdtemp, rm } = await import('node:fs/promises');
const os = await import('node:os');
const path = await import('node:path');
const { createClient } = await import('@supabase/supabase-js');
const { default: WebSocket } = await import('ws');
const { startLocalServer } = await import('../src/index.ts');

const SECONDS = Number(process.env.BENCH_SECONDS ?? 4);
const LEVELS = [1, 10, 50];
const WEEKDAYS = ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'];

const pad = (n) => String(n).padStart(2, '0');
const dateKey = (d) => `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}`;
const today = dateKey(new Date());

function percentile(sorted, p) {
  if (sorted.length === 0) return NaN;
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))];
}

function summarise(latencies, requests, seconds) {
  const sorted = [...latencies].sort((a, b) => a - b);
  return {
    p50: percentile(sorted, 50),
    p95: percentile(sorted, 95),
    p99: percentile(sorted, 99),
    rps: requests / seconds,
    ops: latencies.length,
  };
}

const dataDir = await mkdtemp(path.join(os.tmpdir(), 'sl-bench-'));
// Fifty sign-ups from one address would trip the auth rate limits, which are not what is measured here.
const server = await startLocalServer({ port: 0, dataDir, databaseUrl: process.env.DATABASE_URL || undefined, quiet: true, rateLimits: false });
const newClient = () =>
  createClient(server.url, server.anonKey, { auth: { persistSession: false, autoRefreshToken: false }, realtime: { transport: WebSocket } });

/** One signed-in user with a day's worth of data: an active goal with steps, habits, completions, sessions. */
async function seedUser(index) {
  const client = newClient();
  const { data, error } = await client.auth.signUp({ email: `bench-${Date.now()}-${index}@example.com`, password: 'password123' });
  if (error) throw error;
  const userId = data.user.id;
  const must = (r) => {
    if (r.error) throw r.error;
    return r.data;
  };
  must(await client.from('profiles').insert({ user_id: userId, full_name: `Bench ${index}` }));
  const goal = must(await client.from('one_thing_goals').insert({ user_id: userId, title: 'Ship it' }).select().single());
  must(
    await client.from('one_thing_tasks').insert(
      [0, 1, 2].map((i) => ({ goal_id: goal.id, title: `Step ${i}`, sort_order: i })),
    ),
  );
  const habits = must(
    await client
      .from('habits')
      .insert(
        [0, 1, 2, 3, 4].map((i) => ({
          user_id: userId,
          name: `Habit ${i}`,
          cue: 'After coffee',
          two_minute_version: 'One minute',
          scheduled_time: `0${6 + i}:00:00`,
          scheduled_days: WEEKDAYS,
          target_per_week: 7,
        })),
      )
      .select('id'),
  );
  must(await client.from('deep_work_sessions').insert({ user_id: userId, title: 'Focus', duration_minutes: 25, completed_at: new Date().toISOString() }));
  return { client, userId, goalId: goal.id, habitIds: habits.map((h) => h.id) };
}

/** The dashboard's reads, as the app issues them at once: six requests. */
async function dashboardLoad({ client, userId, goalId }) {
  const start = new Date();
  start.setHours(0, 0, 0, 0);
  const end = new Date(start.getTime() + 86_399_999);
  const results = await Promise.all([
    client.from('profiles').select('*').eq('user_id', userId).maybeSingle(),
    client.from('one_thing_goals').select('*').eq('user_id', userId).eq('is_active', true).maybeSingle(),
    client.from('one_thing_tasks').select('*').eq('goal_id', goalId).is('start_time', null).order('sort_order'),
    client.from('habits').select('*').eq('user_id', userId).order('created_at', { ascending: false }),
    client.from('habit_completions').select('*').eq('user_id', userId).eq('completion_date', today),
    client.from('deep_work_sessions').select('*').eq('user_id', userId).gte('completed_at', start.toISOString()).lte('completed_at', end.toISOString()),
  ]);
  for (const r of results) if (r.error) throw r.error;
  return results.length;
}

/** The habit toggle: existence check, then delete or insert. */
async function habitToggle({ client, userId, habitIds }, i) {
  const habitId = habitIds[i % habitIds.length];
  const existing = await client.from('habit_completions').select('id').eq('habit_id', habitId).eq('user_id', userId).eq('completion_date', today).maybeSingle();
  if (existing.error) throw existing.error;
  const r = existing.data
    ? await client.from('habit_completions').delete().eq('habit_id', habitId).eq('user_id', userId).eq('completion_date', today)
    : await client.from('habit_completions').insert({ habit_id: habitId, user_id: userId, completion_date: today });
  if (r.error) throw r.error;
  return 2;
}

async function runScenario(users, concurrency, operation) {
  const latencies = [];
  let requests = 0;
  const deadline = performance.now() + SECONDS * 1000;
  const started = performance.now();
  await Promise.all(
    users.slice(0, concurrency).map(async (user) => {
      for (let i = 0; performance.now() < deadline; i += 1) {
        const t = performance.now();
        // awaited first: `requests += await …` would read the counter before other workers add to it
        const sent = await operation(user, i);
        requests += sent;
        latencies.push(performance.now() - t);
      }
    }),
  );
  return summarise(latencies, requests, (performance.now() - started) / 1000);
}

/**
 * Same SQL as a habits read, straight on the database handle with the settings REST sends (role, claims,
 * timeout; on PGlite also the authenticator session) in one transaction, as REST runs a read: no HTTP.
 */
async function directSql(user, iterations) {
  const claims = JSON.stringify({ role: 'authenticated', sub: user.userId });
  const login = server.db.kind === 'pglite' ? { session_authorization: 'authenticator' } : {};
  const options = { statementTimeoutMs: 8000, settings: { ...login, role: 'authenticated', 'request.jwt.claims': claims } };
  const latencies = [];
  for (let i = 0; i < iterations; i += 1) {
    const t = performance.now();
    await server.db.queryInTransaction(
      "select coalesce(json_agg(t), '[]') from (select * from public.habits where user_id = $1 order by created_at desc) t",
      [user.userId],
      options,
    );
    latencies.push(performance.now() - t);
  }
  return summarise(latencies, iterations, 1);
}

/** One trivial statement on the database handle: PGlite's worker round trip, or the network to Postgres. */
async function roundTrip(iterations) {
  const latencies = [];
  for (let i = 0; i < iterations; i += 1) {
    const t = performance.now();
    await server.db.query('select 1');
    latencies.push(performance.now() - t);
  }
  return summarise(latencies, iterations, 1);
}

async function viaHttp(user, iterations) {
  const latencies = [];
  for (let i = 0; i < iterations; i += 1) {
    const t = performance.now();
    const r = await user.client.from('habits').select('*').eq('user_id', user.userId).order('created_at', { ascending: false });
    if (r.error) throw r.error;
    latencies.push(performance.now() - t);
  }
  return summarise(latencies, iterations, 1);
}

const ms = (v) => `${v.toFixed(1)} ms`;
try {
  console.log(`database: ${server.db.kind}${process.env.DATABASE_URL ? ' (DATABASE_URL)' : ''}; ${SECONDS} s per scenario`);
  const users = [];
  for (let i = 0; i < Math.max(...LEVELS); i += 1) users.push(await seedUser(i));
  console.log('\nscenario             users   p50        p95        p99        req/s');
  for (const [name, operation] of [
    ['dashboard read set', dashboardLoad],
    ['habit toggle', habitToggle],
  ]) {
    for (const level of LEVELS) {
      const r = await runScenario(users, level, operation);
      console.log(`${name.padEnd(20)} ${String(level).padEnd(7)} ${ms(r.p50).padEnd(10)} ${ms(r.p95).padEnd(10)} ${ms(r.p99).padEnd(10)} ${r.rps.toFixed(0)}`);
    }
  }
  const iterations = 300;
  await viaHttp(users[0], 30);
  const http = await viaHttp(users[0], iterations);
  const direct = await directSql(users[0], iterations);
  console.log(`\noverhead (habits read, 1 user, ${iterations} sequential): direct SQL p50 ${ms(direct.p50)}, through HTTP + supabase-js p50 ${ms(http.p50)}, server + client overhead ${ms(http.p50 - direct.p50)}`);
  const trip = await roundTrip(iterations);
  console.log(`database handle round trip (select 1, ${iterations} sequential): p50 ${(trip.p50 * 1000).toFixed(0)} µs`);
} finally {
  await server.stop();
  await rm(dataDir, { recursive: true, force: true });
}
