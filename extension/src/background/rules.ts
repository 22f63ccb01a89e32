// declarativeNetRequest rules for a shield: one rule per blocked domain (requestDomains also matches
// its subdomains), or per domain and path ('youtube.com/shorts': that path and below, matched by a regex on
// the URL), top-level navigations only, allowed domains excluded. A redirect to the blocked page
// needs host permission for the site, and Chrome silently ignores a redirect rule without it, so sites
// without permission get a plain block rule (Chrome's own error page) instead. The app asks once for
// every site, so normally every rule redirects; the block rule is what a user who declined gets.
import { isSameOrSubdomain, targetParts } from '../shared/domains';

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
  /**
   * Allowlist mode: every other http(s) page is blocked (redirected when `redirectAll`), these entries and
   * the app's hosts stay open; the blocked targets above still block inside them.
   */
  allowlist?: { entries: readonly string[]; appHosts: readonly string[]; redirectAll: boolean } | null;
};

/** Rule priorities in allowlist mode: the block list beats the allowlist, which beats the block-all rule. */
const PRIORITY = { blockAll: 1, allow: 2, listed: 3 } as const;

/**
 * The targets a shield blocks (domains, and domains with a path): the user's sites plus, when asked, the
 * adult list; none on an allowed domain.
 */
export function domainsToBlock(
  sites: readonly string[],
  allowedDomains: readonly string[],
  adultDomains: readonly string[],
  blockAdultContent: boolean,
): string[] {
  const all = new Set([...sites, ...(blockAdultContent ? adultDomains : [])]);
  return [...all].filter(
    (target) => !allowedDomains.some((allowed) => isSameOrSubdomain(targetParts(target).domain, allowed)),
  );
}

const escapeRegex = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** The URLs of a path target: the path itself or below it, on the domain or a subdomain, any port. */
function pathRegex(domain: string, path: string): string {
  return `^https?://([^/?#]*\\.)?${escapeRegex(domain)}(:[0-9]+)?${escapeRegex(path)}([/?#].*)?$`;
}

export function buildRules(input: RuleInput): chrome.declarativeNetRequest.Rule[] {
  const listed = listRules(input);
  if (!input.allowlist) return listed;
  const { entries, appHosts, redirectAll } = input.allowlist;
  let id = listed.length;
  const allow = [...entries, ...appHosts].map((entry): chrome.declarativeNetRequest.Rule => {
    const { domain, path } = targetParts(entry);
    id += 1;
    return {
      id,
      priority: PRIORITY.allow,
      condition: {
        requestDomains: [domain],
        resourceTypes: ['main_frame'],
        ...(path ? { urlFilter: `||${domain}${path}` } : {}),
      },
      action: { type: 'allow' },
    };
  });
  const blockAll: chrome.declarativeNetRequest.Rule = {
    id: id + 1,
    priority: PRIORITY.blockAll,
    condition: { regexFilter: '^https?://.+$', resourceTypes: ['main_frame'] },
    // The blocked page reads the site from the URL (\0, last, unescaped).
    action: redirectAll
      ? { type: 'redirect', redirect: { regexSubstitution: `${input.blockedPageUrl}?site=&url=\\0` } }
      : { type: 'block' },
  };
  return [...listed.map((rule) => ({ ...rule, priority: PRIORITY.listed })), ...allow, blockAll];
}

function listRules({
  domains,
  allowedDomains,
  redirectable,
  blockedPageUrl,
}: RuleInput): chrome.declarativeNetRequest.Rule[] {
  let regexRules = 0;
  const regexLeft = () => regexRules < MAX_REGEX_RULES;
  return domains.map((target, index) => {
    const { domain, path } = targetParts(target);
    const excluded = allowedDomains.filter((allowed) => isSameOrSubdomain(allowed, domain));
    const condition: chrome.declarativeNetRequest.RuleCondition = {
      requestDomains: [domain],
      resourceTypes: ['main_frame'],
      ...(excluded.length > 0 ? { excludedRequestDomains: excluded } : {}),
    };
    const id = index + 1;
    const site = encodeURIComponent(target);
    // A whole domain is matched by requestDomains alone; a path on the URL, by a regex while regex rules are
    // left, else by a URL filter (the path as a prefix, so '/shorts' also takes '/shortsXYZ').
    let match = condition;
    let byRegex = false;
    if (path && regexLeft()) {
      regexRules += 1;
      match = { ...condition, regexFilter: pathRegex(domain, path) };
      byRegex = true;
    } else if (path) {
      match = { ...condition, urlFilter: `||${domain}${path}` };
    }
    if (!redirectable.has(target)) return { id, priority: 1, condition: match, action: { type: 'block' } };
    if (!path && regexLeft()) {
      regexRules += 1;
      match = { ...condition, regexFilter: '^.+$' };
      byRegex = true;
    }
    if (byRegex) {
      // \0 is the whole blocked URL; it goes last so the page can read it unescaped after "&url=".
      return {
        id,
        priority: 1,
        condition: match,
        action: { type: 'redirect', redirect: { regexSubstitution: `${blockedPageUrl}?site=${site}&url=\\0` } },
      };
    }
    return {
      id,
      priority: 1,
      condition: match,
      action: { type: 'redirect', redirect: { extensionPath: `${BLOCKED_PAGE_PATH}?site=${site}` } },
    };
  });
}
