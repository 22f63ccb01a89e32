// Which remote renders which part of the app. Each remote owns a path prefix and routes inside it
// (react-router's nested <Routes>), so a remote adds or changes its own pages without a shell release.
// The shell keeps only the prefixes, one exposed module per prefix, and a fallback tab title.
import type { RemoteName } from '../module-federation/remote-registry';

export interface RemoteRoute {
  /** The prefix, with `/*` when the remote routes below it (the dashboard owns `/` alone). */
  path: string;
  /** The tab title while the remote's page does not name itself (`usePageTitle`). */
  title: string;
  remote: RemoteName;
  exposed: string;
}

export const REMOTE_ROUTES: RemoteRoute[] = [
  { path: '/', title: 'Dashboard', remote: 'mf-dashboard', exposed: './dashboard' },
  { path: '/one-thing/*', title: 'ONE Thing', remote: 'mf-onething', exposed: './one-thing' },
  { path: '/habits/*', title: 'Habits', remote: 'mf-habits', exposed: './habits' },
  { path: '/deep-work/*', title: 'Deep Work', remote: 'mf-deepwork', exposed: './deep-work' },
  { path: '/calendar/*', title: 'Calendar', remote: 'mf-calendar', exposed: './calendar' },
  { path: '/reflection/*', title: 'Reflection', remote: 'mf-growth', exposed: './reflection' },
  { path: '/playbooks/*', title: 'Playbooks', remote: 'mf-growth', exposed: './playbooks' },
  { path: '/community/*', title: 'Community', remote: 'mf-growth', exposed: './community' },
  { path: '/group/*', title: 'Group', remote: 'mf-growth', exposed: './group' },
  { path: '/coach/*', title: 'AI Coach', remote: 'mf-growth', exposed: './coach' },
  { path: '/marketplace/*', title: 'Marketplace', remote: 'mf-growth', exposed: './marketplace' },
];

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
