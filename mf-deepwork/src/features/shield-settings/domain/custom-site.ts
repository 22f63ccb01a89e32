// A site the user types into "Add a website": trimmed, non-empty, not already in the list. A leading
// protocol, 'www.' and a trailing slash are stripped, and case is ignored (the URL parser lowercases
// host names), so 'https://www.Example.com/' is example.com. What remains must be a plain domain: the shield blocks whole sites (with their
// subdomains), so a path, port or query would promise more than it does.
import { normalizeSiteForPermission } from '@onething/shared-data';
import { siteKey } from './shield-presets';
import { validateShieldDomain } from './validate-shield-domain';

export const SITE_INPUT_ERRORS = {
  empty: 'Enter a website to block, such as example.com.',
  invalid: 'Enter a valid domain, such as example.com.',
  notBare: (domain: string) => `Enter the domain only, without a path or port: ${domain}`,
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

export function parseCustomSite(input: string, listed: readonly string[]): CustomSiteResult {
  const stripped = normalizeSiteForPermission(input);
  if (stripped === '') return { ok: false, error: SITE_INPUT_ERRORS.empty };
  const url = parseHost(stripped);
  if (!url || !DOMAIN_PATTERN.test(url.hostname)) return { ok: false, error: SITE_INPUT_ERRORS.invalid };
  const domain = siteKey(url.hostname);
  const bare = url.pathname === '/' && !url.search && !url.hash && !url.port && !url.username && !url.password;
  if (!bare || stripped.includes('/')) return { ok: false, error: SITE_INPUT_ERRORS.notBare(domain) };
  const validation = validateShieldDomain(domain, listed.map(siteKey));
  if (!validation.ok) {
    return {
      ok: false,
      error: validation.reason === 'duplicate' ? SITE_INPUT_ERRORS.duplicate(domain) : SITE_INPUT_ERRORS.empty,
    };
  }
  return { ok: true, domain: validation.domain };
}
