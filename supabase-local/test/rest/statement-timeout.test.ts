// Statement timeouts per API role as hosted Supabase sets them (anon 3 s, authenticated 8 s by default;
// 1 s for every role on PGlite; shorter here to keep the suite fast). A timed-out request answers like
// PostgREST for SQLSTATE 57014 and everybody else keeps being served; on PGlite that takes stopping and
// reopening its worker.
import { beforeAll, describe, expect, it } from 'vitest';
import { DEFAULT_STATEMENT_TIMEOUT_MS, PGLITE_STATEMENT_TIMEOUT_MS, restLimits } from '../../src/rest/limits.ts';
import { createUser, setupTestServer } from '../helpers/test-server.ts';
import { createLimitFixtures } from './limit-fixtures.ts';
import { rest, type RawResponse } from './rest-helpers.ts';

const ANON_MS = 500;
const AUTHENTICATED_MS = 1500;
const SERVICE_MS = 2500;

const server = setupTestServer({
  statementTimeouts: { anon: ANON_MS, authenticated: AUTHENTICATED_MS, service_role: SERVICE_MS },
});
let user: Awaited<ReturnType<typeof createUser>>;

beforeAll(async () => {
  await createLimitFixtures(server);
  user = await createUser(server);
}, 120_000);

function call(token: string, fn: string, args: Record<string, unknown>): Promise<RawResponse> {
  return rest(server, token, 'POST', `/rpc/${fn}`, {
    body: JSON.stringify(args),
    headers: { 'content-type': 'application/json' },
  });
}

const TIMEOUT_BODY = {
  code: '57014',
  message: 'canceling statement due to statement timeout',
  details: null,
  hint: null,
};

describe('statement timeout per role', () => {
  it('defaults to hosted Supabase: anon 3 s, authenticated 8 s, service_role the authenticator 8 s', () => {
    expect(DEFAULT_STATEMENT_TIMEOUT_MS).toEqual({ anon: 3000, authenticated: 8000, service_role: 8000 });
    expect(restLimits().statementTimeoutMs).toEqual(DEFAULT_STATEMENT_TIMEOUT_MS);
    expect(restLimits({ statementTimeouts: { anon: 100 } }).statementTimeoutMs).toEqual({
      anon: 100,
      authenticated: 8000,
      service_role: 8000,
    });
  });

  it('defaults to 1 s for every role on PGlite, where one statement holds up every user', () => {
    expect(PGLITE_STATEMENT_TIMEOUT_MS).toEqual({ anon: 1000, authenticated: 1000, service_role: 1000 });
    expect(restLimits({}, 'pglite').statementTimeoutMs).toEqual(PGLITE_STATEMENT_TIMEOUT_MS);
    expect(restLimits({ statementTimeouts: { anon: 100 } }, 'pglite').statementTimeoutMs).toEqual({
      anon: 100,
      authenticated: 1000,
      service_role: 1000,
    });
  });

  it('sets statement_timeout in each request transaction from the role', async () => {
    const read = async (token: string): Promise<unknown> =>
      (await rest(server, token, 'GET', '/rpc/sl_statement_timeout')).json;
    expect(await read(server.anonKey)).toBe(`${ANON_MS}ms`);
    expect(await read(user.accessToken)).toBe(`${AUTHENTICATED_MS}ms`);
    expect(await read(server.serviceRoleKey)).toBe(`${SERVICE_MS}ms`);
  });

  it('cuts a runaway statement off with 500 and SQLSTATE 57014, as PostgREST', async () => {
    const started = Date.now();
    const res = await call(server.anonKey, 'sl_spin', { ms: 20_000 });
    expect(res.status).toBe(500);
    expect(res.json).toEqual(TIMEOUT_BODY);
    expect(Date.now() - started).toBeLessThan(ANON_MS + 4000);
    // A statement within the limit still runs (given room: the first one after PGlite reopened starts cold).
    expect((await call(user.accessToken, 'sl_spin', { ms: 50 })).status).toBe(200);
  });

  it('lets a function-level SET statement_timeout win over the role on Postgres, and only shorten it on PGlite', async () => {
    expect((await rest(server, server.anonKey, 'GET', '/rpc/sl_statement_timeout_own')).json).toBe('4s');
    const res = await call(server.anonKey, 'sl_spin_allowed', { ms: ANON_MS + 700 });
    if (server.db.kind === 'postgres') {
      expect(res.status).toBe(200);
    } else {
      expect(res.status).toBe(500);
      expect(res.json).toEqual(TIMEOUT_BODY);
    }
  });

  it('keeps serving everyone else, keeps committed data and rolls the interrupted transaction back', async () => {
    const runaway = call(server.anonKey, 'sl_insert_then_spin', { new_id: 77, ms: 20_000 });
    // Give the runaway time to start before the others arrive.
    await new Promise((resolve) => setTimeout(resolve, 150));
    const healthStarted = Date.now();
    expect((await fetch(`${server.url}/health`)).status).toBe(200);
    const healthMs = Date.now() - healthStarted;
    const other = rest(server, user.accessToken, 'GET', '/sl_parents?select=id&order=id');
    const [stopped, served] = await Promise.all([runaway, other]);
    expect(stopped.status).toBe(500);
    expect(stopped.json).toEqual(TIMEOUT_BODY);
    expect(served.status).toBe(200);
    expect(served.json).toEqual([{ id: 1 }, { id: 2 }]);
    // The HTTP server never waits for the database.
    expect(healthMs).toBeLessThan(300);
    const { rows } = await server.db.query('select id from public.sl_parents order by id');
    expect(rows).toEqual([{ id: 1 }, { id: 2 }]);
    // And the database takes writes again.
    expect((await call(user.accessToken, 'sl_add_parent', { new_id: 78 })).status).toBe(200);
    expect((await server.db.query('select 1 from public.sl_parents where id = 78')).rows).toHaveLength(1);
  });
});
