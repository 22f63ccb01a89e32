import { createStore, del, delMany, get, keys, set } from 'idb-keyval';

/** The few storage operations the offline cache needs; IndexedDB in the browser, a Map in tests. */
export type OfflineStorage = {
  get: <T>(key: string) => Promise<T | undefined>;
  set: (key: string, value: unknown) => Promise<void>;
  del: (key: string) => Promise<void>;
  delMany: (keys: readonly string[]) => Promise<void>;
  keys: () => Promise<string[]>;
};

const DATABASE = 'onething-offline';
const STORE = 'records';
const PROBE_KEY = 'onething-offline-probe';

function indexedDbStorage(): OfflineStorage {
  const store = createStore(DATABASE, STORE);
  return {
    get: (key) => get(key, store),
    set: (key, value) => set(key, value, store),
    del: (key) => del(key, store),
    delMany: (list) => delMany([...list], store),
    keys: async () => (await keys(store)).filter((key): key is string => typeof key === 'string'),
  };
}

/**
 * IndexedDB when it works: private windows, a full disk or a browser without it give null, and the app then
 * works online only (it says so) instead of failing.
 */
export async function openOfflineStorage(): Promise<OfflineStorage | null> {
  if (typeof indexedDB === 'undefined') return null;
  try {
    const storage = indexedDbStorage();
    await storage.set(PROBE_KEY, Date.now());
    await storage.del(PROBE_KEY);
    return storage;
  } catch (error) {
    console.warn('[onething] offline mode is off: IndexedDB is not available.', error);
    return null;
  }
}
