// Tests about data run against the real local backend started by ./global-setup.ts, driven by supabase-js as
// the app drives it: never a hand-made fake of supabase-js. Only tests import this module; it is not part of
// the package's public entry.
import { createClient } from '@supabase/supabase-js';
import { inject } from 'vitest';
import { browserTimeZone } from '../dates/dates';
import { setSupabaseClient, type TypedSupabaseClient } from '../supabase';
import type { Database } from '../types/database';

export type BackendAddress = { url: string; anonKey: string; serviceRoleKey: string };

declare module 'vitest' {
  export interface ProvidedContext {
    supabaseLocal: BackendAddress;
  }
}

/** The run's backend (see global-setup.ts). */
export function testBackend(): BackendAddress {
  return inject('supabaseLocal');
}

/** Node before 22 has no WebSocket, which supabase-js needs for its realtime client even unused. */
async function realtimeOptions(): Promise<{ transport?: never }> {
  if (typeof WebSocket !== 'undefined') return {};
  const ws = await import('ws');
  return { transport: ws.default as never };
}

async function client(key: string): Promise<TypedSupabaseClient> {
  const { url } = testBackend();
  return createClient<Database>(url, key, {
    auth: { persistSession: false, autoRefreshToken: false, detectSessionInUrl: false, flowType: 'pkce' },
    realtime: await realtimeOptions(),
  });
}

/** A signed-out client, as the app has before sign-in. */
export function anonymousClient(): Promise<TypedSupabaseClient> {
  return client(testBackend().anonKey);
}

/** The service role: every privilege, no row level security. For arranging what the API refuses users. */
export function serviceClient(): Promise<TypedSupabaseClient> {
  return client(testBackend().serviceRoleKey);
}

export type TestAccount = { client: TypedSupabaseClient; userId: string; email: string; name: string };

let accounts = 0;

/** Signs a new user up (confirmation is off locally) with the metadata the app sends at sign-up. */
export async function signUpUser(options: { name?: string; timeZone?: string } = {}): Promise<TestAccount> {
  const anon = await client(testBackend().anonKey);
  accounts += 1;
  const email = `it-${Date.now().toString(36)}-${accounts}-${Math.random().toString(36).slice(2, 8)}@example.com`;
  const name = options.name ?? email.split('@')[0] ?? 'user';
  const { data, error } = await anon.auth.signUp({
    email,
    password: 'password123',
    options: { data: { username: name, full_name: name, time_zone: options.timeZone ?? browserTimeZone() ?? 'UTC' } },
  });
  if (error) throw error;
  if (!data.user || !data.session) throw new Error('sign-up returned no session');
  return { client: anon, userId: data.user.id, email, name };
}

/** A new user whose client becomes the app's singleton client, as signing in does in the app. */
export async function signInAsApp(options: { name?: string; timeZone?: string } = {}): Promise<TestAccount> {
  const account = await signUpUser(options);
  setSupabaseClient(account.client);
  return account;
}
