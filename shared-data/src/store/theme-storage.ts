// The stored theme choice, readable without jotai (pre-sign-in pages, inline scripts before React renders).

export type ThemeMode = 'light' | 'dark' | 'system';
export const THEME_STORAGE_KEY = 'onething-theme';
/**
 * The spec gives two readings: the app start-up defaults to 'dark', the theme store to 'system'.
 * We follow the start-up reading, which is what a first-time visitor actually saw.
 */
export const DEFAULT_THEME_MODE: ThemeMode = 'dark';

export function isThemeMode(value: unknown): value is ThemeMode {
  return value === 'light' || value === 'dark' || value === 'system';
}

/** Accepts the plain string we write as well as a JSON-quoted one. */
export function parseTheme(raw: string | null): ThemeMode | null {
  if (raw === null) return null;
  const unquoted = raw.replace(/^"(.*)"$/, '$1');
  return isThemeMode(unquoted) ? unquoted : null;
}

/** Reads the stored theme without jotai, e.g. from an inline script before React renders (no flash). */
export function readStoredThemeMode(): ThemeMode {
  try {
    return parseTheme(localStorage.getItem(THEME_STORAGE_KEY)) ?? DEFAULT_THEME_MODE;
  } catch {
    return DEFAULT_THEME_MODE;
  }
}
