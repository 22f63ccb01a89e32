import bcrypt from 'bcryptjs';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { AuthRateLimiter, DEFAULT_RATE_LIMITS } from '../../src/auth/rate-limit.ts';
import { createTestClient, createUser, latestMail, randomEmail, setupTestServer } from '../helpers/test-server.ts';
import { post, authRequest } from './auth-requests.ts';

const RATE_LIMITED = {
  code: 'over_request_rate_limit',
  error_code: 'over_request_rate_limit',
  msg: 'Request rate limit reached',
};

/** Distinct loopback addresses, one per simulated client. */
let nextClient = 10;
function newClientAddress(): string {
  nextClient += 1;
  return `127.0.0.${nextClient}`;
}

describe('auth rate limits with hosted defaults', () => {
  const server = setupTestServer({ rateLimits: {} });
  afterEach(() => {
    vi.restoreAllMocks();
  });

  it('lets a burst of 30 token requests through per address, then answers 429 without hashing', async () => {
    const { email } = await createUser(server, randomEmail(), 'right-password');
    const from = newClientAddress();
    // Unknown refresh tokens cost no hashing; every grant type draws from the same bucket.
    for (let i = 0; i < DEFAULT_RATE_LIMITS.burst; i += 1) {
      const answer = await post(
        server,
        '/auth/v1/token?grant_type=refresh_token',
        { refresh_token: `unknown-${i}` },
        from,
      );
      expect(answer.status).toBe(400);
    }
    const compare = vi.spyOn(bcrypt, 'compare');
    const hash = vi.spyOn(bcrypt, 'hash');
    const refused = await post(
      server,
      '/auth/v1/token?grant_type=password',
      { email, password: 'right-password' },
      from,
    );
    expect(refused.status).toBe(429);
    expect(refused.body).toMatchObject(RATE_LIMITED);
    expect(refused.headers['x-supabase-api-version']).toBe('2024-01-01');
    expect(compare).not.toHaveBeenCalled();
    expect(hash).not.toHaveBeenCalled();

    // Another address is not affected.
    const other = await post(
      server,
      '/auth/v1/token?grant_type=password',
      { email, password: 'right-password' },
      newClientAddress(),
    );
    expect(other.status).toBe(200);
  });

  it('limits sign-ups, resends and verifications per address in buckets of their own', async () => {
    const from = newClientAddress();
    // Invalid requests still count: the limit comes before any parsing.
    for (let i = 0; i < DEFAULT_RATE_LIMITS.burst; i += 1) {
      expect(
        (await post(server, '/auth/v1/signup', { email: 'not-an-email', password: 'password123' }, from)).status,
      ).toBe(400);
    }
    const signUp = await post(server, '/auth/v1/signup', { email: randomEmail(), password: 'password123' }, from);
    expect(signUp.status).toBe(429);
    expect(signUp.body).toMatchObject(RATE_LIMITED);

    // Resend is a separate bucket: still open for this address.
    for (let i = 0; i < DEFAULT_RATE_LIMITS.burst; i += 1) {
      expect((await post(server, '/auth/v1/resend', { type: 'signup', email: randomEmail() }, from)).status).toBe(200);
    }
    expect((await post(server, '/auth/v1/resend', { type: 'signup', email: randomEmail() }, from)).status).toBe(429);

    for (let i = 0; i < DEFAULT_RATE_LIMITS.burst; i += 1) {
      const link = await authRequest(server, 'GET', `/auth/v1/verify?token=bad-${i}&type=signup`, { from });
      expect(link.status).toBe(303);
    }
    const verify = await authRequest(server, 'GET', '/auth/v1/verify?token=bad&type=signup', { from });
    expect(verify.status).toBe(429);
    expect(verify.body).toMatchObject(RATE_LIMITED);
  });

  it('shows up in supabase-js as a 429 AuthApiError with GoTrue code', async () => {
    // The harness client connects from 127.0.0.1; use that address's sign-up bucket up.
    for (let i = 0; i < DEFAULT_RATE_LIMITS.burst; i += 1)
      await post(server, '/auth/v1/signup', { email: 'x' }, '127.0.0.1');
    const { error } = await createTestClient(server).auth.signUp({ email: randomEmail(), password: 'password123' });
    expect(error?.status).toBe(429);
    expect(error?.code).toBe('over_request_rate_limit');
    expect(error?.message).toBe('Request rate limit reached');
  });
});

describe('password attempts with a slow refill (1 per 5 minutes), so no bucket refills during a test', () => {
  const BURST = 10;
  const server = setupTestServer({ rateLimits: { tokenRefresh: 1, burst: BURST } });

  it('stops 300 wrong passwords long before the right one', async () => {
    const { email } = await createUser(server, randomEmail(), 'right-password');
    const from = newClientAddress();
    const statuses: number[] = [];
    for (let i = 0; i < 300; i += 1) {
      statuses.push(
        (await post(server, '/auth/v1/token?grant_type=password', { email, password: `wrong-${i}` }, from)).status,
      );
    }
    expect(statuses.slice(0, BURST).every((status) => status === 400)).toBe(true);
    expect(statuses.slice(BURST).every((status) => status === 429)).toBe(true);
    const right = await post(server, '/auth/v1/token?grant_type=password', { email, password: 'right-password' }, from);
    expect(right.status).toBe(429);
  });

  it('limits password attempts per account across addresses', async () => {
    const { email } = await createUser(server, randomEmail(), 'right-password');
    // Each address makes one attempt on the same account: its own bucket stays nearly full.
    for (let i = 0; i < BURST; i += 1) {
      const answer = await post(
        server,
        '/auth/v1/token?grant_type=password',
        { email, password: `wrong-${i}` },
        newClientAddress(),
      );
      expect(answer.status).toBe(400);
    }
    const from = newClientAddress();
    const refused = await post(
      server,
      '/auth/v1/token?grant_type=password',
      { email, password: 'right-password' },
      from,
    );
    expect(refused.status).toBe(429);
    expect(refused.body).toMatchObject(RATE_LIMITED);
    // The same address may still try another account (matched case- and width-insensitively to the first).
    const otherAccount = await post(
      server,
      '/auth/v1/token?grant_type=password',
      { email: randomEmail(), password: 'x-password' },
      from,
    );
    expect(otherAccount.status).toBe(400);
    const sameAccountOtherSpelling = await post(
      server,
      '/auth/v1/token?grant_type=password',
      { email: email.toUpperCase(), password: 'right-password' },
      from,
    );
    expect(sameAccountOtherSpelling.status).toBe(429);
  });
});

