import type { ResolvedTheme } from './themes';

export type ThemeMode = 'light' | 'dark' | 'system';

/** Where the app stores the user's theme choice (a ThemeMode string). */
export const THEME_STORAGE_KEY = 'onething-theme';

/** The app's start-up default when nothing is stored. */
export const DEFAULT_THEME_MODE: ThemeMode = 'dark';

export const DARK_SCHEME_QUERY = '(prefers-color-scheme: dark)';

export function isThemeMode(value: unknown): value is ThemeMode {
  return value === 'light' || value === 'dark' || value === 'system';
}

export function resolveTheme(mode: ThemeMode, systemPrefersDark: boolean): ResolvedTheme {
  if (mode === 'system') return systemPrefersDark ? 'dark' : 'light';
  return mode;
}
