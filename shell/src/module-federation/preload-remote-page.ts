// Starts loading the remote page of a path before it is opened: when a sidebar link is pointed at or
// focused, and at start-up for the page being opened (in parallel with the session check instead of
// after it). The Module Federation runtime caches what it loaded, so opening the page then reuses it.
import { matchPath } from 'react-router-dom';
import { REMOTE_ROUTES } from '../app/remote-routes';
import { loadRemoteModule } from './remote-registry';

const started = new Set<string>();

export function preloadRemotePage(path: string): void {
  const route = REMOTE_ROUTES.find(({ path: pattern }) => matchPath(pattern, path));
  if (!route) return;
  const key = `${route.remote}${route.exposed}`;
  if (started.has(key)) return;
  started.add(key);
  // A failed preload is forgotten: opening the page loads it again and shows its own error screen.
  loadRemoteModule(route.remote, route.exposed).catch(() => started.delete(key));
}
