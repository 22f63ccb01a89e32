// `npm run bench -w @onething/supabase-local`: the latency of every REST request (p50/p95/p99 and the
// slowest) and requests per second for the dashboard's read set (six requests at once per user) and the
// habit check-off (one RPC), at 1, 10 and 50 concurrent users, through HTTP and supabase-js exactly as the
// app calls them; then the server's overhead against the same SQL run directly on the database handle.
// PGlite by default; DATABASE_URL measures a Postgres server (use a dedicated database). Loopback only,
// bounded in time: BENCH_SECONDS per scenario and level (default 4) after BENCH_WARMUP seconds of the
// scenario at the highest level, not measured (default 4); BENCH_USERS=10 and BENCH_SCENARIOS=dashboard
// (or toggle) run one level or one scenario, e.g. under `node --cpu-prof`. The clients run in a worker thread
// (load-worker.mjs) so that their work does not queue on the server's event loop.
//
// Timings depend on the machine and on whatever else runs on it: the output says how many cores and what
// load there was; compare numbers only from runs on the same quiet machine.
import { register } from 'tsx/esm/api';

register();
const { mkdtemp, rm } = await import('node:fs/promises');
const os = await import('node:os');
const path = await import('node:path');
const { percentile, startClients, warmUp, WARMUP_SECONDS } = await import('./load-clients.mjs');
const { startLocalServer } = await import('../src/index.ts');

const SECONDS = Number(process.env.BENCH_SECONDS ?? 4);
const LEVELS = (process.env.BENCH_USERS ?? '1,10,50').split(',').map(Number);
const SCENARIOS = [
  ['dashboard read set (6 requests at once per user)', 'dashboard'],
  ['habit check-off (1 RPC per user at a time)', 'toggle'],
];
const ONLY = process.env.BENCH_SCENARIOS?.split(',');

function summarise(latencies, seconds) {
  const sorted = Float64Array.from(latencies).sort();
  return {
    p50: percentile(sorted, 50),
    p95: percentile(sorted, 95),
    p99: percentile(sorted, 99),
    max: sorted[sorted.length - 1] ?? NaN,
    rps: latencies.length / seconds,
    requests: latencies.length,
  };
}

/**
 * Same SQL as a habits read, straight on the database handle with the settings REST sends (role, claims,
 * timeout; on PGlite also the authenticator session) in one transaction, as REST runs a read: no HTTP.
 */
async function directSql(server, userId, iterations) {
  const claims = JSON.stringify({ role: 'authenticated', sub: userId });
  const login = server.db.kind === 'pglite' ? { session_authorization: 'authenticator' } : {};
  const options = {
    statementTimeoutMs: 8000,
    settings: { ...login, role: 'authenticated', 'request.jwt.claims': claims },
  };
  const latencies = [];
  for (let i = 0; i < iterations; i += 1) {
    const t = performance.now();
    await server.db.queryInTransaction(
      "select coalesce(json_agg(t), '[]') from (select * from public.habits where user_id = $1 order by created_at desc) t",
      [userId],
      options,
    );
    latencies.push(performance.now() - t);
  }
  return summarise(latencies, 1);
}

/** One trivial statement on the database handle: PGlite's worker round trip, or the network to Postgres. */
async function roundTrip(server, iterations) {
  const latencies = [];
  for (let i = 0; i < iterations; i += 1) {
    const t = performance.now();
    await server.db.query('select 1');
    latencies.push(performance.now() - t);
  }
  return summarise(latencies, 1);
}

const ms = (v) => (v < 10 ? v.toFixed(2) : v < 100 ? v.toFixed(1) : v.toFixed(0));
const row = (cells) => `| ${cells.join(' | ')} |`;

const dataDir = await mkdtemp(path.join(os.tmpdir(), 'sl-bench-'));
// Fifty sign-ups from one address would trip the auth rate limits, which are not what is measured here.
const server = await startLocalServer({
  port: 0,
  dataDir,
  databaseUrl: process.env.DATABASE_URL || undefined,
  quiet: true,
  rateLimits: false,
});
const clients = startClients(server.url, server.anonKey);
try {
  const where =
    server.db.kind === 'postgres' ? `Postgres (${new URL(process.env.DATABASE_URL).pathname.slice(1)})` : 'PGlite';
  console.log(
    `supabase-local bench: ${where}, ${SECONDS} s per scenario after ${WARMUP_SECONDS} s unmeasured, Node ${process.version}`,
  );
  console.log(
    `machine: ${os.cpus().length} cores (${os.cpus()[0]?.model ?? '?'}), load average at start ${os
      .loadavg()
      .map((l) => l.toFixed(2))
      .join(' ')}`,
  );
  console.log(
    'latency is per HTTP request (ms); other work on the machine skews it: compare runs from a quiet machine only\n',
  );
  const users = await clients.ask({ type: 'seed', count: Math.max(...LEVELS) });
  console.log(row(['scenario', 'users', 'p50', 'p95', 'p99', 'max', 'req/s', 'CPU ms/req']));
  console.log(row(['---', '--:', '--:', '--:', '--:', '--:', '--:', '--:']));
  for (const [name, scenario] of SCENARIOS.filter(([, id]) => ONLY === undefined || ONLY.includes(id))) {
    await warmUp(clients.ask, scenario, Math.max(...LEVELS));
    for (const level of LEVELS) {
      const cpu = process.cpuUsage();
      const { latencies, seconds } = await clients.ask({ type: 'run', scenario, users: level, seconds: SECONDS });
      const used = process.cpuUsage(cpu);
      const r = summarise(latencies, seconds);
      // CPU time of the whole process (server, PGlite thread and the clients) per request: less sensitive
      // than latency to what else runs on the machine.
      const cpuPerRequest = (used.user + used.system) / 1000 / r.requests;
      console.log(
        row([name, level, ms(r.p50), ms(r.p95), ms(r.p99), ms(r.max), r.rps.toFixed(0), cpuPerRequest.toFixed(2)]),
      );
    }
  }
  const iterations = 300;
  await clients.ask({ type: 'run', scenario: 'habits', users: 1, seconds: 0.3 });
  const http = await clients.ask({ type: 'run', scenario: 'habits', users: 1, seconds: 1.5 });
  const viaHttp = summarise(http.latencies, http.seconds);
  const direct = await directSql(server, users[0].userId, iterations);
  console.log(
    `\nhabits read, 1 user, sequential: through HTTP + supabase-js p50 ${ms(viaHttp.p50)} ms; the same SQL on the database handle p50 ${ms(direct.p50)} ms; server + client overhead ${ms(viaHttp.p50 - direct.p50)} ms`,
  );
  const trip = await roundTrip(server, iterations);
  console.log(
    `database handle round trip (select 1, ${iterations} sequential): p50 ${(trip.p50 * 1000).toFixed(0)} µs`,
  );
  console.log(
    `load average at end ${os
      .loadavg()
      .map((l) => l.toFixed(2))
      .join(' ')}`,
  );
} finally {
  await clients.stop();
  await server.stop();
  await rm(dataDir, { recursive: true, force: true });
}
