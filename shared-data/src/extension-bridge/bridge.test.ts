// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  onExtensionMessage,
  pingExtension,
  postToExtension,
  requestAllSitesPermission,
  requestSitePermission,
  startShield,
  startTokenSync,
  stopShield,
} from './bridge';
import { APP_SOURCE, EXTENSION_SOURCE, isAppMessage, type AppToExtensionMessage } from './protocol';
import { resetRuntimeConfig, setRuntimeConfig } from '../runtime-config';

const origin = () => window.location.origin;

function dispatchFromExtension(data: unknown, init: { source?: MessageEventSource | null; origin?: string } = {}) {
  window.dispatchEvent(
    new MessageEvent('message', {
      data,
      source: init.source === undefined ? window : init.source,
      origin: init.origin ?? origin(),
    }),
  );
}

let posted: Array<{ message: AppToExtensionMessage; targetOrigin: string }>;
/**
 * Answers the extension's content script will post as soon as the page lets it run: it runs on the page's
 * thread, so on a busy page it answers only after the page's own next task, behind what that task posted.
 */
let answersAfterNextTask: unknown[];
/** Messages posted to this window and not yet delivered: the browser delivers them one at a time, in order. */
let undelivered: unknown[];
let delivering = false;
let postSpy: ReturnType<typeof vi.spyOn>;

function deliverInOrder(...messages: unknown[]) {
  undelivered.push(...messages);
  if (delivering) return;
  delivering = true;
  while (undelivered.length > 0) dispatchFromExtension(undelivered.shift());
  delivering = false;
}

beforeEach(() => {
  posted = [];
  answersAfterNextTask = [];
  undelivered = [];
  // App messages are captured instead of delivered so the tests see exactly what leaves the page; anything
  // else the page posts to itself is delivered as the browser would.
  postSpy = vi.spyOn(window, 'postMessage').mockImplementation(((message: unknown, targetOrigin: unknown) => {
    if (isAppMessage(message)) {
      posted.push({ message, targetOrigin: String(targetOrigin) });
      return;
    }
    deliverInOrder(message, ...answersAfterNextTask.splice(0));
  }) as typeof window.postMessage);
});

afterEach(() => {
  postSpy.mockRestore();
  vi.useRealTimers();
  resetRuntimeConfig();
});

describe('postToExtension', () => {
  it('marks the app as source and targets our own origin, never *', () => {
    postToExtension({ type: 'AUTH_TOKEN', token: 'secret', expiresAt: 123 });
    stopShield('user_stopped');
    expect(posted).toHaveLength(2);
    for (const p of posted) {
      expect(p.targetOrigin).toBe(origin());
      expect(p.targetOrigin).not.toBe('*');
      expect(p.message.source).toBe(APP_SOURCE);
    }
    expect(posted[0]?.message).toEqual({ source: APP_SOURCE, type: 'AUTH_TOKEN', token: 'secret', expiresAt: 123 });
    expect(posted[1]?.message).toEqual({ source: APP_SOURCE, type: 'STOP_SHIELD', reason: 'user_stopped' });
  });

  it('sends the backend URL and the public anon key with the token once the runtime config is known', () => {
    setRuntimeConfig({ supabaseUrl: 'https://abc.supabase.co', supabaseAnonKey: 'anon-public', remotes: {} });
    startShield(
      { access_token: 'tok', expires_at: 99 },
      { sites: ['youtube.com'], allowedDomains: [], sessionId: 's1', durationMinutes: 25, blockAdultContent: true },
    );
    expect(posted[0]?.message).toEqual({
      source: APP_SOURCE,
      type: 'AUTH_TOKEN',
      token: 'tok',
      expiresAt: 99,
      apiUrl: 'https://abc.supabase.co',
      anonKey: 'anon-public',
    });
    expect(posted[1]?.message).toMatchObject({ type: 'START_SHIELD', blockAdultContent: true });
  });

  it('startShield sends the token before the start message', () => {
    startShield(
      { access_token: 'tok', expires_at: 99 },
      { sites: ['youtube.com'], allowedDomains: [], sessionId: 's1', durationMinutes: 25 },
    );
    expect(posted.map((p) => p.message.type)).toEqual(['AUTH_TOKEN', 'START_SHIELD']);
    expect(posted[1]?.message).toMatchObject({
      enabled: true,
      sites: ['youtube.com'],
      sessionId: 's1',
      durationMinutes: 25,
    });
  });
});

