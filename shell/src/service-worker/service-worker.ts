// The app's service worker (built into dist/sw.js by scripts/mf/build-pwa.mjs, which puts the shell's
// file list in __PRECACHE_ENTRIES__). It answers:
// - the shell's own files from the precache (the build's asset list; hashed names, the others by revision);
// - every navigation with the built page for its path (index.html, or the prerendered /landing and /auth),
//   from the precache, so the app starts offline and a new shell is taken up only when the user reloads
//   into it (the page's update prompt; this worker waits until then);
// - /config.json and the remotes' files (remote-caches.ts).
// Everything else, the backend's requests above all, goes to the network untouched: the data layer keeps
// its own persisted cache.
import { cleanupOutdatedCaches, matchPrecache, precacheAndRoute } from 'workbox-precaching';
import { registerRoute } from 'workbox-routing';
import { RUNTIME_CONFIG_URL } from '../module-federation/runtime-config';
import { CACHE_REMOTES_MESSAGE, SKIP_WAITING_MESSAGE } from '../pwa/worker-messages';
import {
  cacheRemotes,
  cachedOriginsRead,
  configStrategy,
  rememberConfig,
  remoteChunkStrategy,
  remoteEntryStrategy,
  remoteOrigins,
} from './remote-caches';
import { isFileNavigation, isHashedFile, isRemoteEntryFile, isRemoteFile, pageForNavigation } from './remote-files';

declare const self: ServiceWorkerGlobalScope;
declare const __PRECACHE_ENTRIES__: { url: string; revision: string | null }[];

precacheAndRoute(__PRECACHE_ENTRIES__);
cleanupOutdatedCaches();

registerRoute(
  ({ request, url }) =>
    request.mode === 'navigate' && url.origin === self.location.origin && !isFileNavigation(url.pathname),
  async ({ request, url }) => (await matchPrecache(pageForNavigation(url.pathname))) ?? fetch(request),
);

registerRoute(
  ({ url }) => url.origin === self.location.origin && url.pathname === RUNTIME_CONFIG_URL,
  async ({ request, event }) => {
    const response = await configStrategy.handle({ request, event });
    await rememberConfig(response);
    return response;
  },
);

let originsKnown = false;
void cachedOriginsRead.then(() => {
  originsKnown = true;
});

registerRoute(
  // Until the cached config has been read (a worker just started), any file named like a remote's is
  // taken, and the handler decides once the origins are known.
  ({ url }) =>
    isRemoteFile(url, remoteOrigins()) ||
    (!originsKnown && (isRemoteEntryFile(url.pathname) || isHashedFile(url.pathname))),
  async ({ request, url, event }) => {
    await cachedOriginsRead;
    if (!isRemoteFile(url, remoteOrigins())) return fetch(request);
    const strategy = isRemoteEntryFile(url.pathname) ? remoteEntryStrategy : remoteChunkStrategy;
    return strategy.handle({ request, event });
  },
);

self.addEventListener('install', (event) => {
  // The remotes are cached with the shell, so one online visit is enough to start offline. A remote that
  // fails does not fail the install: the page asks again on its next online start.
  event.waitUntil(cacheRemotes(event).catch((error: unknown) => console.warn('Caching the remotes failed', error)));
});

self.addEventListener('activate', (event) => {
  // The first worker takes the page that registered it at once (there is no older app to keep consistent
  // with); a new version only activates after the user chose to reload (SKIP_WAITING below).
  event.waitUntil(self.clients.claim());
});

self.addEventListener('message', (event) => {
  const type = (event.data as { type?: unknown } | null)?.type;
  if (type === SKIP_WAITING_MESSAGE) void self.skipWaiting();
  if (type === CACHE_REMOTES_MESSAGE)
    event.waitUntil(cacheRemotes(event).catch((error: unknown) => console.warn('Caching the remotes failed', error)));
});
