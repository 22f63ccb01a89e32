import { afterEach, describe, expect, it } from 'vitest';
import { forgetReturnTo, isReturnablePath, readReturnTo, rememberReturnTo } from './return-to';

afterEach(() => sessionStorage.clear());

describe('return-to memory', () => {
  it('returns to the remembered in-app path with its query and hash', () => {
    rememberReturnTo('/calendar?view=week&date=2026-11-23#now');
    expect(readReturnTo()).toBe('/calendar?view=week&date=2026-11-23#now');
  });

  it('falls back to the dashboard when nothing was remembered', () => {
    expect(readReturnTo()).toBe('/');
  });

  it.each([
    'https://evil.example/x',
    '//evil.example/x',
    '/\\evil.example',
    'habits',
    '/landing',
    '/auth?tab=signup',
    '/auth/callback',
  ])('never remembers %s', (path) => {
    expect(isReturnablePath(path)).toBe(false);
    rememberReturnTo(path);
    expect(readReturnTo()).toBe('/');
  });

  it('ignores a tampered stored value', () => {
    sessionStorage.setItem('onething.return-to', '//evil.example');
    expect(readReturnTo()).toBe('/');
  });

  it('forgets the path once the user reached it, and only then', () => {
    rememberReturnTo('/group/abc');
    forgetReturnTo('/habits');
    expect(readReturnTo()).toBe('/group/abc');
    forgetReturnTo('/group/abc');
    expect(readReturnTo()).toBe('/');
  });
});
