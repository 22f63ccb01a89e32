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

export async function signUpViaApi(
  email = uniqueEmail(),
  password = 'correct-horse-battery',
  backend = { url: E2E_BACKEND_URL, anonKey: anonKey() },
): Promise<TestUser> {
  const response = await fetch(`${backend.url}/auth/v1/signup`, {
    method: 'POST',
    headers: {
      apikey: backend.anonKey,
      Authorization: `Bearer ${backend.anonKey}`,
      'Content-Type': 'application/json',
    },
    body: JSON.stringify({ email, password, data: { username: email.split('@')[0], full_name: email.split('@')[0] } }),
  });
  const session = (await response.json()) as Record<string, unknown> & { access_token?: string; user?: { id: string } };
  if (!response.ok || !session.access_token || !session.user)
    throw new Error(`sign-up failed: ${JSON.stringify(session)}`);
  return { email, password, userId: session.user.id, accessToken: session.access_token, session };
}

/** supabase-js keeps the session in localStorage under sb-<first label of the API host>-auth-token. */
export const AUTH_STORAGE_KEY = `sb-${new URL(E2E_BACKEND_URL).hostname.split('.')[0]}-auth-token`;

/** A service-role REST call, for tests that check what reached the database. */
export async function adminRest(
  pathAndQuery: string,
  init: RequestInit = {},
  backend = { url: E2E_BACKEND_URL, serviceRoleKey: process.env.E2E_SERVICE_ROLE_KEY ?? '' },
) {
  const key = backend.serviceRoleKey;
  if (!key) throw new Error('no service role key: E2E_SERVICE_ROLE_KEY is not set');
  const response = await fetch(`${backend.url}/rest/v1/${pathAndQuery}`, {
    ...init,
    headers: {
      apikey: key,
      Authorization: `Bearer ${key}`,
      'Content-Type': 'application/json',
      ...(init.headers ?? {}),
    },
  });
  const text = await response.text();
  return { status: response.status, body: text ? (JSON.parse(text) as unknown) : null };
}

/** A signed-in user who has finished onboarding, so pages open directly. */
export async function signedInUser(
  page: Page,
  options: { onboarded?: boolean; backend?: { url: string; anonKey: string } } = {},
): Promise<TestUser> {
  const backend = options.backend ?? { url: E2E_BACKEND_URL, anonKey: anonKey() };
  const user = await signUpViaApi(uniqueEmail(), undefined, backend);
  if (options.onboarded !== false) await markOnboarded(user, backend);
  await page.addInitScript(
    ([key, value]) => {
      if (!window.localStorage.getItem(key)) window.localStorage.setItem(key, value);
    },
    [AUTH_STORAGE_KEY, JSON.stringify(user.session)] as const,
  );
  return user;
}

/** The database made the profile at sign-up; the user finishes onboarding by updating it. */
async function markOnboarded(user: TestUser, backend: { url: string; anonKey: string }) {
  const headers = {
    apikey: backend.anonKey,
    Authorization: `Bearer ${user.accessToken}`,
    'Content-Type': 'application/json',
  };
  const response = await fetch(`${backend.url}/rest/v1/profiles?user_id=eq.${user.userId}`, {
    method: 'PATCH',
    headers,
    body: JSON.stringify({ username: user.email.split('@')[0], full_name: '', onboarding_completed: true }),
  });
  if (!response.ok) throw new Error(`could not mark onboarding done: ${response.status} ${await response.text()}`);
}
