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

/** Any origin may call the local server (like hosted Supabase's API gateway); the keys are what protect it. */
export function applyCors(req: IncomingMessage, res: ServerResponse): void {
  const origin = req.headers.origin;
  res.setHeader('Access-Control-Allow-Origin', origin ?? '*');
  if (origin !== undefined) {
    res.setHeader('Vary', 'Origin');
    res.setHeader('Access-Control-Allow-Credentials', 'true');
  }
  res.setHeader('Access-Control-Expose-Headers', EXPOSE_HEADERS);
}

export function answerPreflight(req: IncomingMessage, res: ServerResponse): void {
  res.setHeader('Access-Control-Allow-Methods', ALLOW_METHODS);
  const requested = req.headers['access-control-request-headers'];
  // Echoing the request keeps future supabase-js headers working; the fixed list documents the known ones.
  res.setHeader('Access-Control-Allow-Headers', requested ? `${ALLOW_HEADERS}, ${requested}` : ALLOW_HEADERS);
  res.setHeader('Access-Control-Max-Age', '86400');
  res.statusCode = 204;
  res.end();
}
