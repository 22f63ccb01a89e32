// Embed depth and answer size: a select nesting embeds multiplies rows level by level (a probe of six levels
// over 100 rows built a 114 MB answer and froze PGlite; 200 rows ran it out of memory). Such requests are
// refused quickly with a PostgREST-style 400 while other clients keep being served, and the server's
// memory does not stay inflated.
import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { REPO_DIR } from '../../src/paths.ts';
import { DEFAULT_REST_LIMITS } from '../../src/rest/limits.ts';
import { embedDepth, parseSelect } from '../../src/rest/parse-select.ts';
import { createUser, setupTestServer } from '../helpers/test-server.ts';
import { createLimitFixtures } from './limit-fixtures.ts';
import { rest, type RawResponse } from './rest-helpers.ts';

const MB = 1024 * 1024;

const server = setupTestServer();
// Statement timeouts long enough that Postgres finishes building the large values and the size limit answers.
const guarded = setupTestServer({
  maxEmbedDepth: 2,
  maxResponseBytes: MB,
  queryMemoryBytes: 192 * MB,
  statementTimeouts: { anon: 30_000 },
});

beforeAll(async () => {
  await Promise.all([createLimitFixtures(server, 20), createLimitFixtures(guarded, 300)]);
}, 120_000);

/** `sl_children` embedding its parent and the parent's children, `levels` embeds deep. */
function nested(levels: number): string {
  let select = 'id';
  for (let level = levels; level >= 1; level--)
    select = `id,${level % 2 === 1 ? 'sl_parents' : 'sl_children'}(${select})`;
  return `/sl_children?select=${encodeURIComponent(select)}`;
}

