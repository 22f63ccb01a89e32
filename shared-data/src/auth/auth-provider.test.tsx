// @vitest-environment jsdom
import { onlineManager } from '@tanstack/react-query';
import { act, renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { browserTimeZone } from '../dates/dates';
import { APP_SOURCE } from '../extension-bridge';
import { habitKeys } from '../habits/keys';
import { profileKeys } from '../profile-and-account/keys';
import { queryClient } from '../query';
import { setSupabaseClient, type TypedSupabaseClient } from '../supabase';
import { anonymousClient, serviceClient, signInAsApp, signUpUser, testBackend } from '../testing';
import { unreachableClient } from '../testing/unreachable-client';
import { endSessionIfRefreshRefused } from './session-end';
import { useAuth } from './auth-context';
import { AuthProvider } from './auth-provider';

// The provider over the real local backend: real sessions, and profiles the database created at sign-up.

/** `client` undefined: the app's own client, as in the shell. */
function renderAuth(client: TypedSupabaseClient | undefined, syncExtensionToken = false) {
  const wrapper = ({ children }: { children: ReactNode }) => (
    <AuthProvider client={client} syncExtensionToken={syncExtensionToken}>
      {children}
    </AuthProvider>
  );
  return renderHook(() => useAuth(), { wrapper });
}

let service: TypedSupabaseClient;
let consoleError: ReturnType<typeof vi.spyOn>;

beforeAll(async () => {
  service = await serviceClient();
});
beforeEach(() => {
  consoleError = vi.spyOn(console, 'error').mockImplementation(() => {});
});
afterEach(() => consoleError.mockRestore());

async function profileRow(userId: string) {
  return (await service.from('profiles').select('*').eq('user_id', userId).single()).data;
}

describe('AuthProvider', () => {
  it('is loading until the first session check, then exposes the session and the profile the database made', async () => {
    const account = await signUpUser({ name: 'Jane Doe' });
    const { result } = renderAuth(account.client);
    expect(result.current.loading).toBe(true);
    await waitFor(() => expect(result.current.loading).toBe(false));
    expect(result.current.user?.id).toBe(account.userId);
    expect(result.current.session?.access_token).toEqual(expect.any(String));
    await waitFor(() =>
      expect(result.current.profile).toMatchObject({
        user_id: account.userId,
        full_name: 'Jane Doe',
        username: 'Jane Doe',
      }),
    );
  });

  it('stops loading on an auth event even before getSession answers', async () => {
    // Component test of the loading rule: getSession never answers here.
    const client = await anonymousClient();
    vi.spyOn(client.auth, 'getSession').mockReturnValue(new Promise(() => {}));
    const { result } = renderAuth(client);
    expect(result.current.loading).toBe(true);
    await waitFor(() => expect(result.current.loading).toBe(false));
    expect(result.current.user).toBeNull();
  });

  it("moves the profile to this browser's time zone when the user is on another calendar", async () => {
    const elsewhere = browserTimeZone() === 'Pacific/Auckland' ? 'America/New_York' : 'Pacific/Auckland';
    const account = await signUpUser({ timeZone: elsewhere });
    expect((await profileRow(account.userId))?.time_zone).toBe(elsewhere);
    const { result } = renderAuth(account.client);
    await waitFor(() => expect(result.current.profile?.time_zone).toBe(browserTimeZone()));
    expect((await profileRow(account.userId))?.time_zone).toBe(browserTimeZone());
  });

  it('only logs a missing profile and keeps the user signed in', async () => {
    const account = await signUpUser();
    expect((await service.from('profiles').delete().eq('user_id', account.userId)).error).toBeNull();
    const { result } = renderAuth(account.client);
    await waitFor(() => expect(consoleError).toHaveBeenCalled());
    expect(result.current.user?.id).toBe(account.userId);
    expect(result.current.profile).toBeNull();
  });

  it('updateProfile fails with "No user" when signed out', async () => {
    const { result } = renderAuth(await anonymousClient());
    await waitFor(() => expect(result.current.loading).toBe(false));
    await expect(result.current.updateProfile({ full_name: 'X' })).rejects.toThrow('No user');
  });

  it('updateProfile patches the own row and stores the result', async () => {
    const account = await signUpUser();
    const { result } = renderAuth(account.client);
    await waitFor(() => expect(result.current.profile).not.toBeNull());
    await act(() => result.current.updateProfile({ full_name: 'New Name' }));
    expect(result.current.profile?.full_name).toBe('New Name');
    expect((await profileRow(account.userId))?.full_name).toBe('New Name');
  });

  it("updateProfile through the app's client shows the edit at once offline and saves it when the connection returns", async () => {
    const account = await signInAsApp();
    // Mounted, as the shell's provider mounts it: it resumes the queue when the connection returns.
    queryClient.mount();
    try {
      const { result } = renderAuth(undefined);
      await waitFor(() => expect(result.current.profile).not.toBeNull());
      onlineManager.setOnline(false);
      try {
        // Resolves once queued, with the edit applied.
        const shown = await act(() =>
          result.current.updateProfile({ share_checkins: true, full_name: 'Offline Name' }),
        );
        expect(shown).toMatchObject({ share_checkins: true, full_name: 'Offline Name' });
        expect(result.current.profile).toMatchObject({ share_checkins: true, full_name: 'Offline Name' });
        const queued = queryClient.getMutationCache().findAll({ status: 'pending' });
        expect(queued.map((m) => [m.meta?.['write'], m.state.isPaused])).toEqual([['profile.update', true]]);
        expect((await profileRow(account.userId))?.share_checkins).toBe(false);
      } finally {
        onlineManager.setOnline(true);
      }
      await waitFor(async () => expect((await profileRow(account.userId))?.full_name).toBe('Offline Name'));
      expect((await profileRow(account.userId))?.share_checkins).toBe(true);
      expect(result.current.profile).toMatchObject({ share_checkins: true, full_name: 'Offline Name' });
    } finally {
      queryClient.unmount();
      setSupabaseClient(null);
      queryClient.clear();
    }
  });

  it('updateProfile refused by the database rejects and shows the profile the server has', async () => {
    const account = await signInAsApp();
    try {
      const { result } = renderAuth(undefined);
      await waitFor(() => expect(result.current.profile).not.toBeNull());
      const before = result.current.profile;
      // Not a time zone: the database refuses it.
      await expect(act(() => result.current.updateProfile({ time_zone: 'Not/AZone' }))).rejects.toThrow();
      await waitFor(() => expect(result.current.profile).toEqual(before));
      expect((await profileRow(account.userId))?.time_zone).toBe(before?.time_zone);
    } finally {
      setSupabaseClient(null);
      queryClient.clear();
    }
  });

  it('signUp defaults username and full_name to the e-mail local part and sends the time zone', async () => {
    const { result } = renderAuth(await anonymousClient());
    await waitFor(() => expect(result.current.loading).toBe(false));
    const local = `jane.doe.${Date.now().toString(36)}`;
    await expect(result.current.signUp(`${local}@example.com`, 'secret1')).resolves.toEqual({
      needsConfirmation: false,
    });
    await waitFor(() =>
      expect(result.current.profile).toMatchObject({ username: local, full_name: local, time_zone: browserTimeZone() }),
    );
  });

  it('signUp uses a given username', async () => {
    const { result } = renderAuth(await anonymousClient());
    await waitFor(() => expect(result.current.loading).toBe(false));
    await result.current.signUp(`given.${Date.now().toString(36)}@example.com`, 'secret1', 'janed');
    await waitFor(() => expect(result.current.profile).toMatchObject({ username: 'janed', full_name: 'janed' }));
  });

  it('maps sign-in errors to the friendly message', async () => {
    const account = await signUpUser();
    const { result } = renderAuth(await anonymousClient());
    await waitFor(() => expect(result.current.loading).toBe(false));
    await expect(result.current.signIn(account.email, 'wrong-password')).rejects.toThrow(
      'Invalid email or password. Please try again.',
    );
  });

  it('on sign-out clears the profile and the query cache and posts LOGOUT to the extension', async () => {
    const postSpy = vi.spyOn(window, 'postMessage').mockImplementation(() => {});
    try {
      const account = await signUpUser();
      const { result } = renderAuth(account.client);
      await waitFor(() => expect(result.current.profile).not.toBeNull());
      queryClient.setQueryData(habitKeys.byUser(account.userId), [{ id: 'h1' }]);
      await act(() => result.current.signOut());
      expect(result.current.user).toBeNull();
      expect(result.current.profile).toBeNull();
      expect(queryClient.getQueryData(habitKeys.byUser(account.userId))).toBeUndefined();
      expect(postSpy).toHaveBeenCalledWith({ source: APP_SOURCE, type: 'LOGOUT' }, window.location.origin);
    } finally {
      postSpy.mockRestore();
    }
  });

  it('posts the access token to the extension 500 ms after the initial session', async () => {
    const postSpy = vi.spyOn(window, 'postMessage').mockImplementation(() => {});
    try {
      const account = await signUpUser();
      const session = (await account.client.auth.getSession()).data.session;
      renderAuth(account.client, true);
      await waitFor(
        () =>
          expect(postSpy).toHaveBeenCalledWith(
            { source: APP_SOURCE, type: 'AUTH_TOKEN', token: session?.access_token, expiresAt: session?.expires_at },
            window.location.origin,
          ),
        { timeout: 2000 },
      );
    } finally {
      postSpy.mockRestore();
    }
  });
});

describe('useAuth', () => {
  it('throws outside the provider', () => {
    expect(() => renderHook(() => useAuth())).toThrow('useAuth must be used within an AuthProvider');
  });

  it('offline with an expired access token keeps the user signed in with the stored session', async () => {
    const account = await signUpUser();
    const { session } = (await account.client.auth.getSession()).data;
    const offline = unreachableClient('offline-test-token', {
      ...session,
      expires_at: Math.floor(Date.now() / 1000) - 60,
    }).client;
    // supabase-js retries the refresh for up to 30 s: the test's clock runs through it.
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'Date'] });
    const onLine = vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    try {
      const { result } = renderAuth(offline);
      // The browser knows it is offline: signed in at once, not after supabase-js's 30 s of retries.
      await act(() => vi.advanceTimersByTimeAsync(100));
      expect(result.current.loading).toBe(false);
      expect(result.current.user?.id).toBe(account.userId);
      await act(() => vi.advanceTimersByTimeAsync(40_000));
      expect(result.current.user?.id).toBe(account.userId);
      expect(result.current.expiredSession).toBeNull();
    } finally {
      onLine.mockRestore();
      vi.useRealTimers();
    }
  });

  it('a reload without a connection shows the profile last shown in this browser, once the offline cache has it', async () => {
    const account = await signUpUser({ name: 'Jane Cached' });
    const online = renderAuth(account.client);
    await waitFor(() => expect(online.result.current.profile?.full_name).toBe('Jane Cached'));
    await act(() => online.result.current.updateProfile({ share_checkins: true }));
    const kept = queryClient.getQueryData(profileKeys.detail(account.userId));
    expect(kept).toMatchObject({ user_id: account.userId, full_name: 'Jane Cached', share_checkins: true });
    online.unmount();

    // The reload: memory is empty, the network unreachable, the session in storage.
    queryClient.clear();
    const { session } = (await account.client.auth.getSession()).data;
    const offline = unreachableClient('reload-test-token', session).client;
    onlineManager.setOnline(false);
    try {
      const { result } = renderAuth(offline);
      await waitFor(() => expect(result.current.user?.id).toBe(account.userId));
      expect(result.current.profile).toBeNull();
      // The offline cache restores what it stored: shown at once, not after the read's retries.
      act(() => queryClient.setQueryData(profileKeys.detail(account.userId), kept));
      await waitFor(() =>
        expect(result.current.profile).toMatchObject({ full_name: 'Jane Cached', share_checkins: true }),
      );
    } finally {
      onlineManager.setOnline(true);
    }
  });

  it('a session whose refresh the server refuses ends as an expiry (the prompt, the queue kept); signing in again or out on purpose is none', async () => {
    const account = await signUpUser();
    const { result } = renderAuth(account.client);
    await waitFor(() => expect(result.current.user?.id).toBe(account.userId));
    const { session } = (await account.client.auth.getSession()).data;
    // Signed out everywhere by the server (another device's "log out everywhere", an admin).
    const revoked = await fetch(`${testBackend().url}/auth/v1/logout?scope=global`, {
      method: 'POST',
      headers: { apikey: testBackend().anonKey, Authorization: `Bearer ${session?.access_token}` },
    });
    expect(revoked.status).toBe(204);

    await act(async () => {
      await expect(endSessionIfRefreshRefused(account.client)).resolves.toBe(true);
    });
    await waitFor(() => expect(result.current.user).toBeNull());
    expect(result.current.expiredSession).toEqual({ userId: account.userId, email: account.email, unsavedChanges: 0 });

    await act(() => result.current.signIn(account.email, 'password123'));
    await waitFor(() => expect(result.current.user?.id).toBe(account.userId));
    expect(result.current.expiredSession).toBeNull();

    await act(() => result.current.signOut());
    expect(result.current.user).toBeNull();
    expect(result.current.expiredSession).toBeNull();
  });
});
