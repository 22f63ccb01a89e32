import { createClient } from '@supabase/supabase-js';
import { setSupabaseClient, type TypedSupabaseClient } from '@onething/shared-data';
import { testBackend } from '@onething/shared-data/testing';

/** From now on the app's requests cannot reach the backend (as when the network drops). */
export function goOffline(): void {
  const offline: TypedSupabaseClient = createClient('http://127.0.0.1:9', testBackend().anonKey, {
    auth: { persistSession: false, autoRefreshToken: false },
  });
  setSupabaseClient(offline);
}
