// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { unreachableClient } from '../testing/unreachable-client';
import {
  endSessionIfRefreshRefused,
  forgetExpiredSession,
  readExpiredSession,
  readStoredSession,
  rememberExpiredSession,
  SESSION_EXPIRED,
  SESSION_EXPIRED_UNSAVED,
  sessionExpiredMessage,
} from './session-end';

const STORAGE_KEY = 'test-auth-token';

const offlineClient = (stored: unknown) => unreachableClient(STORAGE_KEY, stored);

const expiredSession = () => ({
  access_token: 'expired.jwt.token',
  refresh_token: 'refresh-1',
  token_type: 'bearer',
  expires_in: 3600,
  expires_at: Math.floor(Date.now() / 1000) - 600,
  user: { id: 'user-a', email: 'a@example.com', aud: 'authenticated', app_metadata: {}, user_metadata: {} },
});

beforeEach(() => {
  // supabase-js logs each refresh that cannot reach the server
  vi.spyOn(console, 'error').mockImplementation(() => {});
});

afterEach(() => {
  vi.restoreAllMocks();
  forgetExpiredSession();
  vi.useRealTimers();
});

/** supabase-js retries a refresh that cannot reach the server for up to 30 s: the test's clock runs through it. */
async function withRetriesElapsed<T>(run: () => Promise<T>): Promise<T> {
  vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'Date'] });
  const result = run();
  await vi.advanceTimersByTimeAsync(40_000);
  return result;
}

describe('the prompt after a session expired', () => {
  it('asks to sign in again to save the changes that wait, or only to sign in again', () => {
    expect(sessionExpiredMessage({ userId: 'a', email: null, unsavedChanges: 2 })).toBe(
      'Your session has expired. Sign in again to save your changes.',
    );
    expect(sessionExpiredMessage({ userId: 'a', email: null, unsavedChanges: 0 })).toBe(SESSION_EXPIRED);
    expect(SESSION_EXPIRED_UNSAVED).toContain('Sign in again');
  });

  it('is remembered across a reload, and a record of the wrong shape is ignored', () => {
    expect(readExpiredSession()).toBeNull();
    rememberExpiredSession({ userId: 'user-a', email: 'a@example.com', unsavedChanges: 1 });
    expect(readExpiredSession()).toEqual({ userId: 'user-a', email: 'a@example.com', unsavedChanges: 1 });
    localStorage.setItem('onething-session-expired', '{"userId":3}');
    expect(readExpiredSession()).toBeNull();
    localStorage.setItem('onething-session-expired', 'not json');
    expect(readExpiredSession()).toBeNull();
  });
});

describe('a session that cannot be refreshed offline', () => {
  it('is reported as none by supabase-js but kept in its storage, and read from there', async () => {
    const { client } = offlineClient(expiredSession());
    const { data } = await withRetriesElapsed(() => client.auth.getSession());
    expect(data.session).toBeNull();
    expect((await readStoredSession(client))?.user.id).toBe('user-a');
  });

  it('is not ended for want of a connection', async () => {
    const { client, storage } = offlineClient(expiredSession());
    await expect(withRetriesElapsed(() => endSessionIfRefreshRefused(client))).resolves.toBe(false);
    expect(storage.has(STORAGE_KEY)).toBe(true);
  });

  it('reads nothing from an empty or unusable storage', async () => {
    expect(await readStoredSession(offlineClient(undefined).client)).toBeNull();
    expect(await readStoredSession(offlineClient({ access_token: 'x' }).client)).toBeNull();
  });
});
