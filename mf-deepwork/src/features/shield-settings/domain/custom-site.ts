// A site the user types into "Add a website": trimmed, non-empty, not already in the list. A leading
// protocol, 'www.' and a trailing slash are stripped, and the host's case is ignored (the URL parser
// lowercases host names), so 'https://www.Example.com/' is example.com. What remains is a domain (blocked
// with its subdomains), a domain and a path ('youtube.com/shorts': that path and below), or '*.' and a
// domain, which is the same as the domain. A port, a query or a login would promise more than the shield
// does, so they are refused; the database holds the same rule (shield_site_valid).
import { normalizeSiteForPermission } from '@onething/shared-data';
import { siteKey } from './shield-presets';
import { validateShieldDomain } from './validate-shield-domain';

export const SITE_INPUT_ERRORS = {
  empty: 'Enter a website to block, such as example.com.',
  invalid: 'Enter a valid domain, such as example.com.',
  notBare: (domain: string) => `Enter a domain, or a domain and a path, without a port or query: ${domain}`,
  duplicate: (domain: string) => `${domain} is already in your list.`,
} as const;

export type CustomSiteResult = { ok: true; domain: string } | { ok: false; error: string };

// Labels of letters, digits and inner hyphens, at least two of them, ending in a letter-only or
// punycode top-level label (so an IP address or 'localhost' is not a website domain).
const DOMAIN_PATTERN = /^(?=.{1,253}$)(?:(?!-)[a-z0-9-]{1,63}(?<!-)\.)+(?:[a-z]{2,63}|xn--[a-z0-9-]{1,59})$/;

/** Parses with the browser's URL parser, which also turns an international name into punycode. */
function parseHost(candidate: string): URL | null {
  try {
    return new URL(`http://${candidate}`);
  } catch {
    return null;
  }
}

/** A path as the shield matches it: slashes and the URL's own characters, no trailing slash ('' for none). */
const PATH_PATTERN = /^(\/[A-Za-z0-9._~!$&'()*+,;=:@%-]+)*$/;

export function parseCustomSite(input: string, listed: readonly string[]): CustomSiteResult {
  const stripped = normalizeSiteForPermission(input).replace(/^\*\./, '');
  if (stripped === '') return { ok: false, error: SITE_INPUT_ERRORS.empty };
  const url = parseHost(stripped);
  if (!url || !DOMAIN_PATTERN.test(url.hostname)) return { ok: false, error: SITE_INPUT_ERRORS.invalid };
  const host = siteKey(url.hostname);
  const path = url.pathname.replace(/\/+$/, '');
  const plain = !url.search && !url.hash && !url.port && !url.username && !url.password && !stripped.includes('?');
  if (!plain || !PATH_PATTERN.test(path)) return { ok: false, error: SITE_INPUT_ERRORS.notBare(host) };
  const domain = `${host}${path}`;
  const validation = validateShieldDomain(domain, listed.map(siteKey));
  if (!validation.ok) {
    return {
      ok: false,
      error: validation.reason === 'duplicate' ? SITE_INPUT_ERRORS.duplicate(domain) : SITE_INPUT_ERRORS.empty,
    };
  }
  return { ok: true, domain: validation.domain };
}
