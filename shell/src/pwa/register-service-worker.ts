// Registers the app's service worker (loaded lazily by start-service-worker.ts). On each online start it
// asks the worker to cache the remotes /config.json names now; when a new version of the shell is waiting
// (found at start, on the periodic check, when the tab is shown again or the connection returns), the
// update prompt offers to reload. A click lets the waiting worker take over, then reloads once it controls
// the page; nothing reloads without that click.
import { Workbox } from 'workbox-window';
import pwaFiles from './pwa-files.json';
import { showUpdatePrompt } from './update-prompt';
import { CACHE_REMOTES_MESSAGE } from './worker-messages';

/** How often an open tab looks for a new version of the app. */
const UPDATE_CHECK_INTERVAL_MS = 60 * 60 * 1000;

export async function registerServiceWorker(): Promise<void> {
  const workbox = new Workbox(pwaFiles.serviceWorker, { scope: '/' });
  let reloadAsked = false;
  let updateControls = false;
  const reload = () => {
    reloadAsked = true;
    // Another tab's click may have activated the new version already: then reload straight away.
    if (updateControls) window.location.reload();
    else workbox.messageSkipWaiting();
  };
  workbox.addEventListener('waiting', () => showUpdatePrompt(reload));
  // Not workbox's 'controlling' event: its isUpdate only says whether a worker controlled the page when it
  // registered, and a page the first worker took over would never reload onto a later version.
  const wasControlled = navigator.serviceWorker.controller !== null;
  let controlled = wasControlled;
  navigator.serviceWorker.addEventListener('controllerchange', () => {
    // The first worker taking this page over changes nothing in the app.
    if (!controlled) {
      controlled = true;
      return;
    }
    updateControls = true;
    if (reloadAsked) window.location.reload();
    // This tab still runs the old version under the new worker: offer the reload here too.
    else showUpdatePrompt(reload);
  });

  await workbox.register();
  // A first install caches the remotes itself; a returning start refreshes them.
  if (wasControlled && navigator.onLine) workbox.messageSW({ type: CACHE_REMOTES_MESSAGE }).catch(() => undefined);

  const checkForUpdate = () => {
    if (navigator.onLine) workbox.update().catch(() => undefined);
  };
  setInterval(checkForUpdate, UPDATE_CHECK_INTERVAL_MS);
  window.addEventListener('online', checkForUpdate);
  document.addEventListener('visibilitychange', () => {
    if (document.visibilityState === 'visible') checkForUpdate();
  });
}
