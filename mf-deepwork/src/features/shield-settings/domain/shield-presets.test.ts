import { describe, expect, it } from 'vitest';
import {
  DEFAULT_DISTRACTING_SITES,
  SHIELD_PRESET_SITES,
  blockedSitesFor,
  isPresetSite,
  siteKey,
} from './shield-presets';

describe('shield presets', () => {
  it('are the eleven preset sites, as domains', () => {
    expect(SHIELD_PRESET_SITES.map((site) => site.domain)).toEqual([
      'youtube.com',
      'tiktok.com',
      'facebook.com',
      'instagram.com',
      'twitter.com',
      'x.com',
      'reddit.com',
      'netflix.com',
      'wikipedia.org',
      'snapchat.com',
      'linkedin.com',
    ]);
    expect(Object.isFrozen(SHIELD_PRESET_SITES)).toBe(true);
  });

  it('recognises a preset however it is written', () => {
    expect(isPresetSite(' WWW.YouTube.com ')).toBe(true);
    expect(isPresetSite('m.youtube.com')).toBe(false);
    expect(isPresetSite('example.com')).toBe(false);
    expect(siteKey(' WWW.Example.COM')).toBe('example.com');
  });

  it('blocks every preset until the user saved settings, then exactly the saved list', () => {
    expect(blockedSitesFor(null)).toEqual([...DEFAULT_DISTRACTING_SITES]);
    expect(blockedSitesFor(undefined)).toHaveLength(11);
    expect(blockedSitesFor({ distracting_sites: [] })).toEqual([]);
    expect(blockedSitesFor({ distracting_sites: ['example.com'] })).toEqual(['example.com']);
  });

  it('hands out copies, so no caller can change the defaults', () => {
    const sites = blockedSitesFor(null);
    sites.push('example.com');
    expect(DEFAULT_DISTRACTING_SITES).not.toContain('example.com');
  });
});
