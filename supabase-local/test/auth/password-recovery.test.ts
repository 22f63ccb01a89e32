import { describe, expect, it } from 'vitest';
import { DEFAULT_RATE_LIMITS } from '../../src/auth/rate-limit.ts';
import { RECOVERY_MAIL } from '../../src/auth/models/recovery.ts';
import { createTestClient, createUser, latestMail, randomEmail, setupTestServer } from '../helpers/test-server.ts';
import { authRequest, post } from './auth-requests.ts';

const RESET_PAGE = 'http://localhost:4200/auth/callback';

function openLink(link: string): Promise<Response> {
  return fetch(link, { redirect: 'manual' });
}

function locationOf(response: Response): URL {
  return new URL(response.headers.get('location') ?? '');
}

describe('password recovery (POST /recover, GET /verify?type=recovery)', () => {
  const server = setupTestServer();

  it('mails a link whose PKCE code signs in, and the new password then works', async () => {
    const { email } = await createUser(server, randomEmail('recover'), 'old-password');
    const client = createTestClient(server);
    const { data, error } = await client.auth.resetPasswordForEmail(email, { redirectTo: RESET_PAGE });
    expect(error).toBeNull();
    expect(data).toEqual({});

    const mail = latestMail(server, email);
    expect(mail).toMatchObject(RECOVERY_MAIL);
    const link = new URL(mail?.link ?? '');
    expect(link.pathname).toBe('/auth/v1/verify');
    expect(link.searchParams.get('type')).toBe('recovery');
    expect(link.searchParams.get('redirect_to')).toBe(RESET_PAGE);

    const opened = await openLink(link.toString());
    expect(opened.status).toBe(303);
    const location = locationOf(opened);
    expect(`${location.origin}${location.pathname}`).toBe(RESET_PAGE);
    const code = location.searchParams.get('code') ?? '';
    expect(code).not.toBe('');

    // supabase-js remembers that this verifier belongs to a recovery and says so after the exchange.
    const exchanged = await client.auth.exchangeCodeForSession(code);
    expect(exchanged.error).toBeNull();
    expect(exchanged.data.session?.user.email).toBe(email);
    expect((exchanged.data as { redirectType?: string | null }).redirectType).toBe('recovery');

    expect((await client.auth.updateUser({ password: 'new-password' })).error).toBeNull();
    const fresh = createTestClient(server);
    expect((await fresh.auth.signInWithPassword({ email, password: 'old-password' })).error?.code).toBe(
      'invalid_credentials',
    );
    expect((await fresh.auth.signInWithPassword({ email, password: 'new-password' })).error).toBeNull();
  });

  it('without PKCE redirects with the session in the fragment and type=recovery, as GoTrue', async () => {
    const { email } = await createUser(server, randomEmail('implicit'), 'old-password');
    const answer = await post(server, `/auth/v1/recover?redirect_to=${encodeURIComponent(RESET_PAGE)}`, { email });
    expect(answer.status).toBe(200);
    expect(answer.body).toEqual({});

    const location = locationOf(await openLink(latestMail(server, email)?.link ?? ''));
    expect(location.search).toBe('');
    const fragment = new URLSearchParams(location.hash.slice(1));
    expect(fragment.get('type')).toBe('recovery');
    expect(fragment.get('token_type')).toBe('bearer');
    const accessToken = fragment.get('access_token') ?? '';
    const { data } = await createTestClient(server).auth.getUser(accessToken);
    expect(data.user?.email).toBe(email);
  });

  it('answers 200 {} for an unknown address and mails nothing', async () => {
    const email = randomEmail('nobody');
    const { data, error } = await createTestClient(server).auth.resetPasswordForEmail(email);
    expect(error).toBeNull();
    expect(data).toEqual({});
    expect(latestMail(server, email)).toBeUndefined();
  });

  it('refuses a request without a valid address with GoTrue 400 validation_failed', async () => {
    const missing = await post(server, '/auth/v1/recover', {});
    expect(missing.status).toBe(400);
    expect(missing.body).toMatchObject({ code: 'validation_failed', msg: 'Password recovery requires an email' });
    const invalid = await post(server, '/auth/v1/recover', { email: 'not-an-email' });
    expect(invalid.status).toBe(400);
    expect(invalid.body).toMatchObject({
      code: 'validation_failed',
      msg: 'Unable to validate email address: invalid format',
    });
  });

  it('signs in only with the newest link, once', async () => {
    const { email } = await createUser(server, randomEmail('twice'), 'old-password');
    await post(server, '/auth/v1/recover', { email });
    const first = latestMail(server, email)?.link ?? '';
    await post(server, '/auth/v1/recover', { email });
    const second = latestMail(server, email)?.link ?? '';
    expect(second).not.toBe(first);

    expect(locationOf(await openLink(first)).hash).toContain('error_code=otp_expired');
    expect(locationOf(await openLink(second)).hash).toContain('access_token=');
    expect(locationOf(await openLink(second)).hash).toContain('error_code=otp_expired');
  });

  it('refuses a link older than a day', async () => {
    const { email } = await createUser(server, randomEmail('old'), 'old-password');
    await post(server, '/auth/v1/recover', { email });
    await server.db.query("update auth.users set recovery_sent_at = now() - interval '25 hours' where email = $1", [
      email,
    ]);
    expect(locationOf(await openLink(latestMail(server, email)?.link ?? '')).hash).toContain('error_code=otp_expired');
  });
});

describe('password recovery rate limits (hosted defaults)', () => {
  const server = setupTestServer({ rateLimits: {} });

  it('refuses a second mail to one account within 60 s (429 over_email_send_rate_limit)', async () => {
    const { email } = await createUser(server, randomEmail('often'), 'old-password');
    expect((await post(server, '/auth/v1/recover', { email }, '127.0.0.40')).status).toBe(200);
    const again = await post(server, '/auth/v1/recover', { email }, '127.0.0.40');
    expect(again.status).toBe(429);
    expect(again.body).toMatchObject({ code: 'over_email_send_rate_limit' });
    expect(String(again.body.msg)).toMatch(/^For security purposes, you can only request this after \d+ seconds\.$/);
  });

  it('has a per-address bucket of its own (GOTRUE_RATE_LIMIT_OTP, burst 30)', async () => {
    const from = '127.0.0.41';
    for (let i = 0; i < DEFAULT_RATE_LIMITS.burst; i += 1)
      expect((await post(server, '/auth/v1/recover', { email: randomEmail() }, from)).status).toBe(200);
    const refused = await post(server, '/auth/v1/recover', { email: randomEmail() }, from);
    expect(refused.status).toBe(429);
    expect(refused.body).toMatchObject({ code: 'over_request_rate_limit' });
    // Resend is another bucket: still open for this address.
    const resend = await authRequest(server, 'POST', '/auth/v1/resend', {
      body: { type: 'signup', email: randomEmail() },
      from,
    });
    expect(resend.status).toBe(200);
  });
});
