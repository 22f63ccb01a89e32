import { createClient } from '@supabase/supabase-js';
import type { TypedSupabaseClient } from '../supabase';

/**
 * supabase-js as the app creates it, on a storage of the test's own (holding `stored` under `storageKey`, when
 * given), with no server reachable: every request fails as it does without a connection.
 */
export function unreachableClient(storageKey: string, stored?: unknown) {
  const storage = new Map<string, string>();
  if (stored !== undefined) storage.set(storageKey, JSON.stringify(stored));
  const client = createClient('http://127.0.0.1:9', 'anon-key', {
    auth: {
      storageKey,
      autoRefreshToken: false,
      detectSessionInUrl: false,
      storage: {
        getItem: (key) => storage.get(key) ?? null,
        setItem: (key, value) => void storage.set(key, value),
        removeItem: (key) => void storage.delete(key),
      },
    },
    global: { fetch: () => Promise.reject(new TypeError('Failed to fetch')) },
  }) as unknown as TypedSupabaseClient;
  return { client, storage };
}