describe('onExtensionMessage', () => {
  it('delivers a valid extension message from this window and origin', () => {
    const handler = vi.fn();
    const off = onExtensionMessage(handler);
    dispatchFromExtension({ source: EXTENSION_SOURCE, type: 'SHIELD_STATUS', active: true, blockedCount: 3 });
    off();
    expect(handler).toHaveBeenCalledTimes(1);
    expect(handler.mock.calls[0]?.[0]).toEqual({
      source: EXTENSION_SOURCE,
      type: 'SHIELD_STATUS',
      active: true,
      blockedCount: 3,
    });
  });

  it('ignores another origin, another source window, the app marker and malformed shapes', () => {
    const handler = vi.fn();
    const off = onExtensionMessage(handler);
    const valid = { source: EXTENSION_SOURCE, type: 'REQUEST_TOKEN' };
    dispatchFromExtension(valid, { origin: 'https://evil.example' });
    dispatchFromExtension(valid, { source: null });
    dispatchFromExtension({ source: APP_SOURCE, type: 'REQUEST_TOKEN' });
    dispatchFromExtension({ source: EXTENSION_SOURCE, type: 'UNKNOWN' });
    dispatchFromExtension({ source: EXTENSION_SOURCE, type: 'SHIELD_STATUS', active: 'yes' });
    dispatchFromExtension({ source: EXTENSION_SOURCE, type: 'SITE_PERMISSION_RESPONSE', site: 'a.com', granted: true });
    dispatchFromExtension('REQUEST_TOKEN');
    dispatchFromExtension(null);
    expect(handler).not.toHaveBeenCalled();
    dispatchFromExtension(valid);
    expect(handler).toHaveBeenCalledTimes(1);
    off();
    dispatchFromExtension(valid);
    expect(handler).toHaveBeenCalledTimes(1);
  });
});

describe('startTokenSync', () => {
  const session = { access_token: 'access-1', expires_at: 1_700_000_000 };

  it('posts the token 100 ms after an auth event', async () => {
    vi.useFakeTimers();
    const sync = startTokenSync(() => Promise.resolve(session));
    sync.onAuthEvent();
    await vi.advanceTimersByTimeAsync(99);
    expect(posted).toHaveLength(0);
    await vi.advanceTimersByTimeAsync(1);
    expect(posted.map((p) => p.message)).toEqual([
      { source: APP_SOURCE, type: 'AUTH_TOKEN', token: 'access-1', expiresAt: 1_700_000_000 },
    ]);
    expect(posted[0]?.targetOrigin).toBe(origin());
    sync.stop();
  });

  it('posts the token 500 ms after the initial session load', async () => {
    vi.useFakeTimers();
    const sync = startTokenSync(() => Promise.resolve(session));
    sync.onInitialSession();
    await vi.advanceTimersByTimeAsync(499);
    expect(posted).toHaveLength(0);
    await vi.advanceTimersByTimeAsync(1);
    expect(posted).toHaveLength(1);
    sync.stop();
  });

  it('posts nothing without a session and nothing after stop', async () => {
    vi.useFakeTimers();
    let current: typeof session | null = null;
    const sync = startTokenSync(() => current);
    sync.onAuthEvent();
    await vi.advanceTimersByTimeAsync(200);
    expect(posted).toHaveLength(0);
    current = session;
    sync.onAuthEvent();
    sync.stop();
    await vi.advanceTimersByTimeAsync(200);
    expect(posted).toHaveLength(0);
  });

  it('answers the extension asking for the token', async () => {
    const sync = startTokenSync(() => session);
    dispatchFromExtension({ source: EXTENSION_SOURCE, type: 'REQUEST_TOKEN' });
    await vi.waitFor(() => expect(posted).toHaveLength(1));
    expect(posted[0]?.message).toMatchObject({ type: 'AUTH_TOKEN', token: 'access-1' });
    dispatchFromExtension({ source: EXTENSION_SOURCE, type: 'REQUEST_TOKEN' }, { origin: 'https://evil.example' });
    await Promise.resolve();
    expect(posted).toHaveLength(1);
    sync.stop();
  });
});

