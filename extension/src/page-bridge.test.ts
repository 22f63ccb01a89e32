import { afterEach, describe, expect, it, vi } from 'vitest';
import { APP_SOURCE, EXTENSION_SOURCE } from '@onething/shared-data/extension-protocol';
import { startPageBridge } from './page-bridge';

const origin = window.location.origin;
let stop: (() => void) | undefined;

function start() {
  const postMessage = vi.spyOn(window, 'postMessage').mockImplementation(() => undefined);
  stop = startPageBridge({ window, origin, version: '9.9.9' });
  return postMessage;
}

afterEach(() => {
  stop?.();
  vi.restoreAllMocks();
});

describe('page bridge', () => {
  it('answers a PING from the page itself with a PONG to the page origin', () => {
    const post = start();
    window.dispatchEvent(new MessageEvent('message', { data: { source: APP_SOURCE, type: 'PING', nonce: 'n1' }, source: window, origin }));
    expect(post).toHaveBeenCalledWith({ source: EXTENSION_SOURCE, type: 'PONG', nonce: 'n1', version: '9.9.9' }, origin);
  });

  it.each([
    ['another origin', { source: APP_SOURCE, type: 'PING', nonce: 'n' }, 'https://evil.example'],
    ['no app marker', { type: 'PING', nonce: 'n' }, origin],
    ['an unknown type', { source: APP_SOURCE, type: 'STEAL', nonce: 'n' }, origin],
  ])('ignores a message from %s', (_label, data, messageOrigin) => {
    const post = start();
    window.dispatchEvent(new MessageEvent('message', { data, source: window, origin: messageOrigin }));
    expect(post).not.toHaveBeenCalled();
  });

  it('ignores messages from another window', () => {
    const post = start();
    window.dispatchEvent(new MessageEvent('message', { data: { source: APP_SOURCE, type: 'PING', nonce: 'n' }, source: null, origin }));
    expect(post).not.toHaveBeenCalled();
  });
});
