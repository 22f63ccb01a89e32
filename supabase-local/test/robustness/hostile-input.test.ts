// Inputs a probe answered with 500s: JSON nested thousands of levels deep and NUL characters in bodies,
// values and names. Each gets a 400 (404 for an unknown table or function) with a PostgREST-style body.
import { beforeAll, describe, expect, it } from 'vitest';
import { MAX_JSON_DEPTH } from '../../src/rest/json-body.ts';
import { createUser, setupTestServer } from '../helpers/test-server.ts';
import { insertId, valid } from '../helpers/rows.ts';
import { rest, type RawResponse } from '../rest/rest-helpers.ts';

const server = setupTestServer({ shared: true });
let user: Awaited<ReturnType<typeof createUser>>;
let habitId: string;

beforeAll(async () => {
  user = await createUser(server);
  habitId = await insertId(server, 'habits', valid.habit(user.userId));
}, 120_000);

const JSON_HEADERS = { 'content-type': 'application/json' };

function send(method: string, pathAndQuery: string, body?: string): Promise<RawResponse> {
  return rest(server, user.accessToken, method, pathAndQuery, {
    body,
    headers: body === undefined ? {} : JSON_HEADERS,
  });
}

function expectClientError(res: RawResponse, status: number, code?: string): void {
  const body = res.json as Record<string, unknown> | undefined;
  expect({ status: res.status, keys: Object.keys(body ?? {}).sort() }, res.text.slice(0, 300)).toEqual({
    status,
    keys: ['code', 'details', 'hint', 'message'],
  });
  if (code !== undefined) expect(body?.code).toBe(code);
}

const deepArray = (depth: number): string => `${'['.repeat(depth)}${']'.repeat(depth)}`;
const deepObject = (depth: number): string => `${'{"a":'.repeat(depth)}1${'}'.repeat(depth)}`;

describe('deeply nested JSON', () => {
  it.each([5_000, 100_000])('a body %i levels deep is 400 PGRST102 for inserts, updates and RPC', async (depth) => {
    const insert = await send(
      'POST',
      '/habits',
      `{"user_id":"${user.userId}","name":"deep","scheduled_days":${deepArray(depth)}}`,
    );
    expectClientError(insert, 400, 'PGRST102');
    expect((insert.json as { details: string }).details).toBe(
      `The JSON nests ${depth + 1} levels deep; at most ${MAX_JSON_DEPTH} are accepted.`,
    );
    expectClientError(await send('POST', '/habits', `[${deepObject(depth)}]`), 400, 'PGRST102');
    expectClientError(
      await send('PATCH', `/habits?id=eq.${habitId}`, `{"name":${deepObject(depth)}}`),
      400,
      'PGRST102',
    );
    expectClientError(await send('POST', '/rpc/join_group_by_invite', `{"code":${deepArray(depth)}}`), 400, 'PGRST102');
  });

  it('JSON within the limit still reaches the database, which judges it', async () => {
    const res = await send(
      'POST',
      '/habits',
      `{"user_id":"${user.userId}","name":"x","scheduled_days":${deepArray(50)}}`,
    );
    expect(res.json).toMatchObject({
      code: '54000',
      message: 'number of array dimensions (50) exceeds the maximum allowed (6)',
    });
    const patch = await send('PATCH', `/habits?id=eq.${habitId}`, `{"cue":${deepObject(MAX_JSON_DEPTH - 1)}}`);
    expect(patch.status).toBe(204);
  });
});

describe('NUL characters', () => {
  it('in JSON strings of a write or an RPC', async () => {
    expectClientError(
      await send('POST', '/habits', JSON.stringify(valid.habit(user.userId, { name: 'a\u0000b' }))),
      400,
      '22P05',
    );
    expectClientError(await send('PATCH', `/habits?id=eq.${habitId}`, JSON.stringify({ cue: '\u0000' })), 400, '22P05');
    expectClientError(
      await send('POST', '/rpc/join_group_by_invite', JSON.stringify({ code: 'x\u0000' })),
      400,
      '22P05',
    );
    expectClientError(
      await send('POST', '/habits', JSON.stringify({ ...valid.habit(user.userId), 'na\u0000me': 'x' })),
      400,
      'PGRST204',
    );
  });

  it('in filter values', async () => {
    for (const query of [
      'name=eq.a%00b',
      'name=in.(a%00,b)',
      'or=(name.eq.a%00)',
      'name=like.*%00*',
      'scheduled_days=cs.{Mon%00}',
      'name=fts(english%00).a',
    ]) {
      expectClientError(await send('GET', `/habits?${query}`), 400);
    }
    expectClientError(await send('GET', '/rpc/join_group_by_invite?code=a%00'), 400);
    expectClientError(await send('DELETE', '/habits?name=eq.%00'), 400);
  });

  it('in names: columns, aliases, JSON keys, embeds, order, on_conflict, columns=', async () => {
    const queries = [
      'select=na%00me',
      'select=a%00b:name',
      'select=name->>k%00',
      'select=*,habit_comp%00letions(*)',
      'select=*,al%00:habit_completions(*)',
      'na%00me=eq.a',
      'order=na%00me.desc',
    ];
    for (const query of queries) expectClientError(await send('GET', `/habits?${query}`), 400);
    const body = JSON.stringify(valid.habit(user.userId));
    expectClientError(await send('POST', '/habits?on_conflict=i%00d', body), 400);
    expectClientError(await send('POST', '/habits?columns=na%00me', body), 400);
    expectClientError(await send('POST', '/habits?select=a%00:name', body), 400);
    expectClientError(await send('GET', '/hab%00its'), 404, 'PGRST205');
    expectClientError(await send('POST', '/rpc/join_group%00_by_invite', '{}'), 404, 'PGRST202');
  });

  it('leaves the server serving', async () => {
    const res = await user.client.from('habits').select('id').eq('id', habitId);
    expect(res.data).toEqual([{ id: habitId }]);
  });
});
