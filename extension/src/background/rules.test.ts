import { describe, expect, it } from 'vitest';
import { buildRules, domainsToBlock, MAX_REGEX_RULES } from './rules';

const blockedPageUrl = 'chrome-extension://id/blocked.html';

describe('buildRules', () => {
  it('makes one top-level rule per domain: requestDomains (subdomains included), a redirect carrying the site and the URL', () => {
    const [rule] = buildRules({
      domains: ['youtube.com'],
      allowedDomains: [],
      redirectable: new Set(['youtube.com']),
      blockedPageUrl,
    });
    expect(rule).toEqual({
      id: 1,
      priority: 1,
      condition: { requestDomains: ['youtube.com'], resourceTypes: ['main_frame'], regexFilter: '^.+$' },
      action: { type: 'redirect', redirect: { regexSubstitution: `${blockedPageUrl}?site=youtube.com&url=\\0` } },
    });
  });

  it('excludes the allowed domains inside a blocked domain, and falls back to block without permission', () => {
    const rules = buildRules({
      domains: ['youtube.com', 'reddit.com'],
      allowedDomains: ['music.youtube.com', 'example.org'],
      redirectable: new Set(['youtube.com']),
      blockedPageUrl,
    });
    expect(rules[0]?.condition.excludedRequestDomains).toEqual(['music.youtube.com']);
    expect(rules[1]).toEqual({
      id: 2,
      priority: 1,
      condition: { requestDomains: ['reddit.com'], resourceTypes: ['main_frame'] },
      action: { type: 'block' },
    });
  });

  it('matches a path target on the URL: the path and below, on the domain and its subdomains', () => {
    const [redirect, block] = buildRules({
      domains: ['youtube.com/shorts', 'reddit.com/r/all'],
      allowedDomains: [],
      redirectable: new Set(['youtube.com/shorts']),
      blockedPageUrl,
    });
    expect(redirect?.condition.requestDomains).toEqual(['youtube.com']);
    expect(redirect?.action.redirect?.regexSubstitution).toBe(`${blockedPageUrl}?site=youtube.com%2Fshorts&url=\\0`);
    const regex = new RegExp(redirect?.condition.regexFilter ?? '');
    for (const url of [
      'https://www.youtube.com/shorts',
      'https://m.youtube.com/shorts/abc?x=1',
      'http://youtube.com:8080/shorts#a',
    ])
      expect(url).toMatch(regex);
    for (const url of [
      'https://www.youtube.com/watch?v=1',
      'https://www.youtube.com/shortsfeed',
      'https://notyoutube.com/shorts',
    ])
      expect(url).not.toMatch(regex);
    expect(block).toMatchObject({ action: { type: 'block' }, condition: { requestDomains: ['reddit.com'] } });
    expect(new RegExp(block?.condition.regexFilter ?? '').test('https://www.reddit.com/r/all/top')).toBe(true);
  });

  it('uses no more regex rules than Chrome allows', () => {
    const domains = Array.from({ length: MAX_REGEX_RULES + 5 }, (_, i) => `site${i}.com`);
    const rules = buildRules({ domains, allowedDomains: [], redirectable: new Set(domains), blockedPageUrl });
    expect(rules.filter((r) => r.condition.regexFilter)).toHaveLength(MAX_REGEX_RULES);
    expect(rules.at(-1)?.action.redirect).toEqual({ extensionPath: '/blocked.html?site=site1004.com' });
    expect(new Set(rules.map((r) => r.id)).size).toBe(rules.length);
  });
});

describe('domainsToBlock', () => {
  it('adds the adult list only when asked, once each, and drops allowed domains', () => {
    expect(domainsToBlock(['a.com', 'b.com'], ['b.com'], ['a.com', 'x.xxx'], true)).toEqual(['a.com', 'x.xxx']);
    expect(domainsToBlock(['a.com'], [], ['x.xxx'], false)).toEqual(['a.com']);
  });
});
