import { describe, expect, it } from 'vitest';
import { createTestClient, randomEmail, setupTestServer } from '../helpers/test-server.ts';

describe('sign-up with e-mail confirmation off', () => {
  const server = setupTestServer({ shared: true });

  it('returns a session and stores the metadata', async () => {
    const client = createTestClient(server);
    const email = randomEmail();
    const { data, error } = await client.auth.signUp({
      email,
      password: 'password123',
      options: {
        data: { username: 'ann', full_name: 'Ann Example' },
        emailRedirectTo: 'http://localhost:4200/auth/callback',
      },
    });
    expect(error).toBeNull();
    expect(data.session?.access_token).toEqual(expect.any(String));
    expect(data.session?.refresh_token).toEqual(expect.any(String));
    expect(data.user?.email).toBe(email);
    expect(data.user?.user_metadata).toMatchObject({ username: 'ann', full_name: 'Ann Example' });
    expect(data.user?.app_metadata).toEqual({ provider: 'email', providers: ['email'] });
    expect(data.user?.email_confirmed_at).toEqual(expect.any(String));

    const me = await client.auth.getUser();
    expect(me.error).toBeNull();
    expect(me.data.user?.id).toBe(data.user?.id);

    const rows = await server.db.query<{ n: number }>('select count(*)::int as n from auth.users where email = $1', [
      email,
    ]);
    expect(rows.rows[0]?.n).toBe(1);
  });

  it('rejects a duplicate e-mail with user_already_exists', async () => {
    const client = createTestClient(server);
    const email = randomEmail();
    expect((await client.auth.signUp({ email, password: 'password123' })).error).toBeNull();
    const again = await createTestClient(server).auth.signUp({ email: email.toUpperCase(), password: 'password456' });
    expect(again.error?.status).toBe(422);
    expect(again.error?.code).toBe('user_already_exists');
    expect(again.error?.message).toBe('User already registered');
  });

  it('rejects a short password with weak_password', async () => {
    const { error } = await createTestClient(server).auth.signUp({ email: randomEmail(), password: '12345' });
    expect(error?.status).toBe(422);
    expect(error?.code).toBe('weak_password');
    expect(error?.message).toBe('Password should be at least 6 characters.');
  });

  it('rejects an invalid e-mail with validation_failed', async () => {
    const { error } = await createTestClient(server).auth.signUp({ email: 'not-an-email', password: 'password123' });
    expect(error?.status).toBe(400);
    expect(error?.code).toBe('validation_failed');
  });
});
