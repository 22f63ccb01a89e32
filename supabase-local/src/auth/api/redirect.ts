import type { AuthContext } from '../context.ts';

const LOCAL_HOSTS = new Set(['localhost', '127.0.0.1', '[::1]']);

/**
 * Like GoTrue's redirect allow list: the site URL's origin and, for local development, any localhost origin.
 * Anything else falls back to the site URL so confirmation links cannot be turned into open redirects.
 */
export function allowedRedirect(ctx: AuthContext, requested: string | null | undefined): string {
  if (!requested) return ctx.siteUrl;
  try {
    const target = new URL(requested);
    const site = new URL(ctx.siteUrl);
    if (target.protocol !== 'http:' && target.protocol !== 'https:') return ctx.siteUrl;
    if (target.origin === site.origin || LOCAL_HOSTS.has(target.hostname)) return target.toString();
  } catch {
    // not a URL
  }
  return ctx.siteUrl;
}
