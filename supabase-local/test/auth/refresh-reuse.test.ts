import { describe, expect, it } from 'vitest';
import { createUser, type TestServer, setupTestServer } from '../helpers/test-server.ts';
import { post } from './auth-requests.ts';

interface Refreshed {
  status: number;
  token: string;
  accessToken: string;
  code: unknown;
}

async function refresh(server: TestServer, refreshToken: string): Promise<Refreshed> {
  const { status, body } = await post(server, '/auth/v1/token?grant_type=refresh_token', {
    refresh_token: refreshToken,
  });
  return { status, token: String(body.refresh_token), accessToken: String(body.access_token), code: body.code };
}

/** Pretends the token was rotated `seconds` ago, instead of waiting. */
async function rotatedAgo(server: TestServer, token: string, seconds: number): Promise<void> {
  await server.db.query(
    'update auth.refresh_tokens set updated_at = now() - make_interval(secs => $2) where token = $1',
    [token, seconds],
  );
}

async function userStatus(server: TestServer, accessToken: string): Promise<number> {
  const response = await fetch(`${server.url}/auth/v1/user`, {
    headers: { apikey: server.anonKey, authorization: `Bearer ${accessToken}` },
  });
  return response.status;
}

/** A signed-in user's first refresh token, rotated `times` times: [T0, T1, …]. */
async function chain(server: TestServer, times: number): Promise<string[]> {
  const { client } = await createUser(server);
  const first = (await client.auth.getSession()).data.session?.refresh_token ?? '';
  const tokens = [first];
  for (let i = 0; i < times; i += 1) {
    const next = await refresh(server, tokens[tokens.length - 1] ?? '');
    expect(next.status).toBe(200);
    tokens.push(next.token);
  }
  return tokens;
}

describe('refresh token reuse interval (GoTrue default, 10 s)', () => {
  const server = setupTestServer({ shared: true });

  it('gives two tabs refreshing the same token at once the same new token, and keeps them signed in', async () => {
    const [t0 = ''] = await chain(server, 0);
    const [a, b] = await Promise.all([refresh(server, t0), refresh(server, t0)]);
    expect(a?.status).toBe(200);
    expect(b?.status).toBe(200);
    expect(a?.token).toBe(b?.token);
    expect(a?.token).not.toBe(t0);
    expect(await userStatus(server, a?.accessToken ?? '')).toBe(200);
    expect(await userStatus(server, b?.accessToken ?? '')).toBe(200);
    expect((await refresh(server, a?.token ?? '')).status).toBe(200);
  });

  it('answers the previous token with the active one, without rotating again, even after the interval', async () => {
    const [t0 = '', t1 = ''] = await chain(server, 1);
    const again = await refresh(server, t0);
    expect(again.status).toBe(200);
    expect(again.token).toBe(t1);
    // GoTrue's "client could not save the answer" case has no time limit.
    await rotatedAgo(server, t0, 3600);
    expect((await refresh(server, t0)).token).toBe(t1);
    const { rows } = await server.db.query<{ n: number }>(
      'select count(*)::int as n from auth.refresh_tokens where session_id = (select session_id from auth.refresh_tokens where token = $1)',
      [t0],
    );
    expect(rows[0]?.n).toBe(2);
  });

  it('issues a new child for an older token reused within the interval', async () => {
    const [t0 = '', t1 = '', t2 = ''] = await chain(server, 2);
    await rotatedAgo(server, t0, 9);
    const reuse = await refresh(server, t0);
    expect(reuse.status).toBe(200);
    expect([t0, t1, t2]).not.toContain(reuse.token);
    expect((await refresh(server, reuse.token)).status).toBe(200);
  });

  it('ends the session when an older token comes back after the interval', async () => {
    const [t0 = '', , t2 = ''] = await chain(server, 2);
    const latest = await refresh(server, t2);
    await rotatedAgo(server, t0, 11);
    const reuse = await refresh(server, t0);
    expect(reuse.status).toBe(400);
    expect(reuse.code).toBe('refresh_token_already_used');
    // The newest token and access token of that session are dead too.
    expect((await refresh(server, latest.token)).status).toBe(400);
    expect(await userStatus(server, latest.accessToken)).toBe(403);
  });
});

describe('configured refresh token reuse interval', () => {
  const server = setupTestServer({ refreshTokenReuseInterval: 2 });

  it('allows reuse within the configured interval and ends the session after it', async () => {
    const [t0 = '', t1 = '', , t3 = ''] = await chain(server, 3);
    await rotatedAgo(server, t0, 1);
    expect((await refresh(server, t0)).status).toBe(200);
    // t0's new child is now the active token, so t0 would get it back; t1 is an older token.
    await rotatedAgo(server, t1, 3);
    expect((await refresh(server, t1)).code).toBe('refresh_token_already_used');
    expect((await refresh(server, t3)).status).toBe(400);
  });
});
