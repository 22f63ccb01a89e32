import { describe, expect, it } from 'vitest';
import { blockedSitesSummary, toBlockedSites } from './blocked-sites';

describe('blocked sites', () => {
  it('reads the database answer and leaves out malformed entries', () => {
    expect(
      toBlockedSites([
        { domain: 'youtube.com', attempts: 5 },
        { domain: '', attempts: 1 },
        { domain: 'x.com', attempts: 0 },
        { attempts: 2 },
        null,
        { domain: 'reddit.com', attempts: '2' },
      ]),
    ).toEqual([
      { domain: 'youtube.com', attempts: 5 },
      { domain: 'reddit.com', attempts: 2 },
    ]);
    expect(toBlockedSites(null)).toEqual([]);
  });

  it('names the first sites with their attempts, then how many more', () => {
    const sites = ['a.com', 'b.com', 'c.com', 'd.com', 'e.com'].map((domain, i) => ({ domain, attempts: 5 - i }));
    expect(blockedSitesSummary(sites.slice(0, 2))).toBe('a.com 5 · b.com 4');
    expect(blockedSitesSummary(sites.slice(0, 4))).toBe('a.com 5 · b.com 4 · c.com 3 · 1 more site');
    expect(blockedSitesSummary(sites)).toBe('a.com 5 · b.com 4 · c.com 3 · 2 more sites');
    expect(blockedSitesSummary([])).toBe('');
  });
});
