import { describe, expect, it } from 'vitest';
import { SITE_INPUT_ERRORS, parseCustomSite } from './custom-site';

const listed = ['youtube.com', 'x.com', 'news.example.org'];

describe('parseCustomSite', () => {
  it.each([
    ['example.com', 'example.com'],
    ['  example.com  ', 'example.com'],
    ['https://www.Example.com/', 'example.com'],
    ['http://example.com///', 'example.com'],
    ['WWW.EXAMPLE.CO.UK', 'example.co.uk'],
    ['sub.domain-with-hyphens.io', 'sub.domain-with-hyphens.io'],
    ['bücher.de', 'xn--bcher-kva.de'],
    // A path blocks that path and below; '*.' is the domain with its subdomains, as a plain domain is.
    ['youtube.com/shorts', 'youtube.com/shorts'],
    ['https://www.reddit.com/r/all/', 'reddit.com/r/all'],
    ['*.example.com', 'example.com'],
  ])('accepts %j as %s', (input, domain) => {
    expect(parseCustomSite(input, listed)).toEqual({ ok: true, domain });
  });

  it.each(['', '   ', 'https://', 'www.'])('refuses %j as empty', (input) => {
    expect(parseCustomSite(input, listed)).toEqual({ ok: false, error: SITE_INPUT_ERRORS.empty });
  });

  it.each([
    'not a site',
    'localhost',
    '127.0.0.1',
    'example',
    '-bad.com',
    'bad-.com',
    'exa_mple.com',
    'example.com.',
    '.com',
  ])('refuses %j as not a domain', (input) => {
    expect(parseCustomSite(input, listed)).toEqual({ ok: false, error: SITE_INPUT_ERRORS.invalid });
  });

  it.each([
    ['https://example.com:8080', 'example.com'],
    ['youtube.com/watch?v=1', 'youtube.com'],
    ['example.com?tab=1', 'example.com'],
    ['user@example.com', 'example.com'],
    ['example.com/#top', 'example.com'],
  ])('refuses %j and names the domain to enter instead', (input, domain) => {
    expect(parseCustomSite(input, listed)).toEqual({ ok: false, error: SITE_INPUT_ERRORS.notBare(domain) });
  });

  it.each([
    ['youtube.com', 'youtube.com'],
    ['https://www.YouTube.com/', 'youtube.com'],
    ['X.com', 'x.com'],
    ['news.example.org/', 'news.example.org'],
  ])('refuses %j as already listed', (input, domain) => {
    expect(parseCustomSite(input, listed)).toEqual({ ok: false, error: SITE_INPUT_ERRORS.duplicate(domain) });
  });

  it('compares with listed entries that were stored with www. or capitals', () => {
    expect(parseCustomSite('example.com', ['WWW.Example.com'])).toEqual({
      ok: false,
      error: SITE_INPUT_ERRORS.duplicate('example.com'),
    });
  });
});
