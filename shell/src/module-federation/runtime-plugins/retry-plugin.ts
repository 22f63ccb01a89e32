// Retries transient network failures while loading a remote: the manifest fetch (fetch hook) and
// the remoteEntry.js script (loadEntryError hook), with exponential back-off. A remote that stays
// down still fails, so the route's boundary can show the error screen.
import type { ModuleFederationRuntimePlugin } from '@module-federation/enhanced/runtime';

interface RetryOptions {
  retries?: number;
  baseDelayMs?: number;
}

type LoadEntryErrorArgs = Parameters<NonNullable<ModuleFederationRuntimePlugin['loadEntryError']>>[0];

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const isTransientStatus = (status: number) => status === 408 || status === 429 || status >= 500;

export function retryPlugin({ retries = 2, baseDelayMs = 250 }: RetryOptions = {}): ModuleFederationRuntimePlugin {
  return {
    name: 'onething-retry-plugin',
    async fetch(url, init) {
      let lastError: unknown;
      for (let attempt = 0; attempt <= retries; attempt += 1) {
        if (attempt > 0) await sleep(baseDelayMs * 2 ** (attempt - 1));
        try {
          const response = await fetch(url, { ...init, cache: 'no-cache' });
          if (!isTransientStatus(response.status) || attempt === retries) return response;
          lastError = new Error(`HTTP ${response.status} for ${url}`);
        } catch (error) {
          lastError = error;
        }
      }
      throw lastError;
    },
    // the hook's declared return type nests a promise that `async` flattens; the runtime awaits either
    loadEntryError: (async ({
      getRemoteEntry,
      origin,
      remoteInfo,
      remoteEntryExports,
      globalLoading,
      uniqueKey,
    }: LoadEntryErrorArgs) => {
      for (let attempt = 1; attempt <= retries; attempt += 1) {
        await sleep(baseDelayMs * 2 ** (attempt - 1));
        delete globalLoading[uniqueKey];
        try {
          const exports = await getRemoteEntry({
            origin,
            remoteInfo,
            remoteEntryExports,
            getEntryUrl: (url: string) => `${url}${url.includes('?') ? '&' : '?'}retry=${attempt}`,
          });
          if (exports) return exports;
        } catch {
          // try again until the attempts run out; the caller then reports the original failure
        }
      }
      return undefined;
    }) as unknown as NonNullable<ModuleFederationRuntimePlugin['loadEntryError']>,
  };
}