describe('confirmation mail limits', () => {
  const server = setupTestServer({ confirmEmail: true, rateLimits: { emailSent: 3 } });

  it('refuses a second confirmation mail to one account within 60 seconds, as GoTrue', async () => {
    const email = randomEmail('freq');
    const client = createTestClient(server);
    expect((await client.auth.signUp({ email, password: 'password123' })).error).toBeNull();
    const first = latestMail(server, email);

    const { error } = await client.auth.resend({ type: 'signup', email });
    expect(error?.status).toBe(429);
    expect(error?.code).toBe('over_email_send_rate_limit');
    expect(error?.message).toMatch(/^For security purposes, you can only request this after (59|60) seconds\.$/);
    expect(latestMail(server, email)?.id).toBe(first?.id);

    // A minute later the mail goes out.
    await server.db.query(
      "update auth.users set confirmation_sent_at = now() - interval '61 seconds' where email = $1",
      [email],
    );
    expect((await client.auth.resend({ type: 'signup', email })).error).toBeNull();
    expect(latestMail(server, email)?.id).not.toBe(first?.id);
  });

  it('stops sending mails past the hourly allowance, and the refused sign-up leaves no account', async () => {
    // Two mails went out above; the allowance is three.
    expect(
      (await createTestClient(server).auth.signUp({ email: randomEmail(), password: 'password123' })).error,
    ).toBeNull();
    const email = randomEmail('over');
    const { error } = await createTestClient(server).auth.signUp({ email, password: 'password123' });
    expect(error?.status).toBe(429);
    expect(error?.code).toBe('over_email_send_rate_limit');
    expect(error?.message).toBe('email rate limit exceeded');
    const { rows } = await server.db.query('select 1 from auth.users where email = $1', [email]);
    expect(rows).toHaveLength(0);
    expect(latestMail(server, email)).toBeUndefined();
  });
});

describe('e-mail change mail limits', () => {
  const server = setupTestServer({ confirmEmail: true, rateLimits: {} });

  it('refuses a second e-mail change mail within 60 seconds', async () => {
    const { client } = await createUser(server);
    const first = randomEmail('moved');
    expect((await client.auth.updateUser({ email: first })).error).toBeNull();
    expect(latestMail(server, first)).toBeDefined();
    const second = randomEmail('moved');
    const { error } = await client.auth.updateUser({ email: second });
    expect(error?.status).toBe(429);
    expect(error?.code).toBe('over_email_send_rate_limit');
    expect(latestMail(server, second)).toBeUndefined();
  });
});

describe('rate limits turned off', () => {
  const server = setupTestServer({ rateLimits: false });

  it('never answers 429', async () => {
    for (let i = 0; i < 2 * DEFAULT_RATE_LIMITS.burst; i += 1) {
      expect(
        (await post(server, '/auth/v1/token?grant_type=refresh_token', { refresh_token: `unknown-${i}` })).status,
      ).toBe(400);
    }
  });
});

describe('AuthRateLimiter', () => {
  it('refills each bucket at the configured rate per five minutes, up to the burst', () => {
    let now = 0;
    const limiter = new AuthRateLimiter({ ...DEFAULT_RATE_LIMITS, tokenRefresh: 150, burst: 3 }, () => now);
    expect([1, 2, 3, 4].map(() => limiter.allowRequest('token', 'a'))).toEqual([true, true, true, false]);
    // 150 per 300 s is one every 2 s.
    now = 1_999;
    expect(limiter.allowRequest('token', 'a')).toBe(false);
    now = 2_000;
    expect(limiter.allowRequest('token', 'a')).toBe(true);
    expect(limiter.allowRequest('token', 'a')).toBe(false);
    // A long pause refills no more than the burst.
    now = 1_000_000;
    expect([1, 2, 3, 4].map(() => limiter.allowRequest('token', 'a'))).toEqual([true, true, true, false]);
    // Other buckets and other addresses are separate.
    expect(limiter.allowRequest('signup', 'a')).toBe(true);
    expect(limiter.allowRequest('token', 'b')).toBe(true);
  });

  it('counts mails in fixed hourly windows for the whole server', () => {
    let now = 0;
    const limiter = new AuthRateLimiter({ ...DEFAULT_RATE_LIMITS, emailSent: 2 }, () => now);
    expect([1, 2, 3].map(() => limiter.allowEmailSend())).toEqual([true, true, false]);
    now = 3_599_999;
    expect(limiter.allowEmailSend()).toBe(false);
    now = 3_600_000;
    expect(limiter.allowEmailSend()).toBe(true);
  });

  it('allows everything when turned off', () => {
    const limiter = new AuthRateLimiter(false);
    for (let i = 0; i < 100; i += 1)
      expect(limiter.allowRequest('token', 'a') && limiter.allowAccount('token', 'a') && limiter.allowEmailSend()).toBe(
        true,
      );
    expect(limiter.emailMaxFrequencySeconds).toBe(0);
  });
});
