// Turning what the user typed into the domain the shield blocks (its subdomains included).

const HOSTNAME = /^(?=.{1,253}$)(?:[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?\.)+[a-z0-9-]{2,63}$/;

/**
 * The blockable domain of a site entry: scheme, path, port, a leading 'www.' and a trailing dot are
 * dropped and the host is lower-cased (IDNs become punycode). Returns null for anything that is not a
 * host name with at least one dot.
 */
export function siteToDomain(site: string): string | null {
  const trimmed = site.trim();
  if (trimmed === '') return null;
  const withScheme = /^[a-z][a-z0-9+.-]*:\/\//i.test(trimmed) ? trimmed : `http://${trimmed}`;
  let host: string;
  try {
    host = new URL(withScheme).hostname;
  } catch {
    return null;
  }
  host = host.replace(/\.$/, '').replace(/^www\./, '');
  return HOSTNAME.test(host) ? host : null;
}

/**
 * What the shield blocks for a site entry: its domain (with the subdomains), or the domain and a path
 * ('youtube.com/shorts': that path and below, on the domain and its subdomains). A leading '*.' means the
 * domain with its subdomains, as a plain domain does; a query, a fragment and a trailing slash are dropped.
 */
export function siteToTarget(site: string): string | null {
  const trimmed = site.trim().replace(/^\*\./, '');
  const domain = siteToDomain(trimmed);
  if (domain === null) return null;
  const withScheme = /^[a-z][a-z0-9+.-]*:\/\//i.test(trimmed) ? trimmed : `http://${trimmed}`;
  const path = new URL(withScheme).pathname.replace(/\/+$/, '');
  return path === '' ? domain : `${domain}${path}`;
}

/** A target's domain and its path ('' for a whole domain). */
export function targetParts(target: string): { domain: string; path: string } {
  const slash = target.indexOf('/');
  return slash < 0 ? { domain: target, path: '' } : { domain: target.slice(0, slash), path: target.slice(slash) };
}

/** Whether `host` is `domain` or one of its subdomains. */
export function isSameOrSubdomain(host: string, domain: string): boolean {
  return host === domain || host.endsWith(`.${domain}`);
}

/** The host permission patterns that cover a domain and all its subdomains, on http and https. */
export function hostPermissionOrigins(domain: string): string[] {
  return [`*://${domain}/*`, `*://*.${domain}/*`];
}

/**
 * Host access to every site, the manifest's optional host permission: granted once, it lets every blocked
 * site (the user's, the presets, the adult list) redirect to the blocked page.
 */
export const ALL_SITES_ORIGINS: readonly string[] = ['*://*/*'];
