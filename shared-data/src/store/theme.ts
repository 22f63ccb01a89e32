import { atomWithStorage } from 'jotai/utils';
import type { SyncStorage } from './safe-storage';

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
function parseTheme(raw: string | null): ThemeMode | null {
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

// Stored as the plain word ('dark', not '"dark"') so a pre-render script can read it without JSON.
const themeStorage: SyncStorage<ThemeMode> = {
  getItem: (key, initialValue) => {
    try {
      return parseTheme(localStorage.getItem(key)) ?? initialValue;
    } catch {
      return initialValue;
    }
  },
  setItem: (key, value) => {
    try {
      localStorage.setItem(key, value);
    } catch {
      // Ignored: the theme still applies for this page.
    }
  },
  removeItem: (key) => {
    try {
      localStorage.removeItem(key);
    } catch {
      // Ignored.
    }
  },
  subscribe: (key, callback, initialValue) => {
    if (typeof window === 'undefined') return undefined;
    const onStorage = (event: StorageEvent) => {
      if (event.key === key) callback(parseTheme(event.newValue) ?? initialValue);
    };
    window.addEventListener('storage', onStorage);
    return () => window.removeEventListener('storage', onStorage);
  },
};

export const themeModeAtom = atomWithStorage<ThemeMode>(THEME_STORAGE_KEY, DEFAULT_THEME_MODE, themeStorage, {
  getOnInit: true,
});
