import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { installMatchMedia } from '../test/match-media';
import { applyThemeToDocument } from './document-theme';
import { DARK_SCHEME_QUERY, THEME_STORAGE_KEY } from './resolve-theme';
import { themeBootScript } from './theme-boot-script';
import type { ResolvedTheme } from './themes';

const root = document.documentElement;
const run = () => new Function(themeBootScript)() as unknown;

/** What the React side puts on <html> for this theme: the boot script must paint exactly that. */
function expectDocumentTheme(theme: ResolvedTheme) {
  const reference = document.createElement('div');
  applyThemeToDocument(theme, reference);
  expect(root).toHaveClass(theme);
  expect(root).not.toHaveClass(theme === 'dark' ? 'light' : 'dark');
  expect(root.style.colorScheme).toBe(reference.style.colorScheme);
  expect(root.style.backgroundColor).toBe(reference.style.backgroundColor);
}

describe('themeBootScript', () => {
  let media: ReturnType<typeof installMatchMedia> | undefined;

  beforeEach(() => {
    root.className = '';
    root.removeAttribute('style');
  });
  afterEach(() => {
    media?.uninstall();
    media = undefined;
    vi.restoreAllMocks();
    // An own matchMedia a test put over the window's method.
    Reflect.deleteProperty(window, 'matchMedia');
  });

  // [stored value, OS prefers dark, the class <html> starts with (index.html ships `dark`), expected]
  it.each([
    ['light', false, 'dark', 'light'],
    ['light', true, 'dark', 'light'],
    ['dark', false, 'light', 'dark'],
    ['dark', true, 'light', 'dark'],
    ['system', true, 'light', 'dark'],
    ['system', false, 'dark', 'light'],
    // JSON-quoted values written by older builds
    ['"light"', true, 'dark', 'light'],
    ['"dark"', false, 'light', 'dark'],
    ['"system"', false, 'dark', 'light'],
    ['"system"', true, 'light', 'dark'],
  ] as const)('stored %s with OS dark=%s (starting from %s) paints %s', (stored, osDark, initial, expected) => {
    root.classList.add(initial);
    localStorage.setItem(THEME_STORAGE_KEY, stored);
    media = installMatchMedia({ [DARK_SCHEME_QUERY]: osDark });
    run();
    expectDocumentTheme(expected);
  });

  it.each(['purple', '"purple"', '"light', 'LIGHT', ' light', '', '{"mode":"light"}', '["light"]', 'null'])(
    'falls back to the dark default for the unknown stored value %j',
    (stored) => {
      root.classList.add('light');
      localStorage.setItem(THEME_STORAGE_KEY, stored);
      media = installMatchMedia({ [DARK_SCHEME_QUERY]: false });
      expect(run).not.toThrow();
      expectDocumentTheme('dark');
    },
  );

  it('uses the dark default when nothing is stored, whatever the OS prefers', () => {
    media = installMatchMedia({ [DARK_SCHEME_QUERY]: false });
    run();
    expectDocumentTheme('dark');
  });

  it('uses the dark default when reading storage throws', () => {
    localStorage.setItem(THEME_STORAGE_KEY, 'light');
    // A storage whose reads throw, in place of the window's (whose own methods a spy cannot restore).
    const throwing = {
      getItem: () => {
        throw new DOMException('The operation is insecure.', 'SecurityError');
      },
    };
    vi.spyOn(window, 'localStorage', 'get').mockReturnValue(throwing as unknown as Storage);
    expect(run).not.toThrow();
    expectDocumentTheme('dark');
  });

  it('uses the dark default when even touching localStorage throws (storage blocked by the browser)', () => {
    vi.spyOn(window, 'localStorage', 'get').mockImplementation(() => {
      throw new DOMException('Access is denied for this document.', 'SecurityError');
    });
    expect(run).not.toThrow();
    vi.restoreAllMocks();
    expectDocumentTheme('dark');
  });

  it('treats system as light when the browser has no matchMedia', () => {
    localStorage.setItem(THEME_STORAGE_KEY, 'system');
    Object.defineProperty(window, 'matchMedia', { configurable: true, value: undefined });
    expect(run).not.toThrow();
    expectDocumentTheme('light');
  });

  it('reads the agreed key only', () => {
    localStorage.setItem('theme', 'light');
    run();
    expectDocumentTheme('dark');
  });
});
