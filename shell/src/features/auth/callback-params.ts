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

/** How the link's flow began: a sign-up confirmation, or a password reset (supabase-js's redirectType). */
export type CallbackKind = 'sign-in' | 'password-recovery';

const exchanges = new Map<string, Promise<unknown>>();

/**
 * A code can be exchanged once; React's development double effects (and a re-render) must not try
 * twice, or the second attempt fails and hides the first one's success.
 */
export function exchangeOnce<T>(code: string, exchange: (code: string) => Promise<T>): Promise<T> {
  const known = exchanges.get(code) as Promise<T> | undefined;
  if (known) return known;
  const pending = exchange(code);
  exchanges.set(code, pending);
  return pending;
}
