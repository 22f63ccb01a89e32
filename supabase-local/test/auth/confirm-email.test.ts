import { describe, expect, it } from 'vitest';
import { createTestClient, latestMail, randomEmail, setupTestServer } from '../helpers/test-server.ts';

const CALLBACK = 'http://localhost:4200/auth/callback';

async function openLink(link: string): Promise<Response> {
  return fetch(link, { redirect: 'manual' });
}

describe('sign-up with e-mail confirmation on (PKCE)', () => {
  const server = setupTestServer({ confirmEmail: true });

  async function signUpAndFollowLink(): Promise<{
    client: ReturnType<typeof createTestClient>;
    email: string;
    code: string;
  }> {
    const client = createTestClient(server);
    const email = randomEmail();
    const { data, error } = await client.auth.signUp({
      email,
      password: 'password123',
      options: { emailRedirectTo: CALLBACK, data: { username: 'bo' } },
    });
    expect(error).toBeNull();
    expect(data.session).toBeNull();
    expect(data.user?.email).toBe(email);
    expect(data.user?.email_confirmed_at).toBeUndefined();

    const mail = latestMail(server, email);
    expect(mail?.link).toContain('/auth/v1/verify?');
    const link = new URL(mail?.link ?? '');
    expect(link.searchParams.get('type')).toBe('signup');
    expect(link.searchParams.get('redirect_to')).toBe(CALLBACK);

    const response = await openLink(link.toString());
    expect(response.status).toBe(303);
    const location = new URL(response.headers.get('location') ?? '');
    expect(`${location.origin}${location.pathname}`).toBe(CALLBACK);
    const code = location.searchParams.get('code');
    expect(code).toEqual(expect.any(String));
    return { client, email, code: code ?? '' };
  }

  it('mails a link whose code exchanges for a session', async () => {
    const { client, email, code } = await signUpAndFollowLink();
    const { data, error } = await client.auth.exchangeCodeForSession(code);
    expect(error).toBeNull();
    expect(data.session?.user.email).toBe(email);
    expect(data.user?.email_confirmed_at).toEqual(expect.any(String));
    expect(data.user?.user_metadata).toMatchObject({ username: 'bo' });
  });

  it('lists the mail on the mailbox page', async () => {
    const email = randomEmail('mailbox');
    await createTestClient(server).auth.signUp({
      email,
      password: 'password123',
      options: { emailRedirectTo: CALLBACK },
    });
    const page = await fetch(`${server.url}/mailbox`);
    expect(page.status).toBe(200);
    expect(page.headers.get('content-type')).toContain('text/html');
    const html = await page.text();
    expect(html).toContain(email);
    expect(html).toContain('/auth/v1/verify?token=');
  });

  it('refuses password sign-in before confirmation', async () => {
    const email = randomEmail();
    const client = createTestClient(server);
    await client.auth.signUp({ email, password: 'password123' });
    const { error } = await client.auth.signInWithPassword({ email, password: 'password123' });
    expect(error?.status).toBe(400);
    expect(error?.code).toBe('email_not_confirmed');
    expect(error?.message).toBe('Email not confirmed');
  });

  it('accepts an auth code only once', async () => {
    const { client, code } = await signUpAndFollowLink();
    expect((await client.auth.exchangeCodeForSession(code)).error).toBeNull();
    // The client forgets the verifier after use; send the raw request again with a valid verifier shape.
    const reuse = await fetch(`${server.url}/auth/v1/token?grant_type=pkce`, {
      method: 'POST',
      headers: { apikey: server.anonKey, 'content-type': 'application/json' },
      body: JSON.stringify({ auth_code: code, code_verifier: 'x'.repeat(56) }),
    });
    expect(reuse.status).toBe(404);
    expect(await reuse.json()).toMatchObject({ code: 'flow_state_not_found' });
  });

  it('rejects a wrong code verifier and keeps the code for the right one', async () => {
    const { client, code } = await signUpAndFollowLink();
    const wrong = await fetch(`${server.url}/auth/v1/token?grant_type=pkce`, {
      method: 'POST',
      headers: { apikey: server.anonKey, 'content-type': 'application/json' },
      body: JSON.stringify({ auth_code: code, code_verifier: 'y'.repeat(56) }),
    });
    expect(wrong.status).toBe(400);
    expect(wrong.headers.get('x-supabase-api-version')).toBe('2024-01-01');
    expect(await wrong.json()).toMatchObject({ code: 'bad_code_verifier' });
    expect((await client.auth.exchangeCodeForSession(code)).error).toBeNull();
  });

  it('redirects an invalid link with an error and confirms nothing', async () => {
    const response = await openLink(
      `${server.url}/auth/v1/verify?token=nope&type=signup&redirect_to=${encodeURIComponent(CALLBACK)}`,
    );
    expect(response.status).toBe(303);
    const location = new URL(response.headers.get('location') ?? '');
    expect(new URLSearchParams(location.hash.slice(1)).get('error_code')).toBe('otp_expired');
  });

  it('never redirects to a foreign site', async () => {
    const email = randomEmail();
    await createTestClient(server).auth.signUp({
      email,
      password: 'password123',
      options: { emailRedirectTo: 'https://evil.example.com/steal' },
    });
    const link = new URL(latestMail(server, email)?.link ?? '');
    expect(link.searchParams.get('redirect_to')).toBe('http://localhost:4200');
  });

  it('confirms an implicit-flow sign-up with tokens in the fragment', async () => {
    const email = randomEmail();
    const signup = await fetch(`${server.url}/auth/v1/signup?redirect_to=${encodeURIComponent(CALLBACK)}`, {
      method: 'POST',
      headers: { apikey: server.anonKey, 'content-type': 'application/json' },
      body: JSON.stringify({ email, password: 'password123' }),
    });
    expect(signup.status).toBe(200);
    const response = await openLink(latestMail(server, email)?.link ?? '');
    expect(response.status).toBe(303);
    const fragment = new URLSearchParams(new URL(response.headers.get('location') ?? '').hash.slice(1));
    expect(fragment.get('access_token')).toEqual(expect.any(String));
    expect(fragment.get('refresh_token')).toEqual(expect.any(String));
    expect(fragment.get('type')).toBe('signup');
  });
});
