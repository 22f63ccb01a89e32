// Starts the service worker once the page has loaded and gone idle (and a few seconds more), from a chunk
// of its own (workbox-window and the update prompt), so nothing on the first visit's critical path waits
// for it or downloads it.
// Development registers nothing, and unregisters a worker a production build left on the same origin
// (`npm start` and `npm run dev` both serve localhost:4200; the dev server also answers /sw.js with a
// worker that removes itself, for a page the old worker still serves).

/** Latest moment the worker starts if the page never goes idle (a busy tab). */
const IDLE_TIMEOUT_MS = 10_000;
/**
 * How long after that the registration starts: the worker then downloads the whole shell and every remote
 * (about 0.5 MB brotli), which on a slow connection must not compete with what the page fetches right
 * after its first paint (its data, the next page's remote).
 */
const AFTER_IDLE_DELAY_MS = 5_000;

function whenLoadedAndIdle(run: () => void) {
  const idle = () => {
    if ('requestIdleCallback' in window) window.requestIdleCallback(run, { timeout: IDLE_TIMEOUT_MS });
    else setTimeout(run, 1_000);
  };
  if (document.readyState === 'complete') idle();
  else window.addEventListener('load', idle, { once: true });
}

export function startServiceWorker(): void {
  if (!('serviceWorker' in navigator)) return;
  if (process.env.NODE_ENV !== 'production') {
    void navigator.serviceWorker
      .getRegistrations()
      .then((registrations) => Promise.all(registrations.map((registration) => registration.unregister())));
    return;
  }
  whenLoadedAndIdle(() =>
    setTimeout(() => {
      import('./register-service-worker')
        .then(({ registerServiceWorker }) => registerServiceWorker())
        // The app works without its worker (online, as before); nothing to show the user.
        .catch((error: unknown) => console.warn('The service worker could not be registered', error));
    }, AFTER_IDLE_DELAY_MS),
  );
}
