// The auth context of the pre-sign-in pages. Signing in or up loads the Supabase client then (it is most
// of the data layer's weight); the page starts that download as soon as the visitor focuses the form.
import { useEffect, useMemo, type ReactNode } from 'react';
import { AuthContext, type AuthContextValue } from '@onething/shared-data';
import { readStoredUser } from './stored-user';

const loadPasswordAuth = () => import('./password-auth');

/** Starts loading the sign-in code ahead of the submit (idempotent: the import is cached). */
export function preloadPasswordAuth(): void {
  void loadPasswordAuth();
}

const unavailable = () => Promise.reject(new Error('Sign in first.'));

export function PublicAuthProvider({ children }: { children: ReactNode }) {
  const value = useMemo<AuthContextValue>(() => {
    const user = typeof window !== 'undefined' ? readStoredUser() : null;
    return {
      user,
      session: null,
      profile: null,
      loading: false,
      expiredSession: null,
      signIn: async (email, password) => (await loadPasswordAuth()).signIn(email, password),
      signUp: async (email, password, username) => (await loadPasswordAuth()).signUp(email, password, username),
      requestPasswordReset: async (email) => (await loadPasswordAuth()).requestPasswordReset(email),
      updatePassword: unavailable,
      signOut: () => Promise.resolve(),
      updateProfile: unavailable,
      refreshProfile: () => Promise.resolve(),
    };
  }, []);
  // Intent to sign in or up: a field of a sign-in form focused, or a press on it.
  useEffect(() => {
    const onIntent = (event: Event) => {
      if (event.target instanceof Element && event.target.closest('form')) preloadPasswordAuth();
    };
    // The focus may already be in a form (carried over from the prerendered page).
    if (document.activeElement?.closest('form')) preloadPasswordAuth();
    document.addEventListener('focusin', onIntent);
    document.addEventListener('pointerdown', onIntent);
    return () => {
      document.removeEventListener('focusin', onIntent);
      document.removeEventListener('pointerdown', onIntent);
    };
  }, []);
  return <AuthContext.Provider value={value}>{children}</AuthContext.Provider>;
}
