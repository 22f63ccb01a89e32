import { randomUUID } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import { NUL_CHARACTER_MESSAGE } from '../../src/auth/api/storable-text.ts';
import { randomEmail, setupTestServer } from '../helpers/test-server.ts';
import { authRequest, post, type RawResponse } from './auth-requests.ts';

type Json = string | number | boolean | null | Json[] | { [key: string]: Json };

interface Endpoint {
  name: string;
  method: string;
  path: string;
  query: Record<string, string>;
  /** A fresh valid body for each request (sign-ups need an unused address). */
  body?: () => { [key: string]: Json };
  bearer?: 'user' | 'service_role';
}

const CHALLENGE = 'c'.repeat(43);

function endpoints(): Endpoint[] {
  const metadata = (): { [key: string]: Json } => ({
    username: 'ann',
    profile: { city: 'Oslo', tags: ['focus', { deep: 'work' }] },
  });
  return [
    {
      name: 'sign-up',
      method: 'POST',
      path: '/signup',
      query: { redirect_to: 'http://localhost:4200/auth/callback' },
      body: () => ({
        email: randomEmail('nul'),
        password: 'password123',
        data: metadata(),
        code_challenge: CHALLENGE,
        code_challenge_method: 's256',
      }),
    },
    {
      name: 'password grant',
      method: 'POST',
      path: '/token',
      query: { grant_type: 'password' },
      body: () => ({ email: randomEmail('nul'), password: 'password123' }),
    },
    {
      name: 'refresh grant',
      method: 'POST',
      path: '/token',
      query: { grant_type: 'refresh_token' },
      body: () => ({ refresh_token: 'abcdefghijkl' }),
    },
    {
      name: 'PKCE grant',
      method: 'POST',
      path: '/token',
      query: { grant_type: 'pkce' },
      body: () => ({ auth_code: randomUUID(), code_verifier: 'v'.repeat(43) }),
    },
    {
      name: 'user update',
      method: 'PUT',
      path: '/user',
      query: { redirect_to: 'http://localhost:4200/auth/callback' },
      body: () => ({ data: metadata(), email: randomEmail('nul'), password: 'another-password' }),
      bearer: 'user',
    },
    { name: 'user', method: 'GET', path: '/user', query: { probe: 'x' }, bearer: 'user' },
    { name: 'logout', method: 'POST', path: '/logout', query: { scope: 'others' }, bearer: 'user' },
    {
      name: 'resend',
      method: 'POST',
      path: '/resend',
      query: { redirect_to: 'http://localhost:4200/auth/callback' },
      body: () => ({
        type: 'signup',
        email: randomEmail('nul'),
        code_challenge: CHALLENGE,
        code_challenge_method: 'plain',
      }),
    },
    {
      name: 'recover',
      method: 'POST',
      path: '/recover',
      query: { redirect_to: 'http://localhost:4200/auth/callback' },
      body: () => ({ email: randomEmail('nul'), code_challenge: CHALLENGE, code_challenge_method: 'plain' }),
    },
    {
      name: 'admin user creation',
      method: 'POST',
      path: '/admin/users',
      query: {},
      body: () => ({
        email: randomEmail('nul'),
        password: 'password123',
        email_confirm: true,
        user_metadata: metadata(),
        app_metadata: { plan: 'free', roles: ['a'] },
        data: metadata(),
      }),
      bearer: 'service_role',
    },
    {
      name: 'verify link',
      method: 'GET',
      path: '/verify',
      query: { token: 'a'.repeat(56), type: 'signup', redirect_to: 'http://localhost:4200/auth/callback' },
    },
  ];
}

interface Variant {
  /** Where the NUL went, e.g. "body data.profile.tags[1].deep" or "key data.profile.city". */
  where: string;
  query: Record<string, string>;
  body?: Json;
}

function withNul(text: string): string {
  return `${text.slice(0, 1)}\u0000${text.slice(1)}`;
}

/** Every way of putting a NUL into one string or one object key of `value`, at any depth, and where it went. */
function nulVariants(value: Json, where: string): { where: string; value: Json }[] {
  if (typeof value === 'string') return [{ where, value: withNul(value) }];
  if (Array.isArray(value)) {
    return value.flatMap((item, index) =>
      nulVariants(item, `${where}[${index}]`).map((variant) => ({
        where: variant.where,
        value: value.map((other, i) => (i === index ? variant.value : other)),
      })),
    );
  }
  if (value === null || typeof value !== 'object') return [];
  const object = value;
  return Object.keys(object).flatMap((key) => {
    const at = where === '' ? key : `${where}.${key}`;
    const renamed = Object.fromEntries(Object.entries(object).map(([k, v]) => [k === key ? withNul(k) : k, v]));
    const inValue = nulVariants(object[key] as Json, at).map((variant) => ({
      where: variant.where,
      value: { ...object, [key]: variant.value },
    }));
    return [{ where: `${at} (its key)`, value: renamed }, ...inValue];
  });
}

