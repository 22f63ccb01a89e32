import { describe, expect, it } from 'vitest';
import { applyShieldSettingsChange, blocksSite, withDefaults } from './shield-settings-changes';
import { DEFAULT_DISTRACTING_SITES } from './shield-presets';

describe('withDefaults', () => {
  it('gives a user without saved settings every preset and adult content off', () => {
    expect(withDefaults(null)).toEqual({
      distracting_sites: [...DEFAULT_DISTRACTING_SITES],
      block_adult_content: false,
    });
  });

  it('keeps saved settings as they are, an empty list included', () => {
    expect(withDefaults({ distracting_sites: [], block_adult_content: true })).toEqual({
      distracting_sites: [],
      block_adult_content: true,
    });
  });
});

describe('applyShieldSettingsChange', () => {
  const base = { distracting_sites: ['youtube.com', 'example.com'], block_adult_content: false };

  it('appends a blocked site once, whatever its case or www.', () => {
    const added = applyShieldSettingsChange(base, { type: 'block-site', domain: 'news.org' });
    expect(added.distracting_sites).toEqual(['youtube.com', 'example.com', 'news.org']);
    expect(applyShieldSettingsChange(added, { type: 'block-site', domain: 'WWW.News.org' })).toBe(added);
  });

  it('removes a site however it was stored', () => {
    const stored = { ...base, distracting_sites: ['www.YouTube.com', 'example.com'] };
    expect(
      applyShieldSettingsChange(stored, { type: 'unblock-site', domain: 'youtube.com' }).distracting_sites,
    ).toEqual(['example.com']);
  });

  it('sets the adult-content flag and leaves the list alone', () => {
    expect(applyShieldSettingsChange(base, { type: 'adult-content', blocked: true })).toEqual({
      distracting_sites: base.distracting_sites,
      block_adult_content: true,
    });
  });

  it('never changes the settings it was given', () => {
    const frozen = Object.freeze({
      ...base,
      distracting_sites: Object.freeze([...base.distracting_sites]) as string[],
    });
    applyShieldSettingsChange(frozen, { type: 'block-site', domain: 'a.com' });
    applyShieldSettingsChange(frozen, { type: 'unblock-site', domain: 'youtube.com' });
    expect(frozen.distracting_sites).toEqual(['youtube.com', 'example.com']);
  });
});

describe('blocksSite', () => {
  it('matches without case or www.', () => {
    expect(blocksSite({ distracting_sites: ['www.Reddit.com'], block_adult_content: false }, 'reddit.com')).toBe(true);
    expect(blocksSite({ distracting_sites: ['reddit.com'], block_adult_content: false }, 'old.reddit.com')).toBe(false);
  });
});
