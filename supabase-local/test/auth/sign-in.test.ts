import { describe, expect, it } from 'vitest';
import { createTestClient, createUser, randomEmail, setupTestServer } from '../helpers/test-server.ts';

describe('password sign-in', () => {
  const server = setupTestServer({ shared: true });

  it('signs in with the right password and issues an authenticated token', async () => {
    const { email, userId } = await createUser(server, randomEmail(), 'right-password');
    const client = createTestClient(server);
    const { data, error } = await client.auth.signInWithPassword({ email, password: 'right-password' });
    expect(error).toBeNull();
    expect(data.user?.id).toBe(userId);
    const claims = JSON.parse(
      Buffer.from(data.session?.access_token.split('.')[1] ?? '', 'base64url').toString(),
    ) as Record<string, unknown>;
    expect(claims).toMatchObject({ sub: userId, role: 'authenticated', aud: 'authenticated', email, aal: 'aal1' });
    expect(claims.session_id).toEqual(expect.any(String));
    expect((claims.exp as number) - (claims.iat as number)).toBe(3600);
  });

  it('answers a wrong password with invalid_credentials', async () => {
    const { email } = await createUser(server);
    const { data, error } = await createTestClient(server).auth.signInWithPassword({
      email,
      password: 'wrong-password',
    });
    expect(data.session).toBeNull();
    expect(error?.status).toBe(400);
    expect(error?.code).toBe('invalid_credentials');
    expect(error?.message).toBe('Invalid login credentials');
  });

  it('answers an unknown e-mail the same way', async () => {
    const { error } = await createTestClient(server).auth.signInWithPassword({
      email: randomEmail(),
      password: 'password123',
    });
    expect(error?.code).toBe('invalid_credentials');
  });

  it('updates metadata and password through PUT /user', async () => {
    const { client, email } = await createUser(server);
    const updated = await client.auth.updateUser({ data: { full_name: 'New Name' }, password: 'another-password' });
    expect(updated.error).toBeNull();
    expect(updated.data.user?.user_metadata).toMatchObject({ full_name: 'New Name' });
    const old = await createTestClient(server).auth.signInWithPassword({ email, password: 'password123' });
    expect(old.error?.code).toBe('invalid_credentials');
    const fresh = await createTestClient(server).auth.signInWithPassword({ email, password: 'another-password' });
    expect(fresh.error).toBeNull();
  });
});
