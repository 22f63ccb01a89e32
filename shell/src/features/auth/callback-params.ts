// What a confirmation link brings back to /auth/callback: a PKCE `code`, or an error from the auth
// server (`error_description`, in the query or, for some flows, the hash).

export type CallbackParams = { kind: 'code'; code: string } | { kind: 'error'; message: string } | { kind: 'none' };

export function readCallbackParams(search: string, hash = ''): CallbackParams {
  const query = new URLSearchParams(search);
  const fragment = new URLSearchParams(hash.replace(/^#/, ''));
  const error =
    query.get('error_description') ?? fragment.get('error_description') ?? query.get('error') ?? fragment.get('error');
  if (error) return { kind: 'error', message: error.replace(/\+/g, ' ') };
  const code = query.get('code')?.trim();
  if (code) return { kind: 'code', code };
  return { kind: 'none' };
}

const exchanges = new Map<string, Promise<void>>();

/**
 * A code can be exchanged once; React's development double effects (and a re-render) must not try
 * twice, or the second attempt fails and hides the first one's success.
 */
export function exchangeOnce(code: string, exchange: (code: string) => Promise<void>): Promise<void> {
  let pending = exchanges.get(code);
  if (!pending) {
    pending = exchange(code);
    exchanges.set(code, pending);
  }
  return pending;
}
