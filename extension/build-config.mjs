// Build-time settings of the extension, shared by the build and the unit tests.
//
//   ONETHING_APP_ORIGINS  comma-separated origins of the web app whose pages may talk to the extension:
//                         exact origins (https://app.example.com) or an origin on any port (http://localhost:*).
//   ONETHING_API_ORIGINS  comma-separated origins of the backend the extension may call with the user's token
//                         (the same forms, plus a leading *. for subdomains: https://*.supabase.co).
//
// The defaults are the local origins `npm start` and the end-to-end suite use on any port.

export const DEFAULT_APP_ORIGINS = ['http://localhost:*', 'http://127.0.0.1:*'];
export const DEFAULT_API_ORIGINS = ['http://localhost:*', 'http://127.0.0.1:*', 'https://*.supabase.co'];

const ORIGIN_PATTERN = /^(https?):\/\/(\*\.)?([a-z0-9-]+(?:\.[a-z0-9-]+)*|\[[0-9a-f:]+\])(?::(\d{1,5}|\*))?$/i;

/** Parses a comma-separated list; throws on anything that is not an origin pattern. */
export function parseOriginList(value, fallback, { allowSubdomains = false } = {}) {
  const list = (value ?? '')
    .split(',')
    .map((entry) => entry.trim())
    .filter((entry) => entry !== '');
  const origins = list.length > 0 ? list : fallback;
  for (const origin of origins) {
    const match = ORIGIN_PATTERN.exec(origin);
    if (!match || (match[2] && !allowSubdomains)) {
      throw new Error(`invalid origin ${JSON.stringify(origin)}: expected scheme://host[:port] or scheme://host:*`);
    }
  }
  return origins;
}

/**
 * The Chrome match pattern for an origin pattern. A match pattern without a port matches every port,
 * so `http://localhost:*` becomes `http://localhost/*`; an explicit port stays.
 */
export function toMatchPattern(origin) {
  const match = ORIGIN_PATTERN.exec(origin);
  if (!match) throw new Error(`invalid origin ${JSON.stringify(origin)}`);
  const [, scheme, subdomains = '', host, port] = match;
  const portPart = port && port !== '*' ? `:${port}` : '';
  return `${scheme}://${subdomains}${host}${portPart}/*`;
}

export function appOrigins(env = process.env) {
  return parseOriginList(env.ONETHING_APP_ORIGINS, DEFAULT_APP_ORIGINS);
}

export function apiOrigins(env = process.env) {
  return parseOriginList(env.ONETHING_API_ORIGINS, DEFAULT_API_ORIGINS, { allowSubdomains: true });
}
