// Generated from the remotes' remote.json files by scripts/mf/shell-registry.mjs (the shell's build and
// `npm run remotes` rewrite it): edit those files, not this one.

/** Every remote, in the order of their dev ports. */
export const REMOTE_NAMES = ['mf-dashboard', 'mf-onething', 'mf-habits', 'mf-deepwork', 'mf-calendar', 'mf-growth'] as const;

/** Each path prefix a remote owns, the module it exposes for it and the tab title while its page names none. */
export const DECLARED_REMOTE_ROUTES = [
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
] as const;
