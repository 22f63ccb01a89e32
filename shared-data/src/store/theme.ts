import { atomWithStorage } from 'jotai/utils';
import type { SyncStorage } from './safe-storage';
import { DEFAULT_THEME_MODE, parseTheme, THEME_STORAGE_KEY, type ThemeMode } from './theme-storage';

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
