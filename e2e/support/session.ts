// Signs a fresh user up through the real backend's HTTP API and hands the session to the page the
// way supabase-js stores it, so tests that are not about sign-in start signed in.
import type { Page } from '@playwright/test';
import { E2E_BACKEND_URL } from './ports';

export interface TestUser {
  email: string;
  password: string;
  userId: string;
  accessToken: string;
  session: Record<string, unknown>;
}

let counter = 0;
export function uniqueEmail(prefix = 'user') {
  counter += 1;
  return `${prefix}-${Date.now()}-${process.pid}-${counter}@example.com`;
}

export function anonKey(): string {
  const key = process.env.E2E_ANON_KEY;
  if (!key) throw new Error('E2E_ANON_KEY is not set: the global setup did not start the backend');
  return key;
}

export async function signUpViaApi(email = uniqueEmail(), password = 'correct-horse-battery'): Promise<TestUser> {
  const response = await fetch(`${E2E_BACKEND_URL}/auth/v1/signup`, {
    method: 'POST',
    headers: { apikey: anonKey(), Authorization: `Bearer ${anonKey()}`, 'Content-Type': 'application/json' },
    body: JSON.stringify({ email, password, data: { username: email.split('@')[0], full_name: email.split('@')[0] } }),
  });
  const session = (await response.json()) as Record<string, unknown> & { access_token?: string; user?: { id: string } };
  if (!response.ok || !session.access_token || !session.user) throw new Error(`sign-up failed: ${JSON.stringify(session)}`);
  return { email, password, userId: session.user.id, accessToken: session.access_token, session };
}

/** supabase-js keeps the session in localStorage under sb-<first label of the API host>-auth-token. */
export const AUTH_STORAGE_KEY = `sb-${new URL(E2E_BACKEND_URL).hostname.split('.')[0]}-auth-token`;

/** A signed-in user who has finished onboarding, so pages open directly. */
export async function signedInUser(page: Page, options: { onboarded?: boolean } = {}): Promise<TestUser> {
  const user = await signUpViaApi();
  if (options.onboarded !== false) await markOnboarded(user);
  await page.addInitScript(
    ([key, value]) => {
      if (!window.localStorage.getItem(key)) window.localStorage.setItem(key, value);
    },
    [AUTH_STORAGE_KEY, JSON.stringify(user.session)] as const,
  );
  return user;
}

async function markOnboarded(user: TestUser) {
  const headers = {
    apikey: anonKey(),
    Authorization: `Bearer ${user.accessToken}`,
    'Content-Type': 'application/json',
    Prefer: 'resolution=merge-duplicates',
  };
  const response = await fetch(`${E2E_BACKEND_URL}/rest/v1/profiles?on_conflict=user_id`, {
    method: 'POST',
    headers,
    body: JSON.stringify({ user_id: user.userId, username: user.email.split('@')[0], full_name: '', onboarding_completed: true }),
  });
  if (!response.ok) throw new Error(`could not mark onboarding done: ${response.status} ${await response.text()}`);
}
