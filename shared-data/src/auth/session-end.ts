import { isAuthApiError, isAuthRetryableFetchError, type Session } from '@supabase/supabase-js';
import type { TypedSupabaseClient } from '../supabase';

// How a session ends decides what happens to the user's queued writes. Signing out on purpose deletes them
// (the user was warned); a session that ends by itself (its refresh token expired or was revoked) keeps them
// stored for the same user's next sign-in, and the sign-in page says why it is there. A session that merely
// cannot be refreshed for want of a connection has not ended: the stored one is used until it can be.

/** A session that ended without the user signing out, while this browser still holds the user's data. */
export type ExpiredSession = { userId: string; email: string | null; unsavedChanges: number };

const EXPIRED_KEY = 'onething-session-expired';
/** Set by the tab that signs out on purpose, so the other tabs (told by supabase-js) do not take it for an expiry. */
const SIGNING_OUT_KEY = 'onething-signing-out';

export const SESSION_EXPIRED_UNSAVED = 'Your session has expired. Sign in again to save your changes.';
export const SESSION_EXPIRED = 'Your session has expired. Please sign in again.';

export function sessionExpiredMessage(expired: ExpiredSession): string {
  return expired.unsavedChanges > 0 ? SESSION_EXPIRED_UNSAVED : SESSION_EXPIRED;
}

function storage(): Storage | null {
  try {
    return typeof window !== 'undefined' ? window.localStorage : null;
  } catch {
    return null;
  }
}

function isExpiredSession(value: unknown): value is ExpiredSession {
  if (typeof value !== 'object' || value === null) return false;
  const record = value as Record<string, unknown>;
  return (
    typeof record['userId'] === 'string' &&
    (record['email'] === null || typeof record['email'] === 'string') &&
    typeof record['unsavedChanges'] === 'number'
  );
}

export function readExpiredSession(): ExpiredSession | null {
  try {
    const parsed: unknown = JSON.parse(storage()?.getItem(EXPIRED_KEY) ?? 'null');
    return isExpiredSession(parsed) ? parsed : null;
  } catch {
    return null;
  }
}

export function rememberExpiredSession(expired: ExpiredSession): void {
  try {
    storage()?.setItem(EXPIRED_KEY, JSON.stringify(expired));
  } catch {
    // Without storage the prompt lasts as long as the page.
  }
}

export function forgetExpiredSession(): void {
  try {
    storage()?.removeItem(EXPIRED_KEY);
  } catch {
    // Nothing stored.
  }
}

export function markSigningOut(userId: string): void {
  try {
    storage()?.setItem(SIGNING_OUT_KEY, userId);
  } catch {
    // The other tabs then show the expiry prompt instead of the landing page; nothing is lost.
  }
}

export function isSigningOut(userId: string): boolean {
  try {
    return storage()?.getItem(SIGNING_OUT_KEY) === userId;
  } catch {
    return false;
  }
}

export function clearSigningOut(): void {
  try {
    storage()?.removeItem(SIGNING_OUT_KEY);
  } catch {
    // Nothing stored.
  }
}

/** What the auth client keeps of a session (its storage and key are options of supabase-js, not public fields). */
type StoredSessionSource = { storage?: { getItem: (key: string) => unknown }; storageKey?: string };

function isSession(value: unknown): value is Session {
  if (typeof value !== 'object' || value === null) return false;
  const record = value as Record<string, unknown>;
  const user = record['user'] as Record<string, unknown> | undefined;
  return (
    typeof record['access_token'] === 'string' &&
    typeof record['refresh_token'] === 'string' &&
    typeof user === 'object' &&
    user !== null &&
    typeof user['id'] === 'string'
  );
}

/**
 * The session supabase-js holds in storage. When its access token has expired and the refresh cannot reach the
 * server, supabase-js reports no session but keeps this one (it deletes it only when the server refuses the
 * refresh): the user is still signed in, offline.
 */
export async function readStoredSession(client: TypedSupabaseClient): Promise<Session | null> {
  const { storage: source, storageKey } = client.auth as unknown as StoredSessionSource;
  if (!source || !storageKey) return null;
  try {
    const raw = await source.getItem(storageKey);
    const parsed: unknown = typeof raw === 'string' ? JSON.parse(raw) : raw;
    return isSession(parsed) ? parsed : null;
  } catch {
    return null;
  }
}

/**
 * Asked when the backend rejected the session a write was sent with: refreshes it, and when the server refuses
 * the refresh (the refresh token expired or was revoked: a 4xx answer, not a network failure or a 5xx) ends it
 * here, which the provider takes for an expiry. Resolves true when the session ended.
 */
export async function endSessionIfRefreshRefused(client: TypedSupabaseClient): Promise<boolean> {
  const { error } = await client.auth.refreshSession();
  if (!error || isAuthRetryableFetchError(error) || !isAuthApiError(error)) return false;
  if (error.status < 400 || error.status >= 500) return false;
  await client.auth.signOut({ scope: 'local' });
  return true;
}
