import { describe, expect, it, vi } from 'vitest';
import { exchangeOnce, readCallbackParams } from './callback-params';

describe('readCallbackParams', () => {
  it.each([
    ['?code=abc', '', { kind: 'code', code: 'abc' }],
    ['', '', { kind: 'none' }],
    ['?code=', '', { kind: 'none' }],
    [
      '?error=access_denied&error_description=Email+link+is+invalid+or+has+expired',
      '',
      { kind: 'error', message: 'Email link is invalid or has expired' },
    ],
    ['', '#error=server_error&error_description=Something%20failed', { kind: 'error', message: 'Something failed' }],
    ['?error=access_denied&code=abc', '', { kind: 'error', message: 'access_denied' }],
  ])('%s %s', (search, hash, expected) => {
    expect(readCallbackParams(search, hash)).toEqual(expected);
  });
});

describe('exchangeOnce', () => {
  it('exchanges a code once however often it is asked', async () => {
    const exchange = vi.fn(async () => undefined);
    await Promise.all([exchangeOnce('code-1', exchange), exchangeOnce('code-1', exchange)]);
    await exchangeOnce('code-2', exchange);
    expect(exchange.mock.calls).toEqual([['code-1'], ['code-2']]);
  });
});
