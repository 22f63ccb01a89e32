// Starts the real worker module against a fake chrome and a fake backend, the way Chrome loads it:
// a fresh module instance per start, so a "restart" runs its top-level code again.
import { vi } from 'vitest';
import { APP_SOURCE } from '@onething/shared-data/extension-protocol';
import { createFakeChrome, type FakeChrome } from './fake-chrome';

export const API_URL = 'http://127.0.0.1:54361';
export const ANON_KEY = 'anon-public-key';
export const USER_ID = '11111111-2222-4333-8444-555555555555';
export const SESSION_ID = '99999999-8888-4777-8666-555555555555';

/** An unsigned token with the claims the extension reads (the backend verifies real ones). */
export function fakeToken(sub = USER_ID): string {
  const encode = (value: object) =>
    btoa(JSON.stringify(value)).replace(/=+$/, '').replace(/\+/g, '-').replace(/\//g, '_');
  return `${encode({ alg: 'HS256', typ: 'JWT' })}.${encode({ sub, role: 'authenticated' })}.signature`;
}

export type BackendCall = { url: string; method: string; headers: Record<string, string>; body: unknown };

/** A stand-in for the REST API: records calls, answers the goal query and the log insert. */
export function createFakeBackend() {
  const backend = {
    calls: [] as BackendCall[],
    goalTitle: 'Ship the companion extension' as string | null,
    logStatus: 201,
    logs: [] as unknown[],
    /** What shield_plan() answers (null: 401, as for an expired token). */
    plan: null as Record<string, unknown> | null,
    /** The bodies of finish_deep_work_session calls. */
    finishes: [] as unknown[],
    fetch: vi.fn(async (input: string | URL, init: RequestInit = {}) => {
      const url = String(input);
      const headers = Object.fromEntries(new Headers(init.headers).entries());
      const body = typeof init.body === 'string' ? (JSON.parse(init.body) as unknown) : undefined;
      backend.calls.push({ url, method: init.method ?? 'GET', headers, body });
      if (url.includes('/rest/v1/one_thing_goals')) {
        return Response.json(backend.goalTitle === null ? [] : [{ title: backend.goalTitle }]);
      }
      if (url.endsWith('/rest/v1/rpc/shield_plan')) {
        return backend.plan ? Response.json(backend.plan) : new Response(null, { status: 401 });
      }
      if (url.endsWith('/rest/v1/rpc/finish_deep_work_session')) {
        backend.finishes.push(body);
        return Response.json([]);
      }
      if (url.endsWith('/rest/v1/shield_block_log')) {
        if (backend.logStatus < 300) backend.logs.push(...(body as unknown[]));
        return new Response(null, { status: backend.logStatus });
      }
      return new Response('not found', { status: 404 });
    }),
  };
  return backend;
}

export type Harness = Awaited<ReturnType<typeof startHarness>>;

export async function startHarness(fake: FakeChrome = createFakeChrome(), backend = createFakeBackend()) {
  vi.stubGlobal('chrome', fake.chrome);
  vi.stubGlobal('fetch', backend.fetch);
  vi.resetModules();
  const worker = await import('../worker');
  await worker.ready;
  return { fake, backend, worker, t: fake.testing };
}

/** The worker stopped and started again (same browser session). */
export async function restartWorker(harness: Harness) {
  harness.t.stopWorker();
  return startHarness(harness.fake, harness.backend);
}

export function app(message: Record<string, unknown>) {
  return { source: APP_SOURCE, ...message };
}

export function startMessage(overrides: Record<string, unknown> = {}) {
  return app({
    type: 'START_SHIELD',
    enabled: true,
    sites: ['youtube.com'],
    allowedDomains: [],
    sessionId: SESSION_ID,
    durationMinutes: 25,
    ...overrides,
  });
}

export function tokenMessage(overrides: Record<string, unknown> = {}) {
  return app({
    type: 'AUTH_TOKEN',
    token: fakeToken(),
    expiresAt: Math.floor(Date.now() / 1000) + 3600,
    apiUrl: API_URL,
    anonKey: ANON_KEY,
    ...overrides,
  });
}
