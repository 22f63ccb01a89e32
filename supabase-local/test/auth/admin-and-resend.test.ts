import { describe, expect, it } from 'vitest';
import { createTestClient, createUser, latestMail, randomEmail, setupTestServer } from '../helpers/test-server.ts';

describe('admin users API and resend', () => {
  const server = setupTestServer({ confirmEmail: true });

  it('creates a confirmed user with the service_role key, and deletes it', async () => {
    const admin = createTestClient(server, server.serviceRoleKey);
    const email = randomEmail('admin');
    const created = await admin.auth.admin.createUser({
      email,
      password: 'password123',
      email_confirm: true,
      user_metadata: { username: 'x' },
    });
    expect(created.error).toBeNull();
    expect(created.data.user?.email_confirmed_at).toEqual(expect.any(String));
    const signIn = await createTestClient(server).auth.signInWithPassword({ email, password: 'password123' });
    expect(signIn.error).toBeNull();

    const deleted = await admin.auth.admin.deleteUser(created.data.user?.id ?? '');
    expect(deleted.error).toBeNull();
    const { rows } = await server.db.query('select 1 from auth.users where email = $1', [email]);
    expect(rows).toHaveLength(0);
    // Its sessions went with it.
    const after = await createTestClient(server).auth.getUser(signIn.data.session?.access_token);
    expect(after.error?.name).toBe('AuthSessionMissingError');
  });

  it('refuses the admin API to the anon key and to signed-in users', async () => {
    const anon = await createTestClient(server).auth.admin.createUser({
      email: randomEmail(),
      password: 'password123',
    });
    expect(anon.error?.status).toBe(403);
    const { accessToken } = await createUser(server);
    const response = await fetch(`${server.url}/auth/v1/admin/users`, {
      method: 'POST',
      headers: { apikey: server.anonKey, authorization: `Bearer ${accessToken}`, 'content-type': 'application/json' },
      body: JSON.stringify({ email: randomEmail(), password: 'password123' }),
    });
    expect(response.status).toBe(403);
  });

  it('resends the confirmation mail of an unconfirmed account', async () => {
    const client = createTestClient(server);
    const email = randomEmail('resend');
    await client.auth.signUp({ email, password: 'password123' });
    const first = latestMail(server, email);
    const { error } = await client.auth.resend({ type: 'signup', email });
    expect(error).toBeNull();
    const second = latestMail(server, email);
    expect(second?.id).not.toBe(first?.id);
    // Only the newest link confirms.
    const old = await fetch(first?.link ?? '', { redirect: 'manual' });
    expect(new URL(old.headers.get('location') ?? '').hash).toContain('otp_expired');
    // The sign-up stored a PKCE challenge, so the new link still ends in a code for that flow.
    const fresh = await fetch(second?.link ?? '', { redirect: 'manual' });
    const code = new URL(fresh.headers.get('location') ?? '').searchParams.get('code');
    expect(code).toEqual(expect.any(String));
    expect((await client.auth.exchangeCodeForSession(code ?? '')).error).toBeNull();
  });
});
