import { act, renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { APP_SOURCE } from '../extension-bridge';
import { habitKeys } from '../keys';
import { queryClient } from '../query';
import type { TypedSupabaseClient } from '../supabase';
import type { Profile } from '../types/database';
import { useAuth } from './auth-context';
import { AuthProvider } from './auth-provider';

type Listener = (event: string, session: unknown) => void;
type DbResult = { data: unknown; error: unknown };

const user = { id: 'user-1', email: 'jane@example.com' };
const session = { access_token: 'access', expires_at: 1_700_000_000, user };

function profileRow(overrides: Partial<Profile> = {}): Profile {
  return {
    id: 'p1',
    user_id: user.id,
    username: null,
    full_name: null,
    avatar_url: null,
    onboarding_completed: false,
    onboarding_answers: null,
    share_one_thing: false,
    created_at: '2025-01-01T00:00:00Z',
    updated_at: '2025-01-01T00:00:00Z',
    ...overrides,
  };
}

/** A fake of only the supabase-js surface the provider touches. */
function fakeClient(options: { session?: unknown; reads?: DbResult[]; insert?: DbResult; update?: DbResult } = {}) {
  const listeners: Listener[] = [];
  const reads = [...(options.reads ?? [{ data: null, error: null }])];
  const calls = { reads: 0, inserts: [] as unknown[], updates: [] as unknown[] };
  const auth = {
    getSession: vi.fn(async () => ({ data: { session: options.session ?? null }, error: null })),
    onAuthStateChange: vi.fn((cb: Listener) => {
      listeners.push(cb);
      return { data: { subscription: { unsubscribe: vi.fn() } } };
    }),
    signInWithPassword: vi.fn(async (): Promise<DbResult> => ({ data: { session }, error: null })),
    signUp: vi.fn(async (): Promise<DbResult> => ({ data: { user, session: null }, error: null })),
    signOut: vi.fn(async () => {
      listeners.forEach((cb) => cb('SIGNED_OUT', null));
      return { error: null };
    }),
  };
  const from = vi.fn(() => ({
    select: () => ({
      eq: () => ({
        maybeSingle: async () => {
          calls.reads += 1;
          return reads.length > 1 ? reads.shift()! : reads[0]!;
        },
      }),
    }),
    insert: (row: unknown) => {
      calls.inserts.push(row);
      return { select: () => ({ single: async () => options.insert ?? { data: profileRow(), error: null } }) };
    },
    update: (patch: unknown) => {
      calls.updates.push(patch);
      return {
        eq: () => ({ select: () => ({ single: async () => options.update ?? { data: profileRow(), error: null } }) }),
      };
    },
  }));
  const client = { auth, from } as unknown as TypedSupabaseClient;
  const emit = (event: string, next: unknown) => act(() => listeners.forEach((cb) => cb(event, next)));
  return { client, auth, calls, emit };
}

function renderAuth(client: TypedSupabaseClient, syncExtensionToken = false) {
  const wrapper = ({ children }: { children: ReactNode }) => (
    <AuthProvider client={client} syncExtensionToken={syncExtensionToken}>
      {children}
    </AuthProvider>
  );
  return renderHook(() => useAuth(), { wrapper });
}

let consoleError: ReturnType<typeof vi.spyOn>;
beforeEach(() => {
  consoleError = vi.spyOn(console, 'error').mockImplementation(() => {});
});
afterEach(() => consoleError.mockRestore());

describe('AuthProvider', () => {
  it('is loading until the first session check, then exposes the session and profile', async () => {
    const existing = profileRow({ full_name: 'Jane Doe' });
    const { client } = fakeClient({ session, reads: [{ data: existing, error: null }] });
    const { result } = renderAuth(client);
    expect(result.current.loading).toBe(true);
    await waitFor(() => expect(result.current.loading).toBe(false));
    expect(result.current.user?.id).toBe('user-1');
    expect(result.current.session?.access_token).toBe('access');
    await waitFor(() => expect(result.current.profile).toEqual(existing));
  });

  it('stops loading on an auth event even before getSession answers', async () => {
    const { client, auth, emit } = fakeClient();
    auth.getSession.mockReturnValue(new Promise(() => {}));
    const { result } = renderAuth(client);
    expect(result.current.loading).toBe(true);
    emit('INITIAL_SESSION', null);
    expect(result.current.loading).toBe(false);
    expect(result.current.user).toBeNull();
  });

  it('creates an empty profile when none exists', async () => {
    const created = profileRow({ id: 'new' });
    const { client, calls } = fakeClient({ session, insert: { data: created, error: null } });
    const { result } = renderAuth(client);
    await waitFor(() => expect(result.current.profile?.id).toBe('new'));
    expect(calls.inserts).toEqual([{ user_id: 'user-1', username: null, full_name: null, avatar_url: null }]);
  });

  it('re-reads the profile when creation hits a duplicate key (23505)', async () => {
    const racedIn = profileRow({ id: 'raced', username: 'jane' });
    const { client, calls } = fakeClient({
      session,
      reads: [
        { data: null, error: null },
        { data: racedIn, error: null },
      ],
      insert: { data: null, error: { code: '23505', message: 'duplicate key value violates unique constraint' } },
    });
    const { result } = renderAuth(client);
    await waitFor(() => expect(result.current.profile?.id).toBe('raced'));
    expect(calls.inserts).toHaveLength(1);
    expect(calls.reads).toBe(2);
  });

  it('only logs other profile errors and keeps the user signed in', async () => {
    const { client } = fakeClient({ session, reads: [{ data: null, error: { message: 'boom', code: 'XX000' } }] });
    const { result } = renderAuth(client);
    await waitFor(() => expect(consoleError).toHaveBeenCalled());
    expect(result.current.user?.id).toBe('user-1');
    expect(result.current.profile).toBeNull();
  });

  it('updateProfile fails with "No user" when signed out', async () => {
    const { client } = fakeClient();
    const { result } = renderAuth(client);
    await waitFor(() => expect(result.current.loading).toBe(false));
    await expect(result.current.updateProfile({ full_name: 'X' })).rejects.toThrow('No user');
  });

  it('updateProfile patches the own row and stores the result', async () => {
    const updated = profileRow({ full_name: 'New Name' });
    const { client, calls } = fakeClient({
      session,
      reads: [{ data: profileRow(), error: null }],
      update: { data: updated, error: null },
    });
    const { result } = renderAuth(client);
    await waitFor(() => expect(result.current.profile).not.toBeNull());
    await act(() => result.current.updateProfile({ full_name: 'New Name' }));
    expect(calls.updates).toEqual([{ full_name: 'New Name' }]);
    expect(result.current.profile?.full_name).toBe('New Name');
  });

  it('signUp defaults username and full_name to the e-mail local part and redirects to /auth/callback', async () => {
    const { client, auth } = fakeClient();
    const { result } = renderAuth(client);
    await waitFor(() => expect(result.current.loading).toBe(false));
    const outcome = await result.current.signUp('jane.doe@example.com', 'secret1');
    expect(outcome).toEqual({ needsConfirmation: true });
    expect(auth.signUp).toHaveBeenCalledWith({
      email: 'jane.doe@example.com',
      password: 'secret1',
      options: {
        emailRedirectTo: `${window.location.origin}/auth/callback`,
        data: { username: 'jane.doe', full_name: 'jane.doe' },
      },
    });
  });

  it('signUp uses a given username and reports no confirmation when a session comes back', async () => {
    const { client, auth } = fakeClient();
    auth.signUp.mockResolvedValueOnce({ data: { user, session }, error: null });
    const { result } = renderAuth(client);
    await waitFor(() => expect(result.current.loading).toBe(false));
    await expect(result.current.signUp('jane@example.com', 'secret1', 'janed')).resolves.toEqual({
      needsConfirmation: false,
    });
    expect(auth.signUp.mock.calls[0]).toEqual([
      expect.objectContaining({ options: expect.objectContaining({ data: { username: 'janed', full_name: 'janed' } }) }),
    ]);
  });

  it('maps sign-in errors to the friendly message', async () => {
    const { client, auth } = fakeClient();
    auth.signInWithPassword.mockResolvedValueOnce({
      data: { session: null },
      error: { message: 'Invalid login credentials', status: 400 },
    });
    const { result } = renderAuth(client);
    await waitFor(() => expect(result.current.loading).toBe(false));
    await expect(result.current.signIn('jane@example.com', 'wrong')).rejects.toThrow(
      'Invalid email or password. Please try again.',
    );
  });

  it('on sign-out clears the profile and posts LOGOUT to the extension', async () => {
    const postSpy = vi.spyOn(window, 'postMessage').mockImplementation(() => {});
    try {
      const { client } = fakeClient({ session, reads: [{ data: profileRow(), error: null }] });
      const { result } = renderAuth(client);
      await waitFor(() => expect(result.current.profile).not.toBeNull());
      await act(() => result.current.signOut());
      expect(result.current.user).toBeNull();
      expect(result.current.profile).toBeNull();
      expect(postSpy).toHaveBeenCalledWith({ source: APP_SOURCE, type: 'LOGOUT' }, window.location.origin);
    } finally {
      postSpy.mockRestore();
    }
  });

  it("clears the query cache on sign-out so the next user never sees the last one's rows", async () => {
    const { client } = fakeClient({ session, reads: [{ data: profileRow(), error: null }] });
    const { result } = renderAuth(client);
    await waitFor(() => expect(result.current.profile).not.toBeNull());
    queryClient.setQueryData(habitKeys.byUser('user-1'), [{ id: 'h1' }]);
    await act(() => result.current.signOut());
    expect(queryClient.getQueryData(habitKeys.byUser('user-1'))).toBeUndefined();
  });

  it('posts the access token to the extension 500 ms after the initial session', async () => {
    const postSpy = vi.spyOn(window, 'postMessage').mockImplementation(() => {});
    try {
      const { client } = fakeClient({ session, reads: [{ data: profileRow(), error: null }] });
      renderAuth(client, true);
      await waitFor(
        () =>
          expect(postSpy).toHaveBeenCalledWith(
            { source: APP_SOURCE, type: 'AUTH_TOKEN', token: 'access', expiresAt: 1_700_000_000 },
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
});
