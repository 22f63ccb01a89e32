// Generated from the remotes' remote.json files by scripts/mf/shell-registry.mjs (the shell's build and
// `npm run remotes` rewrite it): edit those files, not this one.
import { BookOpen, Bot, Brain, CalendarDays, LayoutDashboard, Library, ListChecks, ShoppingBag, Store, Target, Users } from 'lucide-react';

/** The remotes' sidebar entries in the sidebar's order (by group, then by their order in it). */
export const REMOTE_SIDEBAR_ENTRIES = [
  { group: 'focus-areas', label: 'Dashboard', to: '/', icon: LayoutDashboard, shortcut: '1', keywords: ['home', 'today', 'overview'] },
  { group: 'focus-areas', label: 'ONE Thing', to: '/one-thing', icon: Target, shortcut: '2', keywords: ['goal', 'planner', 'steps'] },
  { group: 'focus-areas', label: 'Habits', to: '/habits', icon: ListChecks, shortcut: '3', keywords: ['routine', 'streak'] },
  { group: 'focus-areas', label: 'Deep Work', to: '/deep-work', icon: Brain, shortcut: '4', keywords: ['timer', 'focus', 'pomodoro', 'shield'] },
  { group: 'focus-areas', label: 'Calendar', to: '/calendar', icon: CalendarDays, shortcut: '5', keywords: ['schedule', 'month', 'week'] },
  { group: 'focus-areas', label: 'Reflection', to: '/reflection', icon: BookOpen, shortcut: '6', keywords: ['journal', 'review'] },
  { group: 'tools-and-growth', label: 'Playbooks', to: '/playbooks', icon: Library },
  { group: 'tools-and-growth', label: 'Community', to: '/community', icon: Users },
  { group: 'tools-and-growth', label: 'AI Coach', to: '/coach', icon: Bot },
  { group: 'marketplace', label: 'Playbook Market', to: '/marketplace/playbooks', icon: Store },
  { group: 'marketplace', label: 'AI Coach Market', to: '/marketplace/coaches', icon: ShoppingBag },
];
