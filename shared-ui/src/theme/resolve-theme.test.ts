import { afterEach, describe, expect, it } from 'vitest';
import { installMatchMedia } from '../test/match-media';
import { DARK_SCHEME_QUERY, THEME_STORAGE_KEY, isThemeMode, resolveTheme } from './resolve-theme';
import { themeBootScript } from './theme-boot-script';

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

describe('themeBootScript', () => {
  let media: ReturnType<typeof installMatchMedia> | undefined;
  afterEach(() => media?.uninstall());

  const run = () => new Function(themeBootScript)();
  const root = document.documentElement;

  it('defaults to dark when nothing is stored', () => {
    run();
    expect(root).toHaveClass('dark');
    expect(root).not.toHaveClass('light');
    expect(root.style.colorScheme).toBe('dark');
  });

  it('applies a stored light choice', () => {
    root.classList.add('dark');
    localStorage.setItem(THEME_STORAGE_KEY, 'light');
    run();
    expect(root).toHaveClass('light');
    expect(root).not.toHaveClass('dark');
  });

  it('follows the OS for system', () => {
    localStorage.setItem(THEME_STORAGE_KEY, 'system');
    media = installMatchMedia({ [DARK_SCHEME_QUERY]: false });
    run();
    expect(root).toHaveClass('light');
  });

  it('falls back to dark for an unknown stored value', () => {
    localStorage.setItem(THEME_STORAGE_KEY, '"purple"');
    run();
    expect(root).toHaveClass('dark');
  });
});
