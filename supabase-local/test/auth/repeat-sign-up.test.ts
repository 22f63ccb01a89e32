import { describe, expect, it } from 'vitest';
import { createTestClient, latestMail, randomEmail, type TestServer, setupTestServer } from '../helpers/test-server.ts';

const CALLBACK = 'http://localhost:4200/auth/callback';

/** Opens the newest mail's link and exchanges its code, as the app's /auth/callback does. */
async function confirmByMail(
  server: TestServer,
  client: ReturnType<typeof createTestClient>,
  email: string,
): Promise<void> {
  const link = latestMail(server, email)?.link ?? '';
  const response = await fetch(link, { redirect: 'manual' });
  const code = new URL(response.headers.get('location') ?? '').searchParams.get('code') ?? '';
  const { error } = await client.auth.exchangeCodeForSession(code);
  expect(error).toBeNull();
}

async function signsIn(server: TestServer, email: string, password: string): Promise<string | undefined> {
  const { error } = await createTestClient(server).auth.signInWithPassword({ email, password });
  return error?.code;
}

describe('repeat sign-up with e-mail confirmation on', () => {
  const server = setupTestServer({ confirmEmail: true });

  it('never replaces the password of an unconfirmed account; the new link confirms the first password', async () => {
    const email = randomEmail('victim');
    const owner = createTestClient(server);
    const first = await owner.auth.signUp({
      email,
      password: 'owner-password',
      options: { emailRedirectTo: CALLBACK, data: { username: 'owner' } },
    });
    expect(first.error).toBeNull();
    const firstMail = latestMail(server, email);

    const attacker = createTestClient(server);
    const second = await attacker.auth.signUp({
      email,
      password: 'attacker-password',
      options: { emailRedirectTo: CALLBACK, data: { username: 'attacker' } },
    });
    expect(second.error).toBeNull();
    expect(second.data.session).toBeNull();
    expect(second.data.user?.id).toBe(first.data.user?.id);
    expect(second.data.user?.user_metadata).toMatchObject({ username: 'owner' });
    // GoTrue sends a new confirmation mail; its link replaces the first one.
    expect(latestMail(server, email)?.id).not.toBe(firstMail?.id);

    await confirmByMail(server, attacker, email);
    expect(await signsIn(server, email, 'attacker-password')).toBe('invalid_credentials');
    expect(await signsIn(server, email, 'owner-password')).toBeUndefined();
    const { rows } = await server.db.query<{ meta: Record<string, unknown> }>(
      'select raw_user_meta_data as meta from auth.users where email = $1',
      [email],
    );
    expect(rows[0]?.meta).toMatchObject({ username: 'owner' });
  });

  it('answers a repeat sign-up of a confirmed account exactly like a new sign-up, and changes nothing', async () => {
    const email = randomEmail('taken');
    const owner = createTestClient(server);
    const created = await owner.auth.signUp({
      email,
      password: 'owner-password',
      options: { emailRedirectTo: CALLBACK },
    });
    await confirmByMail(server, owner, email);
    const mailsBefore = server.mailbox.list(email).length;

    const repeat = await createTestClient(server).auth.signUp({
      email,
      password: 'other-password',
      options: { data: { username: 'someone' } },
    });
    const fresh = await createTestClient(server).auth.signUp({
      email: randomEmail('new'),
      password: 'other-password',
      options: { data: { username: 'someone' } },
    });
    expect(repeat.error).toBeNull();
    expect(repeat.data.session).toBeNull();
    expect(Object.keys(repeat.data.user ?? {}).sort()).toEqual(Object.keys(fresh.data.user ?? {}).sort());
    expect(repeat.data.user).toMatchObject({
      email,
      aud: 'authenticated',
      phone: '',
      app_metadata: { provider: 'email', providers: ['email'] },
      user_metadata: { username: 'someone' },
      is_anonymous: false,
    });
    expect(repeat.data.user?.id).not.toBe(created.data.user?.id);
    expect(repeat.data.user?.email_confirmed_at).toBeUndefined();
    expect(repeat.data.user?.confirmation_sent_at).toEqual(expect.any(String));

    expect(server.mailbox.list(email)).toHaveLength(mailsBefore);
    expect(await signsIn(server, email, 'other-password')).toBe('invalid_credentials');
    expect(await signsIn(server, email, 'owner-password')).toBeUndefined();
  });
});

describe('repeat sign-up with e-mail confirmation on and hosted mail limits', () => {
  const server = setupTestServer({ confirmEmail: true, rateLimits: {} });

  it('refuses a second confirmation mail within 60 seconds with over_email_send_rate_limit', async () => {
    const email = randomEmail('again');
    expect((await createTestClient(server).auth.signUp({ email, password: 'owner-password' })).error).toBeNull();
    const { error } = await createTestClient(server).auth.signUp({ email, password: 'other-password' });
    expect(error?.status).toBe(429);
    expect(error?.code).toBe('over_email_send_rate_limit');
    expect(server.mailbox.list(email)).toHaveLength(1);
  });
});

describe('repeat sign-up with e-mail confirmation off', () => {
  const server = setupTestServer({ shared: true });

  it('reports the duplicate as hosted does with autoconfirm, and keeps the password', async () => {
    const email = randomEmail();
    expect((await createTestClient(server).auth.signUp({ email, password: 'owner-password' })).error).toBeNull();
    const { error } = await createTestClient(server).auth.signUp({ email, password: 'other-password' });
    expect(error?.status).toBe(422);
    expect(error?.code).toBe('user_already_exists');
    expect(await signsIn(server, email, 'owner-password')).toBeUndefined();
  });
});