function variantsOf(endpoint: Endpoint): Variant[] {
  const variants: Variant[] = Object.keys(endpoint.query).map((name) => ({
    where: `query ${name}`,
    query: { ...endpoint.query, [name]: withNul(endpoint.query[name] ?? '') },
    body: endpoint.body?.(),
  }));
  variants.push({
    where: 'query parameter name',
    query: { ...endpoint.query, [withNul('extra')]: 'x' },
    body: endpoint.body?.(),
  });
  const { body } = endpoint;
  if (body !== undefined) {
    // A fresh body for every variant (same shape, so variant i is the same place), so that no variant fails
    // only because an earlier one used its address.
    const count = nulVariants(body(), '').length;
    for (let i = 0; i < count; i += 1) {
      const variant = nulVariants(body(), '')[i];
      if (variant !== undefined)
        variants.push({ where: `body ${variant.where}`, query: endpoint.query, body: variant.value });
    }
  }
  return variants;
}

describe('NUL characters (U+0000) in auth inputs', () => {
  const server = setupTestServer({ shared: true });
  let userToken = '';

  beforeAll(async () => {
    const signup = await post(server, '/auth/v1/signup', { email: randomEmail('nul-owner'), password: 'password123' });
    expect(signup.status).toBe(200);
    userToken = String(signup.body.access_token);
  });

  function send(endpoint: Endpoint, variant: Variant): Promise<RawResponse> {
    const token =
      endpoint.bearer === 'user'
        ? userToken
        : endpoint.bearer === 'service_role'
          ? server.serviceRoleKey
          : server.anonKey;
    const query = new URLSearchParams(variant.query).toString();
    return authRequest(server, endpoint.method, `/auth/v1${endpoint.path}${query === '' ? '' : `?${query}`}`, {
      body: variant.body,
      headers: { authorization: `Bearer ${token}` },
    });
  }

  it('are refused with 400 validation_failed in every query parameter and every body string and key, at any depth', async () => {
    const wrong: string[] = [];
    let sent = 0;
    for (const endpoint of endpoints()) {
      for (const variant of variantsOf(endpoint)) {
        const res = await send(endpoint, variant);
        sent += 1;
        const body = res.body;
        // The NUL's own answer, not another validation that happened to run first.
        const shaped =
          body.code === 'validation_failed' &&
          body.error_code === 'validation_failed' &&
          body.msg === NUL_CHARACTER_MESSAGE &&
          body.message === body.msg;
        if (res.status !== 400 || !shaped)
          wrong.push(`${endpoint.name}, ${variant.where}: ${res.status} ${JSON.stringify(body)}`);
      }
    }
    expect(wrong).toEqual([]);
    expect(sent).toBeGreaterThan(60);
  }, 120_000); // without the check, most of these requests hash a password

  it('are refused in passwords, which never reach the database, like everywhere else', async () => {
    const email = randomEmail('nul-password');
    const signup = await post(server, '/auth/v1/signup', { email, password: 'pass\u0000word123' });
    expect(signup.status).toBe(400);
    expect(signup.body).toMatchObject({ code: 'validation_failed', msg: NUL_CHARACTER_MESSAGE });
    const { rows } = await server.db.query('select 1 from auth.users where email = $1', [email]);
    expect(rows).toEqual([]);
  });

  it('written raw instead of escaped make the body invalid JSON (400 bad_json)', async () => {
    const res = await fetch(`${server.url}/auth/v1/signup`, {
      method: 'POST',
      headers: { apikey: server.anonKey, 'content-type': 'application/json' },
      // A template literal: the escape below is the character itself in the request, not JSON's escape.
      body: `{"email":"${randomEmail('nul-raw')}","password":"pass\u0000word"}`,
    });
    expect(res.status).toBe(400);
    expect(await res.json()).toMatchObject({ code: 'bad_json' });
  });

  it('are told apart from the six characters \\u0000 in the text, which are kept as they are', async () => {
    const email = randomEmail('nul-lookalike');
    const note = 'backslash-u: \\u0000';
    const signup = await post(server, '/auth/v1/signup', { email, password: 'password123', data: { note } });
    expect(signup.status).toBe(200);
    const { rows } = await server.db.query<{ note: string }>(
      "select raw_user_meta_data->>'note' as note from auth.users where email = $1",
      [email],
    );
    expect(rows).toEqual([{ note }]);
  });

  it('unlike unpaired surrogates, which jsonb refuses too but are stored as U+FFFD, as GoTrue decodes them', async () => {
    const email = randomEmail('surrogate');
    const signup = await post(server, '/auth/v1/signup', {
      email,
      password: 'password123',
      data: { note: 'x\ud800y', '\udc00key': ['\ud83d\ude00', '\ude00'] },
    });
    expect(signup.status).toBe(200);
    const { rows } = await server.db.query<{ meta: unknown }>(
      'select raw_user_meta_data as meta from auth.users where email = $1',
      [email],
    );
    expect(rows).toEqual([{ meta: { note: 'x\ufffdy', '\ufffdkey': ['\ud83d\ude00', '\ufffd'] } }]);
  });

  it('leave the server serving', async () => {
    const signup = await post(server, '/auth/v1/signup', {
      email: randomEmail('nul-after'),
      password: 'password123',
      data: { username: 'after' },
    });
    expect(signup.status).toBe(200);
  });
});
