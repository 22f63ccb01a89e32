// The messages the app's pages send its service worker (shell/src/service-worker/).

/** "Cache the remotes /config.json names now": sent on each start while online. */
export const CACHE_REMOTES_MESSAGE = 'onething:cache-remotes';
/** "Take over now": what workbox-window's messageSkipWaiting() sends, answered by the worker's skipWaiting(). */
export const SKIP_WAITING_MESSAGE = 'SKIP_WAITING';
