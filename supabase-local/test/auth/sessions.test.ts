import { describe, expect, it } from 'vitest';
import { createTestClient, createUser, setupTestServer } from '../helpers/test-server.ts';

describe('refresh tokens and sign-out', () => {
  const server = setupTestServer({ shared: true });

  it('rotates the refresh token', async () => {
    const { client } = await createUser(server);
    const first = (await client.auth.getSession()).data.session;
    const { data, error } = await client.auth.refreshSession();
    expect(error).toBeNull();
    expect(data.session?.refresh_token).toEqual(expect.any(String));
    expect(data.session?.refresh_token).not.toBe(first?.refresh_token);
    expect(data.session?.user.id).toBe(first?.user.id);
  });

  it('signs out: the old access token is rejected by /auth/v1/user and /rest/v1', async () => {
    const { client, accessToken } = await createUser(server);
    expect((await client.auth.signOut()).error).toBeNull();

    const user = await fetch(`${server.url}/auth/v1/user`, {
      headers: { apikey: server.anonKey, authorization: `Bearer ${accessToken}` },
    });
    expect(user.status).toBe(403);
    expect(await user.json()).toMatchObject({ code: 'session_not_found' });

    const viaClient = createTestClient(server);
    const { error } = await viaClient.auth.getUser(accessToken);
    expect(error?.name).toBe('AuthSessionMissingError');

    const rest = await fetch(`${server.url}/rest/v1/profiles?select=*`, {
      headers: { apikey: server.anonKey, authorization: `Bearer ${accessToken}` },
    });
    expect(rest.status).toBe(401);
    expect(await rest.json()).toMatchObject({ code: 'PGRST303' });
  });

  it('signs out only the current session with scope local', async () => {
    const { client, email } = await createUser(server);
    const other = createTestClient(server);
    expect((await other.auth.signInWithPassword({ email, password: 'password123' })).error).toBeNull();
    expect((await client.auth.signOut({ scope: 'local' })).error).toBeNull();
    expect((await other.auth.getUser()).error).toBeNull();
  });

  it('signs out every session with scope global', async () => {
    const { client, email } = await createUser(server);
    const other = createTestClient(server);
    await other.auth.signInWithPassword({ email, password: 'password123' });
    const otherToken = (await other.auth.getSession()).data.session?.access_token ?? '';
    expect((await client.auth.signOut({ scope: 'global' })).error).toBeNull();
    const user = await fetch(`${server.url}/auth/v1/user`, {
      headers: { apikey: server.anonKey, authorization: `Bearer ${otherToken}` },
    });
    expect(user.status).toBe(403);
  });
});
