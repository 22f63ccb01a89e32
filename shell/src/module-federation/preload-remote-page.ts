// Starts loading the remote page of a path before it is opened: its files at start-up for the page being
// opened (while the shared libraries still load), the whole module when a sidebar link is pointed at or
// focused. The Module Federation runtime caches what it loaded, so opening the page then reuses it.
import { preloadRemote } from '@module-federation/enhanced/runtime';
import { remoteRouteFor } from '../app/remote-routes';
import { containerName, loadRemoteModule } from './remote-registry';

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

/**
 * Downloads the page's manifest, remoteEntry and the page's own chunks without running them: at start-up
 * the shell's shared libraries are not loaded yet, and running the page then could pick a remote's
 * fallback copy of React before the shell's own.
 */
export function preloadRemotePageFiles(path: string): void {
  const route = remoteRouteFor(path);
  if (!route) return;
  // A failed preload costs nothing: opening the page loads it again and shows its own error screen.
  preloadRemote([
    { nameOrAlias: containerName(route.remote), exposes: [route.exposed], resourceCategory: 'sync', share: false, depsRemote: false },
  ]).catch(() => undefined);
}
