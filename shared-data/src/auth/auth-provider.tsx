import type { AuthChangeEvent, Session } from '@supabase/supabase-js';
import { onlineManager } from '@tanstack/react-query';
import { useCallback, useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import { queryClient } from '../query';
import { abandonPendingWrites, runWrite } from '../offline/define-write';
import { forgetOfflineUser, stopOfflineMode } from '../offline/offline-mode';
import { unsavedWriteCount } from '../offline/sync-status';
import { isSessionRejection } from '../offline/write-errors';
import { postLogout, startTokenSync } from '../extension-bridge';
import { updateProfile as updateProfileRow } from '../profile-and-account/api/update-profile';
import { profileWrites } from '../profile-and-account/writes';
import { getSupabase, type TypedSupabaseClient } from '../supabase';
import type { Profile } from '../types/database';
import type { ProfileEdit } from '../profile-and-account/api/update-profile';
import { AuthContext, type AuthContextValue, type SignUpResult } from './auth-context';
import { rememberProfile, whenProfileCached } from './cached-profile';
import { loadProfile as readProfile } from './load-profile';
import { requestPasswordReset, signInWithPassword, signUpWithPassword, updatePassword } from './password-auth';
import {
  clearSigningOut,
  endSessionIfRefreshRefused,
  forgetExpiredSession,
  isSigningOut,
  markSigningOut,
  readExpiredSession,
  readStoredSession,
  rememberExpiredSession,
  type ExpiredSession,
} from './session-end';

/** A write rejected for its session asks for a refresh at most this often. */
const SESSION_CHECK_INTERVAL_MS = 5000;

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
  const [expiredSession, setExpiredSession] = useState<ExpiredSession | null>(readExpiredSession);
  const userIdRef = useRef<string | null>(null);
  const emailRef = useRef<string | null>(null);
  /** True while this tab signs out on purpose. */
  const signingOut = useRef(false);
  // One profile load per user at a time: INITIAL_SESSION and getSession() both report the same user.
  const profileLoad = useRef<{ userId: string; promise: Promise<void> } | null>(null);
  /** Stops waiting for the offline cache to bring the profile back. */
  const stopWaitingForProfile = useRef<() => void>(() => undefined);

  /** Shows the profile last shown in this browser, once the offline cache has it, unless one is shown. */
  const showCachedProfile = useCallback((userId: string) => {
    if (profileRef.current !== null) return;
    stopWaitingForProfile.current();
    stopWaitingForProfile.current = whenProfileCached(queryClient, userId, (cached) => {
      if (userIdRef.current === userId && profileRef.current === null) setProfile(cached);
    });
  }, []);

  const loadProfile = useCallback(
    (userId: string, force = false): Promise<void> => {
      if (!force && profileLoad.current?.userId === userId) return profileLoad.current.promise;
      // Offline, the read fails only after postgrest-js's retries (7 s): the cached profile stands in at once.
      if (!onlineManager.isOnline()) showCachedProfile(userId);
      const promise = readProfile(client, userId).then((loaded) => {
        if (userIdRef.current !== userId) return;
        if (loaded) {
          stopWaitingForProfile.current();
          setProfile(loaded);
        } else {
          showCachedProfile(userId);
        }
      });
      profileLoad.current = { userId, promise };
      return promise;
    },
    [client, showCachedProfile],
  );

  const applySession = useCallback(
    (next: Session | null) => {
      const nextUserId = next?.user.id ?? null;
      const previousUserId = userIdRef.current;
      userIdRef.current = nextUserId;
      emailRef.current = next?.user.email ?? null;
      setSession(next);
      if (next !== null) {
        forgetExpiredSession();
        clearSigningOut();
        setExpiredSession(null);
      }
      // another user's cached rows must never show after a sign-out or a switch of account; the offline cache
      // stops storing first, so the stored queue of a session that expired stays for the same user's return,
      // and the writes in memory never send again (under whoever signs in next)
      if (previousUserId !== null && nextUserId !== previousUserId) {
        stopOfflineMode();
        abandonPendingWrites(queryClient);
        queryClient.clear();
      }
      if (nextUserId !== previousUserId) stopWaitingForProfile.current();
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

    // No session at start may only mean that an expired access token could not be refreshed offline:
    // supabase-js then keeps the session in storage, and the user stays signed in with it until it can be.
    const orStored = async (reported: Session | null) => reported ?? (await readStoredSession(client));

    // Offline, supabase-js retries the refresh of an expired access token for up to 30 s before it answers:
    // the stored session is used at once instead of a spinner for that long.
    if (typeof navigator !== 'undefined' && navigator.onLine === false) {
      void readStoredSession(client).then((stored) => {
        if (!active || !stored || userIdRef.current !== null) return;
        applySession(stored);
        setLoading(false);
      });
    }

    const { data } = client.auth.onAuthStateChange((event: AuthChangeEvent, next: Session | null) => {
      if (!active) return;
      if (event === 'INITIAL_SESSION' && next === null) {
        void orStored(null).then((stored) => {
          if (!active) return;
          if (stored || userIdRef.current === null) applySession(stored);
          setLoading(false);
        });
        return;
      }
      if (event === 'SIGNED_OUT') {
        const leaving = userIdRef.current;
        // Not a sign-out the user asked for (here or in another tab): the refresh was refused.
        if (leaving !== null && !signingOut.current && !isSigningOut(leaving)) {
          const expired = {
            userId: leaving,
            email: emailRef.current,
            unsavedChanges: unsavedWriteCount(queryClient.getMutationCache().getAll()),
          };
          rememberExpiredSession(expired);
          setExpiredSession(expired);
        }
      }
      applySession(next);
      setLoading(false);
      if (event === 'SIGNED_OUT') postLogout();
      sync?.onAuthEvent();
    });

    client.auth
      .getSession()
      .then(async ({ data: result, error }) => {
        if (!active) return;
        const current = await orStored(result.session);
        if (!active) return;
        if (error && !current) console.error('[onething] could not read the session:', error);
        applySession(current);
        setLoading(false);
        if (current) sync?.onInitialSession();
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

  // The profile shown (loaded, or edited and not yet saved) is the one an offline reload starts from.
  useEffect(() => {
    if (profile !== null && profile.user_id === userIdRef.current) rememberProfile(queryClient, profile);
  }, [profile]);
  useEffect(() => () => stopWaitingForProfile.current(), []);

  // A write the backend rejects for its session (revoked, or expired without a refresh) would wait for ever:
  // the session is refreshed, and ended when the server refuses (the prompt to sign in again follows).
  useEffect(() => {
    let checking = false;
    let lastCheck = 0;
    return queryClient.getMutationCache().subscribe((event) => {
      if (event.type !== 'updated' || event.action.type !== 'failed') return;
      if (!isSessionRejection(event.action.error) || userIdRef.current === null) return;
      if (checking || Date.now() - lastCheck < SESSION_CHECK_INTERVAL_MS) return;
      checking = true;
      lastCheck = Date.now();
      void endSessionIfRefreshRefused(client)
        .catch((error: unknown) => console.warn('[onething] could not check the session:', error))
        .finally(() => {
          checking = false;
        });
    });
  }, [client]);

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
    signingOut.current = true;
    if (leaving !== null) markSigningOut(leaving);
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
    signingOut.current = false;
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
      expiredSession,
      signIn,
      signUp,
      requestPasswordReset: requestReset,
      updatePassword: setPassword,
      signOut,
      updateProfile,
      refreshProfile,
    }),
    [
      session,
      profile,
      loading,
      expiredSession,
      signIn,
      signUp,
      requestReset,
      setPassword,
      signOut,
      updateProfile,
      refreshProfile,
    ],
  );

  return <AuthContext.Provider value={value}>{children}</AuthContext.Provider>;
}
