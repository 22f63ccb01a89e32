import { describe, expect, it } from 'vitest';
import { routeMessage } from './worker';

describe('worker message router', () => {
  it('refuses messages from other extensions or pages before doing anything', () => {
    expect(routeMessage({ type: 'GET_STATUS' }, { id: 'someone-else' }, 'me')).toEqual({ ok: false, error: 'untrusted sender' });
  });

  it('answers its own extension', () => {
    expect(routeMessage({ type: 'GET_STATUS' }, { id: 'me' }, 'me')).toEqual({ ok: true, shieldActive: false });
    expect(routeMessage({ type: 'NOPE' }, { id: 'me' }, 'me')).toEqual({ ok: false, error: 'unknown message' });
  });
});
