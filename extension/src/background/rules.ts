// declarativeNetRequest rules for a shield: one rule per blocked domain (requestDomains also matches
// its subdomains), top-level navigations only, allowed domains excluded. A redirect to the blocked page
// needs host permission for the site, and Chrome silently ignores a redirect rule without it, so sites
// without permission get a plain block rule (Chrome's own error page) instead. The app asks once for
// every site, so normally every rule redirects; the block rule is what a user who declined gets.
import { isSameOrSubdomain } from '../shared/domains';

export const BLOCKED_PAGE_PATH = '/blocked.html';
/** Chrome allows at most 1,000 regex rules; past that, redirects carry the site but not the full URL. */
export const MAX_REGEX_RULES = 1000;

export type RuleInput = {
  domains: readonly string[];
  allowedDomains: readonly string[];
  /** Domains whose host permission (domain and subdomains) is granted. */
  redirectable: ReadonlySet<string>;
  /** chrome.runtime.getURL(BLOCKED_PAGE_PATH) */
  blockedPageUrl: string;
};

/** The domains a shield blocks: the user's sites plus, when asked, the adult list; none that is allowed. */
export function domainsToBlock(
  sites: readonly string[],
  allowedDomains: readonly string[],
  adultDomains: readonly string[],
  blockAdultContent: boolean,
): string[] {
  const all = new Set([...sites, ...(blockAdultContent ? adultDomains : [])]);
  return [...all].filter((domain) => !allowedDomains.some((allowed) => isSameOrSubdomain(domain, allowed)));
}

export function buildRules({
  domains,
  allowedDomains,
  redirectable,
  blockedPageUrl,
}: RuleInput): chrome.declarativeNetRequest.Rule[] {
  let regexRules = 0;
  return domains.map((domain, index) => {
    const excluded = allowedDomains.filter((allowed) => isSameOrSubdomain(allowed, domain));
    const condition: chrome.declarativeNetRequest.RuleCondition = {
      requestDomains: [domain],
      resourceTypes: ['main_frame'],
      ...(excluded.length > 0 ? { excludedRequestDomains: excluded } : {}),
    };
    const id = index + 1;
    const site = encodeURIComponent(domain);
    if (!redirectable.has(domain)) {
      return { id, priority: 1, condition, action: { type: 'block' } };
    }
    if (regexRules < MAX_REGEX_RULES) {
      regexRules += 1;
      // \0 is the whole blocked URL; it goes last so the page can read it unescaped after "&url=".
      return {
        id,
        priority: 1,
        condition: { ...condition, regexFilter: '^.+$' },
        action: { type: 'redirect', redirect: { regexSubstitution: `${blockedPageUrl}?site=${site}&url=\\0` } },
      };
    }
    return {
      id,
      priority: 1,
      condition,
      action: { type: 'redirect', redirect: { extensionPath: `${BLOCKED_PAGE_PATH}?site=${site}` } },
    };
  });
}
