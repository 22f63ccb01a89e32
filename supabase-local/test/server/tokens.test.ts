import { SignJWT, UnsecuredJWT } from 'jose';
import { beforeAll, describe, expect, it } from 'vitest';
import { createUser, setupTestServer } from '../helpers/test-server.ts';

describe('JWT verification', () => {
  const server = setupTestServer({ shared: true });
  let userId: string;
  beforeAll(async () => {
    userId = (await createUser(server)).userId;
  });

  function sign(
    claims: Record<string, unknown>,
    secret = server.jwtSecret,
    expiresIn: number | string = '1h',
  ): Promise<string> {
    const now = Math.floor(Date.now() / 1000);
    return new SignJWT(claims)
      .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
      .setIssuedAt(now - 7200)
      .setExpirationTime(typeof expiresIn === 'number' ? now + expiresIn : expiresIn)
      .sign(new TextEncoder().encode(secret));
  }

  async function rest(token: string): Promise<{ status: number; body: Record<string, unknown> }> {
    const response = await fetch(`${server.url}/rest/v1/profiles?select=*`, {
      headers: { apikey: server.anonKey, authorization: `Bearer ${token}` },
    });
    return { status: response.status, body: (await response.json()) as Record<string, unknown> };
  }

  async function authUser(
    token: string,
  ): Promise<{ status: number; body: Record<string, unknown>; version: string | null }> {
    const response = await fetch(`${server.url}/auth/v1/user`, {
      headers: { apikey: server.anonKey, authorization: `Bearer ${token}` },
    });
    return {
      status: response.status,
      body: (await response.json()) as Record<string, unknown>,
      version: response.headers.get('x-supabase-api-version'),
    };
  }

  const cases: [string, () => Promise<string>, string][] = [
    [
      'an expired token',
      () => sign({ role: 'authenticated', sub: '00000000-0000-4000-8000-000000000000' }, undefined, -60),
      'PGRST303',
    ],
    [
      'a token signed with another secret',
      () => sign({ role: 'authenticated', sub: '00000000-0000-4000-8000-000000000000' }, 'x'.repeat(64)),
      'PGRST301',
    ],
    [
      'an alg none token',
      () => Promise.resolve(new UnsecuredJWT({ role: 'service_role' }).setIssuedAt().setExpirationTime('1h').encode()),
      'PGRST301',
    ],
    ['a token with an unknown role', () => sign({ role: 'postgres' }), 'PGRST303'],
    ['a malformed token', () => Promise.resolve('not.a.jwt'), 'PGRST301'],
  ];

  it.each(cases)('rejects %s on /rest/v1 with 401 and a PostgREST error', async (_name, make, code) => {
    const { status, body } = await rest(await make());
    expect(status).toBe(401);
    expect(body).toEqual({ code, message: expect.any(String), details: null, hint: null });
  });

  it.each(cases)('rejects %s on /auth/v1/user with a GoTrue error', async (_name, make) => {
    const { status, body, version } = await authUser(await make());
    // GoTrue answers 403 bad_jwt for any token it cannot verify.
    expect(status).toBe(403);
    expect(body).toMatchObject({ code: 'bad_jwt', msg: expect.any(String) });
    expect(version).toBe('2024-01-01');
  });

  it('accepts a valid token of a session-less caller minted with the secret', async () => {
    const token = await sign({ role: 'authenticated', sub: userId }, undefined, '1h');
    const { status } = await rest(token);
    expect(status).not.toBe(401);
  });

  it('requires an apikey', async () => {
    const missing = await fetch(`${server.url}/rest/v1/profiles`);
    expect(missing.status).toBe(401);
    const wrong = await fetch(`${server.url}/auth/v1/settings`, { headers: { apikey: 'nope' } });
    expect(wrong.status).toBe(401);
    expect(wrong.headers.get('x-supabase-api-version')).toBe('2024-01-01');
    expect(await wrong.json()).toMatchObject({ code: 'invalid_api_key' });
  });

  it('takes the apikey as the token when there is no Authorization header', async () => {
    const response = await fetch(`${server.url}/auth/v1/settings`, { headers: { apikey: server.anonKey } });
    expect(response.status).toBe(200);
    expect(await response.json()).toMatchObject({ mailer_autoconfirm: true, external: { email: true } });
  });
});
