import type { AuthChangeEvent, Session } from '@supabase/supabase-js';
import { useCallback, useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import { queryClient } from '../query';
import { runWrite } from '../offline/define-write';
import { forgetOfflineUser, stopOfflineMode } from '../offline/offline-mode';
import { postLogout, startTokenSync } from '../extension-bridge';
import { updateProfile as updateProfileRow } from '../profile-and-account/api/update-profile';
import { profileWrites } from '../profile-and-account/writes';
import { getSupabase, type TypedSupabaseClient } from '../supabase';
import type { Profile } from '../types/database';
import type { ProfileEdit } from '../profile-and-account/api/update-profile';
import { AuthContext, type AuthContextValue, type SignUpResult } from './auth-context';
import { loadProfile as readProfile } from './load-profile';
import { requestPasswordReset, signInWithPassword, signUpWithPassword, updatePassword } from './password-auth';

export type AuthProviderProps = {
  children: ReactNode;
  /** Defaults to the app's singleton client; tests pass a fake. */
  client?: TypedSupabaseClient;
  /** Post the access token to the companion extension (default true). */
  syncExtensionToken?: boolean;
};

export function AuthProvider({ children, client: clientProp, syncExtensionToken = true }: AuthProviderProps) {
  const client = useMemo(() => clientProp ?? getSupabase(), [clientProp]);
  const [session, setSession] = useState<Session | null>(null);
  const [profile, setProfile] = useState<Profile | null>(null);
  // The newest profile inside async actions (an edit is applied on top of it).
  const profileRef = useRef(profile);
  profileRef.current = profile;
  const [loading, setLoading] = useState(true);
  const userIdRef = useRef<string | null>(null);
  // One profile load per user at a time: INITIAL_SESSION and getSession() both report the same user.
  const profileLoad = useRef<{ userId: string; promise: Promise<void> } | null>(null);

  const loadProfile = useCallback(
    (userId: string, force = false): Promise<void> => {
      if (!force && profileLoad.current?.userId === userId) return profileLoad.current.promise;
      const promise = readProfile(client, userId).then((loaded) => {
        if (userIdRef.current === userId) setProfile(loaded);
      });
      profileLoad.current = { userId, promise };
      return promise;
    },
    [client],
  );

  const applySession = useCallback(
    (next: Session | null) => {
      const nextUserId = next?.user.id ?? null;
      const previousUserId = userIdRef.current;
      userIdRef.current = nextUserId;
      setSession(next);
      // another user's cached rows must never show after a sign-out or a switch of account; the offline cache
      // stops storing first, so the stored queue of a session that expired stays for the same user's return
      if (previousUserId !== null && nextUserId !== previousUserId) {
        stopOfflineMode();
        queryClient.clear();
      }
      if (nextUserId === null) {
        profileLoad.current = null;
        setProfile(null);
      } else if (nextUserId !== previousUserId) {
        setProfile(null);
        // Deferred: supabase-js holds its auth lock while calling listeners, and a query from inside one deadlocks.
        setTimeout(() => void loadProfile(nextUserId), 0);
      }
    },
    [loadProfile],
  );

  useEffect(() => {
    let active = true;
    const sync = syncExtensionToken ? startTokenSync(async () => (await client.auth.getSession()).data.session) : null;

    const { data } = client.auth.onAuthStateChange((event: AuthChangeEvent, next: Session | null) => {
      if (!active) return;
      applySession(next);
      setLoading(false);
      if (event === 'SIGNED_OUT') postLogout();
      sync?.onAuthEvent();
    });

    client.auth
      .getSession()
      .then(({ data: result, error }) => {
        if (!active) return;
        if (error) console.error('[onething] could not read the session:', error);
        applySession(result.session);
        setLoading(false);
        if (result.session) sync?.onInitialSession();
      })
      .catch((error: unknown) => {
        console.error('[onething] could not read the session:', error);
        if (active) setLoading(false);
      });

    return () => {
      active = false;
      data.subscription.unsubscribe();
      sync?.stop();
    };
  }, [client, applySession, syncExtensionToken]);

  const signIn = useCallback(
    (email: string, password: string) => signInWithPassword(client, email, password),
    [client],
  );

  const signUp = useCallback(
    (email: string, password: string, username?: string): Promise<SignUpResult> =>
      signUpWithPassword(client, email, password, username),
    [client],
  );

  const requestReset = useCallback((email: string) => requestPasswordReset(client, email), [client]);

  const setPassword = useCallback((password: string) => updatePassword(client, password), [client]);

  const signOut = useCallback(async () => {
    // Read before the call: supabase-js reports SIGNED_OUT (which clears the user) before it returns.
    const leaving = userIdRef.current;
    try {
      const { error } = await client.auth.signOut();
      if (error) console.error('[onething] sign-out failed on the server:', error);
    } catch (error) {
      console.error('[onething] sign-out failed:', error);
    }
    // supabase-js clears its stored session even when the server call fails; mirror that here.
    if (userIdRef.current !== null) {
      applySession(null);
      postLogout();
    }
    // Signing out on purpose leaves nothing of this user's behind in this browser.
    if (leaving !== null) {
      await forgetOfflineUser(leaving).catch((error: unknown) =>
        console.warn('[onething] could not delete the offline cache:', error),
      );
    }
  }, [client, applySession]);

  const userId = session?.user.id ?? null;

  const updateProfile = useCallback(
    async (patch: ProfileEdit): Promise<Profile> => {
      if (!userId) throw new Error('No user');
      // A provider given its own client (tests, stories) writes through it; the queue replays through the app's.
      if (clientProp !== undefined) {
        const updated = await updateProfileRow(userId, patch, client);
        if (userIdRef.current === userId) setProfile(updated);
        return updated;
      }
      // Through the offline queue: shown at once, saved when the server can be reached. A refusal reloads
      // what the server has.
      const shown = profileRef.current;
      const edited = shown ? { ...shown, ...patch } : null;
      if (edited) setProfile(edited);
      const { answer, saved } = runWrite(queryClient, profileWrites.update, { userId, patch }, () => {
        if (userIdRef.current === userId) void loadProfile(userId, true);
      });
      answer.then(
        (updated) => {
          // A later edit still waiting would be hidden by this answer until its own arrives.
          const waiting = queryClient.isMutating({ mutationKey: profileWrites.update.mutationKey }) > 0;
          if (userIdRef.current === userId && !waiting) setProfile(updated);
        },
        () => {},
      );
      // Without a profile to show the edit on, the caller waits for the server's answer.
      if (!edited) return answer;
      return (await saved) ?? edited;
    },
    [client, clientProp, userId, loadProfile],
  );

  const refreshProfile = useCallback(async () => {
    if (userId) await loadProfile(userId, true);
  }, [userId, loadProfile]);

  const value = useMemo<AuthContextValue>(
    () => ({
      user: session?.user ?? null,
      session,
      profile,
      loading,
      signIn,
      signUp,
      requestPasswordReset: requestReset,
      updatePassword: setPassword,
      signOut,
      updateProfile,
      refreshProfile,
    }),
    [session, profile, loading, signIn, signUp, requestReset, setPassword, signOut, updateProfile, refreshProfile],
  );

  return <AuthContext.Provider value={value}>{children}</AuthContext.Provider>;
}
