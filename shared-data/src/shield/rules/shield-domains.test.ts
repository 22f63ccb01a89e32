import { describe, expect, it } from 'vitest';
import { normalizeSiteForPermission } from './shield-domains';

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
});
