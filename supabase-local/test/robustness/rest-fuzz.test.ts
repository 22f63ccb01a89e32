// Thousands of malformed and hostile requests: every answer is a clean 2xx/3xx/4xx JSON error (never a 5xx
// or a stack trace), and afterwards every table still exists with the same number of rows.
import { beforeAll, describe, expect, it } from 'vitest';
import { createUser, setupTestServer } from '../helpers/test-server.ts';
import { insertId, valid } from '../helpers/rows.ts';
import { fuzzRequest, seededRng } from './fuzz-input.ts';

const SEED = Number(process.env.REST_FUZZ_SEED ?? 20261121);
const CASES = Number(process.env.REST_FUZZ_CASES ?? 2000);
const CONCURRENCY = 4;

const server = setupTestServer({ shared: true });
let victim: Awaited<ReturnType<typeof createUser>>;
let attacker: Awaited<ReturnType<typeof createUser>>;

async function snapshot(): Promise<Record<string, number>> {
  const tables = await server.db.query<{ name: string }>(
    "select c.relname::text as name from pg_class c join pg_namespace n on n.oid = c.relnamespace where n.nspname in ('public', 'auth') and c.relkind = 'r' order by 1",
  );
  const counts: Record<string, number> = {};
  for (const { name } of tables.rows) {
    const schema = (
      await server.db.query<{ s: string }>(
        'select n.nspname::text as s from pg_class c join pg_namespace n on n.oid = c.relnamespace where c.relname = $1 and c.relkind = $2',
        [name, 'r'],
      )
    ).rows[0]?.s;
    const r = await server.db.query<{ n: number }>(`select count(*)::int as n from "${schema}"."${name}"`);
    counts[`${schema}.${name}`] = r.rows[0]?.n ?? -1;
  }
  return counts;
}

beforeAll(async () => {
  victim = await createUser(server);
  attacker = await createUser(server);
  const goal = await insertId(server, 'one_thing_goals', valid.goal(victim.userId, { is_active: true }));
  await insertId(server, 'one_thing_tasks', valid.step(goal));
  await insertId(server, 'habits', valid.habit(victim.userId));
  await insertId(server, 'playbooks', valid.playbook(victim.userId));
  await insertId(server, 'deep_work_sessions', valid.session(victim.userId));
}, 120_000);

describe('REST robustness', () => {
  it(`answers ${CASES} malformed requests (seed ${SEED}) without 5xx, leaks or damage`, async () => {
    const before = await snapshot();
    const rng = seededRng(SEED);
    const requests = Array.from({ length: CASES }, (_, i) => ({ i, req: fuzzRequest(rng), anon: rng() < 0.2 }));
    const failures: string[] = [];
    const statuses = new Map<number, number>();
    let next = 0;
    const started = Date.now();
    const worker = async (): Promise<void> => {
      while (next < requests.length && failures.length < 20) {
        const { i, req, anon } = requests[next++] as (typeof requests)[number];
        const token = anon ? server.anonKey : attacker.accessToken;
        const res = await fetch(`${server.url}/rest/v1${req.path}`, {
          method: req.method,
          headers: { apikey: server.anonKey, authorization: `Bearer ${token}`, ...req.headers },
          body: req.body,
        });
        const text = await res.text();
        statuses.set(res.status, (statuses.get(res.status) ?? 0) + 1);
        const describeCase = `#${i} ${req.method} ${req.path.slice(0, 300)} ${JSON.stringify(req.headers)} body=${(req.body ?? '').slice(0, 200)} → ${res.status} ${text.slice(0, 300)}`;
        if (res.status >= 500) failures.push(describeCase);
        else if (/\bat .+\.(ts|js|mjs):\d+/.test(text) || /node_modules|\/work\//.test(text))
          failures.push(`leak: ${describeCase}`);
        else if (res.status >= 400 && req.method !== 'HEAD') {
          let body: unknown;
          try {
            body = JSON.parse(text);
          } catch {
            body = undefined;
          }
          const keys = typeof body === 'object' && body !== null ? Object.keys(body) : [];
          if (!keys.includes('code') || !keys.includes('message')) failures.push(`shape: ${describeCase}`);
        }
      }
    };
    await Promise.all(Array.from({ length: CONCURRENCY }, worker));
    expect(failures, failures.join('\n')).toEqual([]);
    // The run must have exercised both outcomes, or the generator is broken.
    const ok = [...statuses].filter(([s]) => s < 300).reduce((n, [, c]) => n + c, 0);
    const rejected = [...statuses].filter(([s]) => s >= 400).reduce((n, [, c]) => n + c, 0);
    expect(ok).toBeGreaterThan(CASES * 0.02);
    expect(rejected).toBeGreaterThan(CASES * 0.5);
    expect(await snapshot()).toEqual(before);
    // Still serving normal traffic.
    const health = await victim.client.from('habits').select('name').eq('user_id', victim.userId);
    expect(health.data).toHaveLength(1);
    console.info(
      `[rest-fuzz] ${CASES} cases in ${Date.now() - started} ms, statuses ${JSON.stringify(Object.fromEntries(statuses))}`,
    );
  }, 120_000);
});
