// What the development server answers for the service worker's URL: a worker that removes itself. A
// production build served on the same origin earlier (`npm start` and `npm run dev` share localhost:4200)
// left a worker that answers every navigation from its precache, so the dev server's pages would never be
// seen; the browser checks the worker's script on each navigation, installs this one, and it unregisters,
// empties the caches and reloads the open pages onto the dev server.
export const SELF_REMOVING_WORKER = `self.addEventListener('install', () => self.skipWaiting());
self.addEventListener('activate', (event) => {
  event.waitUntil(
    self.registration
      .unregister()
      .then(() => caches.keys())
      .then((names) => Promise.all(names.map((name) => caches.delete(name))))
      .then(() => self.clients.matchAll({ type: 'window' }))
      .then((clients) => Promise.all(clients.map((client) => client.navigate(client.url)))),
  );
});
`;

/** The dev server's middleware for `workerUrl` (rspack devServer setupMiddlewares). */
export function selfRemovingWorkerMiddleware(workerUrl) {
  return {
    name: 'self-removing-service-worker',
    path: workerUrl,
    middleware: (_req, res) => {
      res.setHeader('Content-Type', 'text/javascript; charset=utf-8');
      res.setHeader('Cache-Control', 'no-cache');
      res.end(SELF_REMOVING_WORKER);
    },
  };
}
