import type { IncomingMessage, ServerResponse } from 'node:http';

const ALLOW_METHODS = 'GET,POST,PATCH,PUT,DELETE,HEAD,OPTIONS';
const ALLOW_HEADERS = [
  'apikey',
  'authorization',
  'content-type',
  'prefer',
  'range',
  'range-unit',
  'accept',
  'accept-profile',
  'content-profile',
  'x-client-info',
  'x-supabase-api-version',
  'x-retry-count',
].join(', ');
const EXPOSE_HEADERS = 'content-range, content-profile, content-location, preference-applied, x-supabase-api-version';

/** Local origins on any port: the app's dev servers (4200-4206), the e2e stacks and other tools on this machine. */
const LOCAL_ORIGIN_PATTERNS = ['localhost', '127.0.0.1', '[::1]'].flatMap((host) => [
  `http://${host}:*`,
  `https://${host}:*`,
]);

/** The site URL's origin and local origins on any port. */
export function defaultCorsOrigins(siteUrl: string): string[] {
  return [new URL(siteUrl).origin, ...LOCAL_ORIGIN_PATTERNS];
}

/**
 * Which browser origins may read the API's answers. Entries are exact origins (`https://app.example`),
 * origins with any port (`http://localhost:*`), or `*` for every origin (hosted Supabase's gateway).
 * Credentials are never allowed: supabase-js sends its keys and tokens in headers, never cookies, so a
 * page outside the list cannot read the answers even with a user's browser.
 */
export class CorsPolicy {
  readonly anyOrigin: boolean;
  private readonly exact = new Set<string>();
  private readonly anyPort = new Set<string>();

  constructor(entries: readonly string[]) {
    this.anyOrigin = entries.includes('*');
    for (const entry of entries) {
      if (entry === '*') continue;
      const anyPort = entry.endsWith(':*');
      let url: URL;
      try {
        url = new URL(anyPort ? entry.slice(0, -2) : entry);
      } catch {
        throw new Error(
          `invalid CORS origin ${JSON.stringify(entry)}: expected scheme://host[:port], scheme://host:* or *`,
        );
      }
      if (url.protocol !== 'http:' && url.protocol !== 'https:')
        throw new Error(`invalid CORS origin ${JSON.stringify(entry)}: http or https only`);
      if (anyPort) this.anyPort.add(`${url.protocol}//${url.hostname}`);
      else this.exact.add(url.origin);
    }
  }

  allows(origin: string): boolean {
    if (this.anyOrigin) return true;
    if (this.exact.has(origin)) return true;
    try {
      const url = new URL(origin);
      return url.origin === origin && this.anyPort.has(`${url.protocol}//${url.hostname}`);
    } catch {
      return false;
    }
  }
}

/**
 * An allowed origin gets `Access-Control-Allow-Origin` (`*` when every origin is allowed, as hosted
 * Supabase answers, else the origin itself with `Vary: Origin`); any other origin gets no CORS headers,
 * so the browser keeps the answer from the page.
 */
export function applyCors(req: IncomingMessage, res: ServerResponse, policy: CorsPolicy): boolean {
  const origin = req.headers.origin;
  if (policy.anyOrigin) {
    res.setHeader('Access-Control-Allow-Origin', '*');
  } else {
    res.setHeader('Vary', 'Origin');
    if (origin === undefined || !policy.allows(origin)) return false;
    res.setHeader('Access-Control-Allow-Origin', origin);
  }
  res.setHeader('Access-Control-Expose-Headers', EXPOSE_HEADERS);
  return true;
}

export function answerPreflight(req: IncomingMessage, res: ServerResponse, allowed: boolean): void {
  if (allowed) {
    res.setHeader('Access-Control-Allow-Methods', ALLOW_METHODS);
    const requested = req.headers['access-control-request-headers'];
    // Echoing the request keeps future supabase-js headers working; the fixed list documents the known ones.
    res.setHeader('Access-Control-Allow-Headers', requested ? `${ALLOW_HEADERS}, ${requested}` : ALLOW_HEADERS);
    res.setHeader('Access-Control-Max-Age', '86400');
  }
  res.statusCode = 204;
  res.end();
}
