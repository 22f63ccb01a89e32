// Which page origins count as the web app. Entries are exact origins (https://app.example.com) or an
// origin on any port (http://localhost:*); the list is fixed at build time (ONETHING_APP_ORIGINS).

export const APP_ORIGINS: readonly string[] = __ONETHING_APP_ORIGINS__;

/** Whether `origin` is exactly one of the app's origins (or its host on any port, for `:*` entries). */
export function isAppOrigin(origin: string | undefined, patterns: readonly string[] = APP_ORIGINS): boolean {
  if (!origin) return false;
  let url: URL;
  try {
    url = new URL(origin);
  } catch {
    return false;
  }
  // "null" origins, origins with paths or credentials never count: only a bare scheme://host[:port].
  if (url.origin !== origin) return false;
  return patterns.some((pattern) => {
    if (!pattern.endsWith(':*')) return pattern === origin;
    return `${url.protocol}//${url.hostname}` === pattern.slice(0, -2);
  });
}