/** Growth of the process in MB since `before`, once it is below `limitMb` or 15 s have passed. */
async function settledGrowth(before: number, limitMb: number): Promise<number> {
  const deadline = Date.now() + 15_000;
  for (;;) {
    const grown = (process.memoryUsage().rss - before) / MB;
    if (grown < limitMb || Date.now() > deadline) return grown;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

const TOO_DEEP = { code: 'PGRST100', message: 'Embedded resources are nested too deeply' };

describe('embed depth', () => {
  it('allows 3 levels by default and refuses a 4th with 400', async () => {
    expect(embedDepth(parseSelect(decodeURIComponent(nested(3).split('=')[1] ?? '')))).toBe(3);
    expect((await rest(server, server.serviceRoleKey, 'GET', nested(3))).status).toBe(200);
    const res = await rest(server, server.serviceRoleKey, 'GET', nested(4));
    expect(res.status).toBe(400);
    expect(res.json).toEqual({
      ...TOO_DEEP,
      details: 'The select parameter nests 4 levels of embedded resources; this server allows 3.',
      hint: 'Embed fewer levels, or read the deeper levels with separate requests.',
    });
    // Writes returning a representation and RPC results are held to the same rule.
    const write = await rest(server, server.serviceRoleKey, 'POST', nested(4), {
      body: JSON.stringify({ id: 900, parent_id: 1 }),
      headers: { 'content-type': 'application/json', prefer: 'return=representation' },
    });
    expect(write.status).toBe(400);
    expect(
      (await rest(server, server.serviceRoleKey, 'GET', `/rpc/sl_children_of?p=1&${nested(4).split('?')[1]}`)).status,
    ).toBe(400);
  });

  it("every select of the app's data services passes with room to spare", async () => {
    // Every source file of shared-data, wherever its services live (its tests and test helpers aside).
    const dir = path.join(REPO_DIR, 'shared-data', 'src');
    const files = (await readdir(dir, { recursive: true })).filter(
      (f) => /\.tsx?$/.test(f) && !/\.test\.tsx?$|(^|\/)testing\//.test(f),
    );
    const selects: string[] = [];
    for (const file of files) {
      const source = await readFile(path.join(dir, file), 'utf8');
      for (const match of source.matchAll(/\.select\(\s*(['"`])((?:(?!\1).)*)\1/g))
        selects.push((match[2] ?? '').replace(/\s+/g, ''));
    }
    expect(selects.length).toBeGreaterThan(10);
    expect(selects.some((s) => embedDepth(parseSelect(s)) > 0)).toBe(true);
    for (const select of selects)
      expect(embedDepth(parseSelect(select)), select).toBeLessThan(DEFAULT_REST_LIMITS.maxEmbedDepth);
  });

  it('is a server option (here 2)', async () => {
    expect((await rest(guarded, guarded.serviceRoleKey, 'GET', nested(3))).json).toMatchObject(TOO_DEEP);
  });
});

describe('answer size', () => {
  it('refuses an answer over the limit with 400 instead of building and sending it', async () => {
    // 300 children × their parent's 300 children: 90,000 rows, several MB of JSON.
    const res = await rest(
      guarded,
      guarded.serviceRoleKey,
      'GET',
      '/sl_children?select=*,sl_parents(*,sl_children(*))',
    );
    expect(res.status).toBe(400);
    expect(res.json).toMatchObject({
      code: '54000',
      message: 'Response too large',
      hint: 'Request fewer rows (limit), fewer columns or fewer embedded resources.',
    });
    expect((res.json as { details: string }).details).toMatch(
      /^The response would be [\d.]+ MB; this server answers at most 1\.0 MB\.$/,
    );
    expect(res.text.length).toBeLessThan(1000);
    // Small answers are unaffected.
    const small = await rest(guarded, guarded.serviceRoleKey, 'GET', '/sl_children?select=*,sl_parents(*)&limit=5');
    expect(small.status).toBe(200);
    expect(small.json).toHaveLength(5);
    // The same limit holds for RPC results.
    const big = await rest(guarded, guarded.serviceRoleKey, 'GET', `/rpc/sl_big_text?n=${2 * MB}`);
    expect(big.status).toBe(400);
    expect(big.json).toMatchObject({ code: '54000' });
  });

  it('a client sending request bombs does not hold up another client, and memory is given back', async () => {
    const user = await createUser(guarded);
    const rssBefore = process.memoryUsage().rss;
    let bombing = true;
    const latencies: { health: number[]; rest: number[] } = { health: [], rest: [] };
    const failures: string[] = [];
    const ordinary = (async () => {
      while (bombing) {
        let started = Date.now();
        const health = await fetch(`${guarded.url}/health`);
        latencies.health.push(Date.now() - started);
        if (health.status !== 200) failures.push(`health ${health.status}`);
        started = Date.now();
        const read = await user.client.from('sl_parents').select('id').order('id').limit(2);
        latencies.rest.push(Date.now() - started);
        if (read.error || read.data?.length !== 2) failures.push(`read ${read.status} ${read.error?.message}`);
      }
    })();
    const bombs: RawResponse[] = [];
    const bomb = async (pathAndQuery: string): Promise<number> => {
      const started = Date.now();
      bombs.push(await rest(guarded, guarded.anonKey, 'GET', pathAndQuery));
      return Date.now() - started;
    };
    try {
      // The probe's six levels: refused before the database is asked.
      expect(await bomb(nested(6))).toBeLessThan(1000);
      // Within the depth limit but far over the answer size.
      await bomb('/sl_children?select=*,sl_parents(*,sl_children(*))');
      // Values too large for the memory one query may use (PGlite) or for the answer (both).
      await bomb(`/rpc/sl_big_text?n=${200 * MB}`);
      await bomb(`/rpc/sl_big_text?n=${60 * MB}`);
    } finally {
      bombing = false;
      await ordinary;
    }
    expect(bombs.map((r) => r.status)).toEqual([400, 400, 400, 400]);
    expect(bombs.map((r) => (r.json as { code: string }).code)).toEqual(['PGRST100', '54000', '54000', '54000']);
    expect(failures).toEqual([]);
    expect(latencies.rest.length).toBeGreaterThan(0);
    // The HTTP server never waits for the database; on PGlite database requests wait at most for the
    // refusals and for reopening PGlite to give the memory back.
    expect(Math.max(...latencies.health)).toBeLessThan(500);
    expect(Math.max(...latencies.rest)).toBeLessThan(10_000);
    // PGlite gives inflated memory back by reopening once its queue is empty, just after the answers.
    const grown = await settledGrowth(rssBefore, 60);
    expect(grown, `the process grew by ${grown.toFixed(0)} MB`).toBeLessThan(60);
  }, 60_000);
});
