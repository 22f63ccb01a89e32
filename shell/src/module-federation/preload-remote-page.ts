// Starts loading the remote page of a path before it is opened: when a sidebar link is pointed at or
// focused, and the page an in-app sign-in returns to. The Module Federation runtime caches what it loaded,
// so opening the page then reuses it.
import { remoteRouteFor } from '../app/remote-routes';
import { loadRemoteModule } from './remote-registry';

const started = new Set<string>();

/** Loads and runs the page's module (its shared libraries are already loaded once the app runs). */
export function preloadRemotePage(path: string): void {
  const route = remoteRouteFor(path);
  if (!route) return;
  const key = `${route.remote}${route.exposed}`;
  if (started.has(key)) return;
  started.add(key);
  // A failed preload is forgotten: opening the page loads it again and shows its own error screen.
  loadRemoteModule(route.remote, route.exposed).catch(() => started.delete(key));
}
