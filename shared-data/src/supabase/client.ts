import { createClient, type SupabaseClient } from '@supabase/supabase-js';
import { getRuntimeConfig } from '../runtime-config';
import type { Database } from '../types/database';
import { holdAnonymousDataRequests, holdsSession } from './hold-anonymous-requests';

export type TypedSupabaseClient = SupabaseClient<Database>;

let client: TypedSupabaseClient | null = null;

/** Auth options the app relies on (PKCE flow, session kept in local storage, token auto-refresh). Exported so tests can assert them. */
export const supabaseAuthOptions = {
  flowType: 'pkce',
  persistSession: true,
  autoRefreshToken: true,
  // The /auth/callback route exchanges the code itself; automatic detection would race it.
  detectSessionInUrl: false,
} as const;

/** The one Supabase client of the app, created on first use from the runtime config. */
export function getSupabase(): TypedSupabaseClient {
  if (!client) {
    const { supabaseUrl, supabaseAnonKey } = getRuntimeConfig();
    const storage = typeof window !== 'undefined' ? window.localStorage : undefined;
    const created = createClient<Database>(supabaseUrl, supabaseAnonKey, {
      auth: { ...supabaseAuthOptions, storage },
      global: {
        fetch: holdAnonymousDataRequests(supabaseAnonKey, () => {
          const { storageKey } = created.auth as unknown as { storageKey?: string };
          return storageKey !== undefined && holdsSession(storage?.getItem(storageKey) ?? null);
        }),
      },
    });
    client = created;
  }
  return client;
}

/**
 * Replaces the singleton (or clears it with null). A seam for tests and for embedding with a
 * pre-built client; the app itself never calls it.
 */
export function setSupabaseClient(next: TypedSupabaseClient | null): void {
  client = next;
}
