// supabase-js sends the anonymous key when it holds no usable session, and after a refresh that failed (no
// connection) it answers "no session" for the next 60 s without trying again (auth-js's refresh cooldown). A
// read sent in that minute comes back empty (row level security hides the user's rows) and would replace
// what the pages show; a write would be refused for want of a user. So while a session is stored, a request
// to the data API that carries the anonymous key is held back as if the connection were down: reads keep
// their cached data, writes wait in the queue, and both go out once the session is refreshed. Signed out,
// nothing is stored and the anonymous key goes out as usual.

/** The data API: tables, views and functions (Auth's own requests carry the anonymous key by design). */
const DATA_API = '/rest/v1/';

function urlOf(input: RequestInfo | URL): string {
  if (typeof input === 'string') return input;
  return input instanceof URL ? input.href : input.url;
}

/** Whether `raw`, as supabase-js stores a session, holds one that can be refreshed. */
export function holdsSession(raw: string | null): boolean {
  if (!raw) return false;
  try {
    const session = JSON.parse(raw) as { refresh_token?: unknown } | null;
    return typeof session?.refresh_token === 'string' && session.refresh_token !== '';
  } catch {
    return false;
  }
}

export function holdAnonymousDataRequests(
  anonKey: string,
  hasStoredSession: () => boolean,
  send: typeof fetch = (input, init) => fetch(input, init),
): typeof fetch {
  return (input, init) => {
    const headers = new Headers(init?.headers ?? (input instanceof Request ? input.headers : undefined));
    if (urlOf(input).includes(DATA_API) && headers.get('Authorization') === `Bearer ${anonKey}` && hasStoredSession()) {
      return Promise.reject(new TypeError('Failed to fetch: the stored session is not refreshed yet'));
    }
    return send(input, init);
  };
}
