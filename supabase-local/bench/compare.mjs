// `node bench/compare.mjs <baseline-dir>`: the bench's scenarios on this tree's server and on a baseline's
// (another checkout of supabase-local, e.g. `git archive <commit> supabase-local supabase | tar -x -C
// .scratch/base` inside the repository so that it finds node_modules), both in this process and measured
// alternately, ROUNDS times (default 3): on a busy machine each round meets the same load on both sides,
// so the medians compare the code rather than the moment. PGlite, or DATABASE_URL (each side gets its
// own database: <name>_base and <name>_new, created when missing). BENCH_SECONDS per scenario (default 3).
import { register } from 'tsx/esm/api';

register();
const { mkdtemp, rm } = await import('node:fs/promises');
const os = await import('node:os');
const path = await import('node:path');
const { pathToFileURL } = await import('node:url');
const { percentile, startClients, warmUp, WARMUP_SECONDS } = await import('./load-clients.mjs');

const baseline = process.argv[2];
if (!baseline) {
  console.error('usage: node bench/compare.mjs <baseline supabase-local dir>');
  process.exit(2);
}
const SECONDS = Number(process.env.BENCH_SECONDS ?? 3);
const ROUNDS = Number(process.env.ROUNDS ?? 3);
const LEVELS = (process.env.BENCH_USERS ?? '1,10,50').split(',').map(Number);

async function databaseUrl(suffix) {
  if (!process.env.DATABASE_URL) return undefined;
  const url = new URL(process.env.DATABASE_URL);
  const name = `${url.pathname.slice(1)}_${suffix}`;
  const { default: pg } = await import('pg');
  const admin = new pg.Client({ connectionString: process.env.DATABASE_URL });
  await admin.connect();
  const exists = await admin.query('select 1 from pg_database where datname = $1', [name]);
  if (exists.rowCount === 0) await admin.query(`create database "${name}"`);
  await admin.end();
  url.pathname = `/${name}`;
  return url.toString();
}

async function start(srcIndex, suffix) {
  const { startLocalServer } = await import(pathToFileURL(srcIndex).href);
  const dataDir = await mkdtemp(path.join(os.tmpdir(), `sl-compare-${suffix}-`));
  const server = await startLocalServer({
    port: 0,
    dataDir,
    databaseUrl: await databaseUrl(suffix),
    reset: true,
    quiet: true,
    rateLimits: false,
  });
  return { server, dataDir };
}

const sides = {
  base: await start(path.resolve(baseline, 'src/index.ts'), 'base'),
  new: await start(path.resolve(import.meta.dirname, '../src/index.ts'), 'new'),
};
const clients = startClients(sides.new.server.url, sides.new.server.anonKey);
const { ask } = clients;

const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];
const fmt = (v) => (v < 10 ? v.toFixed(2) : v < 100 ? v.toFixed(1) : v.toFixed(0));

try {
  const where = process.env.DATABASE_URL ? 'Postgres' : 'PGlite';
  console.log(
    `supabase-local compare: ${where}, baseline ${baseline}, ${ROUNDS} rounds of ${SECONDS} s per scenario and side, after ${WARMUP_SECONDS} s unmeasured`,
  );
  console.log(
    `machine: ${os.cpus().length} cores, load average at start ${os
      .loadavg()
      .map((l) => l.toFixed(2))
      .join(' ')}; medians over rounds\n`,
  );
  for (const side of Object.values(sides)) {
    const server = { url: side.server.url, anonKey: side.server.anonKey };
    await ask({ type: 'seed', count: Math.max(...LEVELS), server });
    for (const scenario of ['dashboard', 'toggle']) await warmUp(ask, scenario, Math.max(...LEVELS), server);
  }
  const results = new Map();
  for (let round = 0; round < ROUNDS; round += 1) {
    for (const scenario of ['dashboard', 'toggle']) {
      for (const level of LEVELS) {
        for (const [name, side] of round % 2 === 0 ? Object.entries(sides) : Object.entries(sides).reverse()) {
          const cpu = process.cpuUsage();
          const { latencies, seconds } = await ask({
            type: 'run',
            scenario,
            users: level,
            seconds: SECONDS,
            server: { url: side.server.url, anonKey: side.server.anonKey },
          });
          const used = process.cpuUsage(cpu);
          const sorted = Float64Array.from(latencies).sort();
          const key = `${scenario}|${level}|${name}`;
          if (!results.has(key)) results.set(key, []);
          results.get(key).push({
            p50: percentile(sorted, 50),
            p95: percentile(sorted, 95),
            p99: percentile(sorted, 99),
            max: sorted[sorted.length - 1],
            rps: latencies.length / seconds,
            cpu: (used.user + used.system) / 1000 / latencies.length,
          });
        }
      }
    }
  }
  console.log('| scenario | users | side | p50 | p95 | p99 | max | req/s | CPU ms/req |');
  console.log('| --- | --: | --- | --: | --: | --: | --: | --: | --: |');
  for (const [key, runs] of results) {
    const [scenario, level, name] = key.split('|');
    const m = (field) => median(runs.map((r) => r[field]));
    console.log(
      `| ${scenario} | ${level} | ${name} | ${fmt(m('p50'))} | ${fmt(m('p95'))} | ${fmt(m('p99'))} | ${fmt(m('max'))} | ${m('rps').toFixed(0)} | ${m('cpu').toFixed(2)} |`,
    );
  }
  console.log(
    `\nload average at end ${os
      .loadavg()
      .map((l) => l.toFixed(2))
      .join(' ')}`,
  );
} finally {
  await clients.stop();
  for (const side of Object.values(sides)) {
    await side.server.stop();
    await rm(side.dataDir, { recursive: true, force: true });
  }
}
