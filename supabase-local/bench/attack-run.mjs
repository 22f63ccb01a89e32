// One attack of bench/attack.mjs, in its own process: `node attack-run.mjs <supabase-local dir> <kind>
// <seconds> <connections>`. Starts a server from that folder's code on a fresh database, seeds the
// attacker's rows, measures the second user quietly, then under the attack, then how long after the attack
// the second user still waits; prints one JSON line and exits without waiting for the server to drain.
import { register } from 'tsx/esm/api';

register();
const { mkdtemp } = await import('node:fs/promises');
const os = await import('node:os');
const path = await import('node:path');
const { pathToFileURL } = await import('node:url');
const { Worker } = await import('node:worker_threads');
const { percentile, startClients } = await import('./load-clients.mjs');

const [tree, kind, secondsText, connectionsText] = process.argv.slice(2);
const seconds = Number(secondsText);
const connections = Number(connectionsText);
const { startLocalServer } = await import(pathToFileURL(path.join(tree, 'src/index.ts')).href);

const stats = (latencies) => {
  const sorted = Float64Array.from(latencies).sort();
  return {
    p50: percentile(sorted, 50),
    p95: percentile(sorted, 95),
    max: sorted[sorted.length - 1] ?? NaN,
    requests: sorted.length,
  };
};

const dataDir = await mkdtemp(path.join(os.tmpdir(), 'sl-attack-'));
const server = await startLocalServer({
  port: 0,
  dataDir,
  databaseUrl: process.env.DATABASE_URL || undefined,
  reset: true,
  quiet: true,
  rateLimits: false,
});

// The attacker: a signed-in user with many rows, made directly in the database (fast, triggers off).
const signUp = await fetch(`${server.url}/auth/v1/signup`, {
  method: 'POST',
  headers: { apikey: server.anonKey, 'content-type': 'application/json' },
  body: JSON.stringify({ email: `attacker-${Date.now()}@example.com`, password: 'password123' }),
}).then((r) => r.json());
const attackerId = signUp.user.id;
await server.db.transaction(async (tx) => {
  await tx.query("select set_config('session_replication_role', 'replica', true)");
  await tx.query(
    "insert into public.one_thing_goals (user_id, title, is_active) select $1, 'Goal ' || i, false from generate_series(1, 1000) i",
    [attackerId],
  );
  await tx.query(
    "insert into public.one_thing_tasks (goal_id, title, sort_order) select g.id, 'Step ' || s, s from public.one_thing_goals g cross join generate_series(1, 50) s where g.user_id = $1",
    [attackerId],
  );
  await tx.query(
    "insert into public.habits (user_id, name, cue, two_minute_version, scheduled_time, created_at) select $1, 'Habit ' || i, 'cue', 'two', '07:00', now() - interval '90 days' from generate_series(1, 3000) i",
    [attackerId],
  );
});
const goalIds = (
  await server.db.query('select id from public.one_thing_goals where user_id = $1 limit 50', [attackerId])
).rows.map((r) => r.id);
const now = new Date();
const periodStart = `${now.getUTCFullYear()}-${String(now.getUTCMonth() + 1).padStart(2, '0')}-01`;

const clients = startClients(server.url, server.anonKey);
await clients.ask({ type: 'seed', count: 1 });
// Warm the server and the reader's path first; then the second user alone.
await clients.ask({ type: 'run', scenario: 'dashboard', users: 1, seconds: 2 });
const quiet = await clients.ask({ type: 'run', scenario: 'dashboard', users: 1, seconds: 3 });

const attack = new Worker(new URL('./attack-worker.mjs', import.meta.url), {
  workerData: { url: server.url, anonKey: server.anonKey, token: signUp.access_token, goalIds, periodStart },
});
const attackDone = new Promise((resolve) => attack.once('message', resolve));
attack.postMessage({ kind, connections, seconds });
// The second user starts once the attack has begun and stops before it ends: it meets only the attack.
await new Promise((resolve) => setTimeout(resolve, 1000));
// Requests still unanswered when the attack ends count with the time they waited until then.
const during = await clients.ask({
  type: 'run',
  scenario: 'dashboard',
  users: 1,
  seconds: seconds - 2,
  giveUpSeconds: seconds - 1,
});
const attacked = await attackDone;
// After the attack: how long until one dashboard load of the second user completes (at most 60 s).
const afterStart = performance.now();
const after = await clients.ask({ type: 'run', scenario: 'dashboard', users: 1, seconds: 0, giveUpSeconds: 60 });
const waitedMs = performance.now() - afterStart;

console.log(
  JSON.stringify({
    kind,
    quiet: stats(quiet.latencies),
    attack: { ...stats(during.latencies), stillWaiting: during.stillWaiting },
    after: { drained: after.stillWaiting === 0, waitedMs },
    statuses: attacked.statuses,
  }),
);
process.exit(0);
