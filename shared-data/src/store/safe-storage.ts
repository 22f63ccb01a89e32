import { createJSONStorage } from 'jotai/utils';

/** Structural copy of jotai's SyncStorage, which jotai does not export. */
export type SyncStorage<T> = {
  getItem: (key: string, initialValue: T) => T;
  setItem: (key: string, newValue: T) => void;
  removeItem: (key: string) => void;
  subscribe?: (key: string, callback: (value: T) => void, initialValue: T) => (() => void) | undefined;
};

/**
 * JSON localStorage storage that never throws: stored values failing `isValid` (corrupt, from an
 * older version, edited by hand) are discarded silently in favour of the default, and write errors
 * (quota, private mode, storage disabled) are ignored.
 */
export function createSafeJSONStorage<T>(isValid: (value: unknown) => value is T): SyncStorage<T> {
  const base = createJSONStorage<unknown>(() => localStorage);
  const removeQuietly = (key: string) => {
    try {
      base.removeItem(key);
    } catch {
      // Nothing more can be done when storage is unavailable.
    }
  };
  const storage: SyncStorage<T> = {
    getItem: (key, initialValue) => {
      try {
        if (localStorage.getItem(key) === null) return initialValue;
        const value = base.getItem(key, initialValue);
        if (isValid(value)) return value;
        removeQuietly(key);
        return initialValue;
      } catch {
        return initialValue;
      }
    },
    setItem: (key, value) => {
      try {
        base.setItem(key, value);
      } catch {
        // Ignored on purpose: the in-memory atom value stays correct for this page.
      }
    },
    removeItem: removeQuietly,
  };
  const subscribe = base.subscribe;
  if (subscribe) {
    // Cross-tab updates go through the same validation.
    storage.subscribe = (key, callback, initialValue) =>
      subscribe(key, (value) => callback(isValid(value) ? value : initialValue), initialValue);
  }
  return storage;
}