describe('pingExtension', () => {
  it('reports not installed when no answer arrives in time', async () => {
    vi.useFakeTimers();
    const result = pingExtension(1000);
    await vi.advanceTimersByTimeAsync(1000);
    await expect(result).resolves.toEqual({ installed: false });
  });

  it('takes an answer already on its way when a busy page runs the time-out late', async () => {
    vi.useFakeTimers();
    const result = pingExtension(1000);
    const ping = posted[0]?.message;
    const nonce = ping?.type === 'PING' ? ping.nonce : '';
    // The page was busy past the time-out: the content script gets to the ping only after the time-out ran.
    answersAfterNextTask.push({ source: EXTENSION_SOURCE, type: 'PONG', nonce, version: '1.2.3' });
    await vi.advanceTimersByTimeAsync(1000);
    await expect(result).resolves.toEqual({ installed: true, version: '1.2.3' });
  });

  it('reports the version from a matching PONG only', async () => {
    vi.useFakeTimers();
    const result = pingExtension();
    const ping = posted[0]?.message;
    expect(ping?.type).toBe('PING');
    const nonce = ping?.type === 'PING' ? ping.nonce : '';
    dispatchFromExtension({ source: EXTENSION_SOURCE, type: 'PONG', nonce: 'other', version: '9.9.9' });
    dispatchFromExtension({ source: EXTENSION_SOURCE, type: 'PONG', nonce, version: '1.2.3' });
    await expect(result).resolves.toEqual({ installed: true, version: '1.2.3' });
  });
});

describe('requestSitePermission', () => {
  it('sends the normalised site and resolves with the answer for its request id', async () => {
    const result = requestSitePermission('https://www.youtube.com/');
    const request = posted[0]?.message;
    expect(request).toMatchObject({ type: 'REQUEST_SITE_PERMISSION', site: 'youtube.com' });
    const requestId = request?.type === 'REQUEST_SITE_PERMISSION' ? request.requestId : '';
    dispatchFromExtension({
      source: EXTENSION_SOURCE,
      type: 'SITE_PERMISSION_RESPONSE',
      site: 'youtube.com',
      granted: true,
      requestId,
    });
    await expect(result).resolves.toEqual({ site: 'youtube.com', granted: true, timedOut: false });
  });

  it('resolves denied after 10 s without an answer', async () => {
    vi.useFakeTimers();
    const result = requestSitePermission('reddit.com');
    await vi.advanceTimersByTimeAsync(9_999);
    let settled = false;
    void result.then(() => (settled = true));
    await Promise.resolve();
    expect(settled).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    await expect(result).resolves.toEqual({ site: 'reddit.com', granted: false, timedOut: true });
  });
});

describe('requestAllSitesPermission', () => {
  it('sends how to ask and resolves with the answer for its request id only', async () => {
    const result = requestAllSitesPermission('first-time');
    const request = posted[0]?.message;
    expect(request).toMatchObject({ type: 'REQUEST_ALL_SITES_PERMISSION', ask: 'first-time' });
    const requestId = request?.type === 'REQUEST_ALL_SITES_PERMISSION' ? request.requestId : '';
    const answer = { source: EXTENSION_SOURCE, type: 'ALL_SITES_PERMISSION_RESPONSE', granted: true, prompted: true };
    dispatchFromExtension({ ...answer, granted: false, requestId: 'another-request' });
    dispatchFromExtension({ ...answer, requestId });
    await expect(result).resolves.toEqual({ granted: true, prompted: true, timedOut: false });
  });

  it('resolves not granted after 10 s without an answer', async () => {
    vi.useFakeTimers();
    const result = requestAllSitesPermission('always');
    await vi.advanceTimersByTimeAsync(9_999);
    let settled = false;
    void result.then(() => (settled = true));
    await Promise.resolve();
    expect(settled).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    await expect(result).resolves.toEqual({ granted: false, prompted: false, timedOut: true });
  });
});
