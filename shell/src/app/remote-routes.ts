// Which remote module renders which protected path. The shell owns the
// route table; each remote exposes one module per page.
import type { RemoteName } from '../module-federation/remote-registry';

export interface RemoteRoute {
  path: string;
  /** The page's name in the browser tab. */
  title: string;
  remote: RemoteName;
  exposed: string;
  props?: Record<string, unknown>;
}

export const REMOTE_ROUTES: RemoteRoute[] = [
  { path: '/', title: 'Dashboard', remote: 'mf-dashboard', exposed: './dashboard' },
  { path: '/one-thing', title: 'ONE Thing', remote: 'mf-onething', exposed: './one-thing' },
  { path: '/habits', title: 'Habits', remote: 'mf-habits', exposed: './habits' },
  { path: '/deep-work', title: 'Deep Work', remote: 'mf-deepwork', exposed: './deep-work' },
  { path: '/calendar', title: 'Calendar', remote: 'mf-calendar', exposed: './calendar' },
  { path: '/reflection', title: 'Daily Reflection', remote: 'mf-growth', exposed: './reflection', props: { kind: 'daily' } },
  { path: '/reflection/weekly', title: 'Weekly Reflection', remote: 'mf-growth', exposed: './reflection', props: { kind: 'weekly' } },
  { path: '/reflection/monthly', title: 'Monthly Reflection', remote: 'mf-growth', exposed: './reflection', props: { kind: 'monthly' } },
  { path: '/playbooks', title: 'Playbooks', remote: 'mf-growth', exposed: './playbooks' },
  { path: '/community', title: 'Community', remote: 'mf-growth', exposed: './community' },
  { path: '/group/:id', title: 'Group', remote: 'mf-growth', exposed: './group' },
  { path: '/coach', title: 'AI Coach', remote: 'mf-growth', exposed: './coach' },
  { path: '/marketplace/playbooks', title: 'Playbook Market', remote: 'mf-growth', exposed: './marketplace-playbooks' },
  { path: '/marketplace/coaches', title: 'AI Coach Market', remote: 'mf-growth', exposed: './marketplace-coaches' },
];
