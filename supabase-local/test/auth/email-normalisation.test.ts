import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { normaliseEmail } from '../../src/auth/models/email-address.ts';
import { createTestClient, createUser, latestMail, setupTestServer } from '../helpers/test-server.ts';

/** Full-width forms (U+FF01…U+FF5E) of the printable ASCII letters, digits and symbols. */
function fullWidth(text: string): string {
  return text.replace(/[!-~]/g, (c) => String.fromCodePoint(c.codePointAt(0)! + 0xfee0));
}

function uniqueLocalPart(): string {
  return `demo${randomUUID().slice(0, 8)}`;
}

const INVISIBLE = {
  'zero-width space': '\u200b',
  'zero-width non-joiner': '\u200c',
  'zero-width joiner': '\u200d',
  'word joiner': '\u2060',
  'byte order mark': '\ufeff',
  'right-to-left override': '\u202e',
  'left-to-right isolate': '\u2066',
  'left-to-right mark': '\u200e',
  'soft hyphen': '\u00ad',
  'Hangul filler': '\u3164',
  'variation selector': '\ufe0f',
  'control character': '\u0007',
};

describe('normaliseEmail', () => {
  it('folds compatibility forms with NFKC, then lower-cases', () => {
    expect(normaliseEmail(fullWidth('Demo@Example.com'))).toBe('demo@example.com');
    expect(normaliseEmail('  DEMO@example.COM ')).toBe('demo@example.com');
    // Kelvin sign and the "fi" ligature.
    expect(normaliseEmail('\u212aelvin@example.com')).toBe('kelvin@example.com');
    expect(normaliseEmail('\ufb01nn@example.com')).toBe('finn@example.com');
  });

  it.each(Object.entries(INVISIBLE))('refuses an address holding a %s', (_name, char) => {
    expect(normaliseEmail(`de${char}mo@example.com`)).toBeUndefined();
  });

  it('refuses letters of other scripts that NFKC keeps (GoTrue accepts ASCII addresses only)', () => {
    expect(normaliseEmail('d\u0435mo@example.com')).toBeUndefined(); // Cyrillic е
    expect(normaliseEmail('demo@ex\u0430mple.com')).toBeUndefined(); // Cyrillic а
  });
});

describe('e-mail normalisation at every entry point', () => {
  const server = setupTestServer({ shared: true });

  it('signs a full-width spelling in to the ASCII account', async () => {
    const email = `${uniqueLocalPart()}@example.com`;
    const { userId } = await createUser(server, email, 'password123');
    const { data, error } = await createTestClient(server).auth.signInWithPassword({
      email: fullWidth(email),
      password: 'password123',
    });
    expect(error).toBeNull();
    expect(data.user?.id).toBe(userId);
  });

  it('refuses a full-width spelling of an existing address as a duplicate at sign-up', async () => {
    const email = `${uniqueLocalPart()}@example.com`;
    await createUser(server, email);
    const { error } = await createTestClient(server).auth.signUp({ email: fullWidth(email), password: 'password123' });
    expect(error?.code).toBe('user_already_exists');
    const { rows } = await server.db.query<{ n: number }>(
      'select count(*)::int as n from auth.users where email like $1',
      [`%${email.split('@')[0]}%`],
    );
    expect(rows[0]?.n).toBe(1);
  });

  it('stores a full-width sign-up under its ASCII spelling', async () => {
    const email = `${uniqueLocalPart()}@example.com`;
    const { data, error } = await createTestClient(server).auth.signUp({
      email: fullWidth(email),
      password: 'password123',
    });
    expect(error).toBeNull();
    expect(data.user?.email).toBe(email);
  });

  it.each(Object.entries(INVISIBLE))(
    'refuses a sign-up with a %s with GoTrue validation error',
    async (_name, char) => {
      const local = uniqueLocalPart();
      const { error } = await createTestClient(server).auth.signUp({
        email: `${local.slice(0, 2)}${char}${local.slice(2)}@example.com`,
        password: 'password123',
      });
      expect(error?.status).toBe(400);
      expect(error?.code).toBe('validation_failed');
      expect(error?.message).toBe('Unable to validate email address: invalid format');
    },
  );

  it('never signs an address with a zero-width space in to the account without it', async () => {
    const email = `${uniqueLocalPart()}@example.com`;
    await createUser(server, email, 'password123');
    const { error } = await createTestClient(server).auth.signInWithPassword({
      email: `de\u200b${email.slice(2)}`,
      password: 'password123',
    });
    expect(error?.status).toBe(400);
    expect(error?.code).toBe('invalid_credentials');
  });

  it('normalises and refuses the same way in the admin API and in user updates', async () => {
    const admin = createTestClient(server, server.serviceRoleKey).auth.admin;
    const email = `${uniqueLocalPart()}@example.com`;
    const created = await admin.createUser({ email: fullWidth(email), password: 'password123', email_confirm: true });
    expect(created.data.user?.email).toBe(email);
    const refused = await admin.createUser({
      email: `de\u200dmo${randomUUID().slice(0, 8)}@example.com`,
      password: 'password123',
    });
    expect(refused.error?.status).toBe(400);
    expect(refused.error?.code).toBe('validation_failed');

    const { client } = await createUser(server);
    const taken = await client.auth.updateUser({ email: fullWidth(email) });
    expect(taken.error?.code).toBe('email_exists');
    const invisible = await client.auth.updateUser({ email: `x\u00ad${email}` });
    expect(invisible.error?.code).toBe('validation_failed');
    const moved = `${uniqueLocalPart()}@example.com`;
    const changed = await client.auth.updateUser({ email: fullWidth(moved) });
    expect(changed.error).toBeNull();
    expect(changed.data.user?.email).toBe(moved);
  });
});

describe('e-mail normalisation on resend', () => {
  const server = setupTestServer({ confirmEmail: true });

  it('resends to the ASCII account for a full-width spelling and refuses invisible characters', async () => {
    const email = `${uniqueLocalPart()}@example.com`;
    const client = createTestClient(server);
    await client.auth.signUp({ email, password: 'password123' });
    const first = latestMail(server, email);
    expect((await client.auth.resend({ type: 'signup', email: fullWidth(email) })).error).toBeNull();
    expect(latestMail(server, email)?.id).not.toBe(first?.id);
    const { error } = await client.auth.resend({ type: 'signup', email: `\ufeff${email}` });
    expect(error?.code).toBe('validation_failed');
  });
});
