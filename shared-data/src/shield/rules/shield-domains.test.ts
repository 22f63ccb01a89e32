import { describe, expect, it } from 'vitest';
import { normalizeSiteForPermission, validateShieldDomain } from './shield-domains';

describe('shield domains', () => {
  it.each([
    ['https://www.youtube.com/', 'youtube.com'],
    ['http://reddit.com', 'reddit.com'],
    ['www.x.com', 'x.com'],
    ['  news.ycombinator.com/  ', 'news.ycombinator.com'],
    ['facebook.com', 'facebook.com'],
  ])('normalises %j for a permission request', (input, expected) => {
    expect(normalizeSiteForPermission(input)).toBe(expected);
  });

  it('accepts a trimmed new domain', () => {
    expect(validateShieldDomain('  tiktok.com ', ['youtube.com'])).toEqual({ ok: true, domain: 'tiktok.com' });
  });

  it('rejects empty and duplicate domains', () => {
    expect(validateShieldDomain('   ', [])).toEqual({ ok: false, reason: 'empty' });
    expect(validateShieldDomain('youtube.com', ['youtube.com'])).toEqual({ ok: false, reason: 'duplicate' });
    expect(validateShieldDomain(' YouTube.com', ['youtube.com'])).toEqual({ ok: false, reason: 'duplicate' });
  });
});
