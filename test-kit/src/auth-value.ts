import type { User } from '@supabase/supabase-js';
import { vi } from 'vitest';
import type { AuthContextValue } from '@onething/shared-data';

/**
 * An auth context as the shell provides it: signed out and loaded unless `overrides` say otherwise, with
 * spies for its actions (a test can assert that a form called signIn, or make it fail).
 */
export function fakeAuth(overrides: Partial<AuthContextValue> = {}): AuthContextValue {
  return {
    user: null,
    session: null,
    profile: null,
    loading: false,
    expiredSession: null,
    signIn: vi.fn(async () => undefined),
    signUp: vi.fn(async () => ({ needsConfirmation: false })),
    requestPasswordReset: vi.fn(async () => undefined),
    updatePassword: vi.fn(async () => undefined),
    signOut: vi.fn(async () => undefined),
    updateProfile: vi.fn(async () => {
      throw new Error('not used');
    }),
    refreshProfile: vi.fn(async () => undefined),
    ...overrides,
  };
}

/** The auth context of a signed-in user, as the shell provides it to every remote (no profile loaded). */
export function authValue(userId: string, email = 'me@example.com'): AuthContextValue {
  return fakeAuth({ user: { id: userId, email } as User });
}
