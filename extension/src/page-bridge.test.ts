import { afterEach, describe, expect, it, vi } from 'vitest';
import { APP_SOURCE, EXTENSION_SOURCE } from '@onething/shared-data/extension-protocol';
import { FakeEvent } from './testing/fake-chrome';
import { startPageBridge, type PortLike } from './page-bridge';

const origin = window.location.origin;
const appOrigins = [origin];
let stop: (() => void) | undefined;

function fakePort() {
  const onMessage = new FakeEvent<(message: unknown) => void>();
  const onDisconnect = new FakeEvent<() => void>();
  const sent: unknown[] = [];
  const port: PortLike & { sent: unknown[]; fromWorker(message: unknown): void; workerStopped(): void } = {
    sent,
    postMessage: (message) => void sent.push(message),
    onMessage,
    onDisconnect,
    disconnect: vi.fn(),
    fromWorker: (message) => void onMessage.emit(message),
    workerStopped: () => void onDisconnect.emit(),
  };
  return port;
}

function start(options: { pageOrigin?: string; alive?: () => boolean } = {}) {
  const post = vi.spyOn(window, 'postMessage').mockImplementation(() => undefined);
  const ports: ReturnType<typeof fakePort>[] = [];
  const connect = vi.fn(() => {
    const port = fakePort();
    ports.push(port);
    return port;
  });
  stop = startPageBridge({
    window,
    origin: options.pageOrigin ?? origin,
    version: '9.9.9',
    appOrigins,
    connect,
    alive: options.alive,
  });
  return { post, ports, connect };
}

function fromPage(data: unknown, init: { source?: MessageEventSource | null; origin?: string } = {}) {
  window.dispatchEvent(
    new MessageEvent('message', {
      data,
      source: init.source === undefined ? window : init.source,
      origin: init.origin ?? origin,
    }),
  );
}

const start25 = {
  source: APP_SOURCE,
  type: 'START_SHIELD',
  enabled: true,
  sites: ['youtube.com'],
  allowedDomains: [],
  sessionId: null,
  durationMinutes: 25,
};

afterEach(() => {
  stop?.();
  stop = undefined;
  vi.restoreAllMocks();
});

describe('page bridge (content script)', () => {
  it('answers a PING from the page itself with a PONG to the page origin', () => {
    const { post } = start();
    fromPage({ source: APP_SOURCE, type: 'PING', nonce: 'n1' });
    expect(post).toHaveBeenCalledWith(
      { source: EXTENSION_SOURCE, type: 'PONG', nonce: 'n1', version: '9.9.9' },
      origin,
    );
  });

  it('does not answer a PING once the extension is disabled or removed (the shield is down)', () => {
    let alive = true;
    const { post } = start({ alive: () => alive });
    alive = false;
    fromPage({ source: APP_SOURCE, type: 'PING', nonce: 'n2' });
    expect(post).not.toHaveBeenCalled();
  });

  it('relays an app message to the worker and posts the worker answer to the page origin only', () => {
    const { post, ports } = start();
    fromPage(start25);
    expect(ports[0]?.sent).toEqual([start25]);
    ports[0]?.fromWorker({ source: EXTENSION_SOURCE, type: 'SHIELD_STATUS', active: true, endsAt: 5, blockedCount: 0 });
    expect(post).toHaveBeenCalledWith(
      { source: EXTENSION_SOURCE, type: 'SHIELD_STATUS', active: true, endsAt: 5, blockedCount: 0 },
      origin,
    );
    expect(post.mock.calls.every(([, target]) => target === origin)).toBe(true);
  });

  it.each([
    ['a forged origin', start25, { origin: 'https://evil.example' }],
    ['another window', start25, { source: null }],
    ['no app marker', { ...start25, source: 'someone' }, {}],
    ['an unknown shape', { source: APP_SOURCE, type: 'STEAL_TOKEN' }, {}],
    ['a malformed START_SHIELD', { ...start25, durationMinutes: 'forever' }, {}],
  ])('relays nothing from %s', (_label, data, init) => {
    const { post, ports } = start();
    fromPage(data, init as { origin?: string; source?: null });
    expect(ports[0]?.sent).toEqual([]);
    expect(post).not.toHaveBeenCalled();
  });

  it('passes on nothing from the worker that is not an extension message', () => {
    const { post, ports } = start();
    ports[0]?.fromWorker({ source: APP_SOURCE, type: 'AUTH_TOKEN', token: 't', expiresAt: null });
    ports[0]?.fromWorker({ type: 'SHIELD_STATUS', active: true });
    expect(post).not.toHaveBeenCalled();
  });

  it('does nothing at all on a page that is not one of the app origins', () => {
    const { connect, post } = start({ pageOrigin: 'https://evil.example' });
    fromPage(start25, { origin: 'https://evil.example' });
    fromPage({ source: APP_SOURCE, type: 'PING', nonce: 'n' }, { origin: 'https://evil.example' });
    expect(connect).not.toHaveBeenCalled();
    expect(post).not.toHaveBeenCalled();
  });

  it('reconnects when the worker stops while a shield runs, not when idle', () => {
    const { ports, connect } = start();
    ports[0]?.workerStopped();
    expect(connect).toHaveBeenCalledTimes(1);
    fromPage(start25);
    expect(connect).toHaveBeenCalledTimes(2);
    ports[1]?.workerStopped();
    expect(connect).toHaveBeenCalledTimes(3);
    ports[2]?.fromWorker({ source: EXTENSION_SOURCE, type: 'SHIELD_STATUS', active: false, reason: 'timer_expired' });
    ports[2]?.workerStopped();
    expect(connect).toHaveBeenCalledTimes(3);
  });

  it.each([
    [
      'one site',
      { type: 'REQUEST_SITE_PERMISSION', site: 'chess.com', requestId: 'p1' },
      { type: 'SITE_PERMISSION_RESPONSE', site: 'chess.com', granted: true, requestId: 'p1' },
    ],
    [
      'every site',
      { type: 'REQUEST_ALL_SITES_PERMISSION', ask: 'first-time', requestId: 'p1' },
      { type: 'ALL_SITES_PERMISSION_RESPONSE', granted: true, prompted: true, requestId: 'p1' },
    ],
  ])(
    'keeps the worker connected while a permission answer for %s is awaited, then lets it go',
    (_label, request, response) => {
      const { ports, connect, post } = start();
      fromPage({ source: APP_SOURCE, ...request });
      expect(ports[0]?.sent).toEqual([{ source: APP_SOURCE, ...request }]);
      ports[0]?.workerStopped();
      expect(connect).toHaveBeenCalledTimes(2);
      ports[1]?.fromWorker({ source: EXTENSION_SOURCE, ...response });
      expect(post).toHaveBeenCalledWith({ source: EXTENSION_SOURCE, ...response }, origin);
      ports[1]?.workerStopped();
      expect(connect).toHaveBeenCalledTimes(2);
    },
  );
});
