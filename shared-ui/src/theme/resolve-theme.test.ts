import { describe, expect, it } from 'vitest';
import { THEME_STORAGE_KEY, isThemeMode, resolveTheme } from './resolve-theme';

describe('resolveTheme', () => {
  it.each([
    ['light', false, 'light'],
    ['light', true, 'light'],
    ['dark', false, 'dark'],
    ['dark', true, 'dark'],
    ['system', true, 'dark'],
    ['system', false, 'light'],
  ] as const)('%s with systemPrefersDark=%s resolves to %s', (mode, systemPrefersDark, expected) => {
    expect(resolveTheme(mode, systemPrefersDark)).toBe(expected);
  });

  it('recognises only the three modes', () => {
    expect(isThemeMode('system')).toBe(true);
    expect(isThemeMode('blue')).toBe(false);
    expect(isThemeMode(null)).toBe(false);
  });

  it('stores under the agreed key', () => {
    expect(THEME_STORAGE_KEY).toBe('onething-theme');
  });
});
