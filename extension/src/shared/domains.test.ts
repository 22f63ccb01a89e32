import { describe, expect, it } from 'vitest';
import adultList from '../data/adult-domains.json';
import manifest from '../manifest.json';
import { ALL_SITES_ORIGINS, isSameOrSubdomain, siteToDomain, siteToTarget, targetParts } from './domains';

describe('siteToTarget', () => {
  it.each([
    ['youtube.com', 'youtube.com'],
    ['youtube.com/shorts', 'youtube.com/shorts'],
    ['https://www.youtube.com/shorts/?feature=x#top', 'youtube.com/shorts'],
    ['reddit.com/r/all/', 'reddit.com/r/all'],
    ['*.example.com', 'example.com'],
    ['https://www.YouTube.com/', 'youtube.com'],
  ])('%j → %j', (input, expected) => expect(siteToTarget(input)).toBe(expected));

  it.each(['', 'localhost/x', '*.com', 'not a domain/path'])('refuses %j', (input) => {
    expect(siteToTarget(input)).toBeNull();
  });

  it('splits a target into its domain and path', () => {
    expect(targetParts('youtube.com/shorts')).toEqual({ domain: 'youtube.com', path: '/shorts' });
    expect(targetParts('youtube.com')).toEqual({ domain: 'youtube.com', path: '' });
  });
});

describe('siteToDomain', () => {
  it.each([
    ['youtube.com', 'youtube.com'],
    ['https://www.YouTube.com/watch?v=1', 'youtube.com'],
    ['  reddit.com/  ', 'reddit.com'],
    ['news.ycombinator.com:443', 'news.ycombinator.com'],
    ['bücher.de', 'xn--bcher-kva.de'],
    ['example.com.', 'example.com'],
  ])('%j → %j', (input, expected) => expect(siteToDomain(input)).toBe(expected));

  it.each(['', '   ', 'localhost', 'not a domain', 'javascript:alert(1)', '*.com'])('refuses %j', (input) => {
    expect(siteToDomain(input)).toBeNull();
  });
});

describe('isSameOrSubdomain', () => {
  it('matches the domain and its subdomains, not look-alikes', () => {
    expect(isSameOrSubdomain('m.youtube.com', 'youtube.com')).toBe(true);
    expect(isSameOrSubdomain('youtube.com', 'youtube.com')).toBe(true);
    expect(isSameOrSubdomain('notyoutube.com', 'youtube.com')).toBe(false);
  });
});

describe('adult-content list', () => {
  it('has at least 50 distinct, valid domains', () => {
    const domains = adultList.domains;
    expect(domains.length).toBeGreaterThanOrEqual(50);
    expect(new Set(domains).size).toBe(domains.length);
    for (const domain of domains) expect(siteToDomain(domain)).toBe(domain);
  });
});

describe('access to every site', () => {
  it('is what the manifest lists as optional, so Chrome lets the extension ask for it', () => {
    expect(manifest.optional_host_permissions).toEqual(ALL_SITES_ORIGINS);
  });
});
