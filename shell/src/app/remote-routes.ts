// Which remote module renders which protected path. The shell owns the
// route table; each remote exposes one module per page.
import type { RemoteName } from '../module-federation/remote-registry';

export interface RemoteRoute {
  path: string;
  remote: RemoteName;
  exposed: string;
  props?: Record<string, unknown>;
}

export const REMOTE_ROUTES: RemoteRoute[] = [
  { path: '/', remote: 'mf-dashboard', exposed: './dashboard' },
  { path: '/one-thing', remote: 'mf-onething', exposed: './one-thing' },
  { path: '/habits', remote: 'mf-habits', exposed: './habits' },
  { path: '/deep-work', remote: 'mf-deepwork', exposed: './deep-work' },
  { path: '/calendar', remote: 'mf-calendar', exposed: './calendar' },
  { path: '/reflection', remote: 'mf-growth', exposed: './reflection', props: { kind: 'daily' } },
  { path: '/reflection/weekly', remote: 'mf-growth', exposed: './reflection', props: { kind: 'weekly' } },
  { path: '/reflection/monthly', remote: 'mf-growth', exposed: './reflection', props: { kind: 'monthly' } },
  { path: '/playbooks', remote: 'mf-growth', exposed: './playbooks' },
  { path: '/community', remote: 'mf-growth', exposed: './community' },
  { path: '/group/:id', remote: 'mf-growth', exposed: './group' },
  { path: '/coach', remote: 'mf-growth', exposed: './coach' },
  { path: '/marketplace/playbooks', remote: 'mf-growth', exposed: './marketplace-playbooks' },
  { path: '/marketplace/coaches', remote: 'mf-growth', exposed: './marketplace-coaches' },
];
