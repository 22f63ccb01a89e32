/**
 * A module of this entry's own build loaded on first use (a lazy chunk shares the entry's module
 * instances, so radix's layer and focus stacks stay single). Components read it with
 * useSyncExternalStore(lazy.subscribe, lazy.loaded) and render a stand-in until it is there.
 */
export interface LazyModule<T> {
  loaded: () => T | undefined;
  load: () => Promise<T>;
  subscribe: (listener: () => void) => () => void;
}

export function lazyModule<T>(importer: () => Promise<T>): LazyModule<T> {
  let module: T | undefined;
  let pending: Promise<T> | undefined;
  const listeners = new Set<() => void>();
  return {
    loaded: () => module,
    load: () =>
      (pending ??= importer().then(
        (loaded) => {
          module = loaded;
          for (const listener of listeners) listener();
          return loaded;
        },
        (error: unknown) => {
          // A failed chunk (offline) is requested again by the next render.
          pending = undefined;
          throw error;
        },
      )),
    subscribe: (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}
