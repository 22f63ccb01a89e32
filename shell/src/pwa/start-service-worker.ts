// Starts the service worker once the first visit has settled (and a few seconds more), from a chunk
// of its own (workbox-window and the update prompt), so nothing on the first visit's critical path waits
// for it or downloads it.
// Development registers nothing, and unregisters a worker a production build left on the same origin
// (`npm start` and `npm run dev` both serve localhost:4200; the dev server also answers /sw.js with a
// worker that removes itself, for a page the old worker still serves).
import { afterFirstVisit } from '@onething/shared-data';

/**
 * After the first visit has settled, this much longer (ms): the worker then downloads the whole shell and
 * every remote (about 0.5 MB brotli), which on a slow connection must not compete with what the page
 * fetches right after (its data, the next page's remote).
 */
const AFTER_SETTLED_DELAY_MS = 5_000;

export function startServiceWorker(): void {
  if (!('serviceWorker' in navigator)) return;
  if (process.env.NODE_ENV !== 'production') {
    void navigator.serviceWorker
      .getRegistrations()
      .then((registrations) => Promise.all(registrations.map((registration) => registration.unregister())));
    return;
  }
  afterFirstVisit(() =>
    setTimeout(() => {
      import('./register-service-worker')
        .then(({ registerServiceWorker }) => registerServiceWorker())
        // The app works without its worker (online, as before); nothing to show the user.
        .catch((error: unknown) => console.warn('The service worker could not be registered', error));
    }, AFTER_SETTLED_DELAY_MS),
  );
}
