// Loaded when a visitor signs in or up on a pre-sign-in page: the runtime config, the app's one Supabase
// client (same options and storage as in the app, so the app finds the session) and its calls.
import {
  getSupabase,
  hasRuntimeConfig,
  requestPasswordReset as requestReset,
  setRuntimeConfig,
  signInWithPassword,
  signUpWithPassword,
} from '@onething/shared-data';
import { fetchRuntimeConfig } from '../module-federation/runtime-config';

async function client() {
  if (!hasRuntimeConfig()) setRuntimeConfig(await fetchRuntimeConfig());
  return getSupabase();
}

export async function signIn(email: string, password: string): Promise<void> {
  await signInWithPassword(await client(), email, password);
}

export async function signUp(email: string, password: string, username?: string) {
  return signUpWithPassword(await client(), email, password, username);
}

export async function requestPasswordReset(email: string): Promise<void> {
  await requestReset(await client(), email);
}
