// Which remote renders which part of the app. Each remote owns a path prefix and routes inside it
// (react-router's nested <Routes>), so a remote adds or changes its own pages without a shell release.
// The shell keeps only the prefixes, one exposed module per prefix, and a fallback tab title, all
// declared in each remote's remote.json (remotes.gen.ts is written from them).
import { DECLARED_REMOTE_ROUTES } from '../module-federation/remotes.gen';
import type { RemoteName } from '../module-federation/remote-names';

export interface RemoteRoute {
  /** The prefix, with `/*` when the remote routes below it (the dashboard owns `/` alone). */
  path: string;
  /** The tab title while the remote's page does not name itself (`usePageTitle`). */
  title: string;
  remote: RemoteName;
  exposed: string;
}

export const REMOTE_ROUTES: readonly RemoteRoute[] = DECLARED_REMOTE_ROUTES;

/**
 * The remote route a path opens, matched as the router does: `/` alone, or a prefix followed by nothing or
 * by `/` and more. Without react-router, so the entry module can use it before the shared libraries load.
 */
export function remoteRouteFor(pathname: string): RemoteRoute | undefined {
  // the router compares paths case-insensitively
  const wanted = pathname.toLowerCase();
  return REMOTE_ROUTES.find(({ path }) => {
    if (!path.endsWith('/*')) return wanted === path;
    const prefix = path.slice(0, -2);
    return wanted === prefix || wanted.startsWith(`${prefix}/`);
  });
}
