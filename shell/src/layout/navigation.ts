// The sidebar's groups and links: Focus Areas, Tools & Growth, Marketplace, then Settings.
import type { ComponentType } from 'react';
import {
  BookOpen,
  Bot,
  Brain,
  CalendarDays,
  LayoutDashboard,
  Library,
  ListChecks,
  Settings,
  ShoppingBag,
  Store,
  Target,
  Users,
} from 'lucide-react';

export interface NavItem {
  label: string;
  to: string;
  icon: ComponentType<{ size?: number; 'aria-hidden'?: boolean }>;
  /** Ctrl/Cmd + this key navigates here (focus areas 1-6). */
  shortcut?: string;
}

export interface NavGroup {
  label: string;
  hiddenWhenCollapsed: boolean;
  items: NavItem[];
}

export const NAV_GROUPS: NavGroup[] = [
  {
    label: 'Focus Areas',
    hiddenWhenCollapsed: false,
    items: [
      { label: 'Dashboard', to: '/', icon: LayoutDashboard, shortcut: '1' },
      { label: 'ONE Thing', to: '/one-thing', icon: Target, shortcut: '2' },
      { label: 'Habits', to: '/habits', icon: ListChecks, shortcut: '3' },
      { label: 'Deep Work', to: '/deep-work', icon: Brain, shortcut: '4' },
      { label: 'Calendar', to: '/calendar', icon: CalendarDays, shortcut: '5' },
      { label: 'Reflection', to: '/reflection', icon: BookOpen, shortcut: '6' },
    ],
  },
  {
    label: 'Tools & Growth',
    hiddenWhenCollapsed: true,
    items: [
      { label: 'Playbooks', to: '/playbooks', icon: Library },
      { label: 'Community', to: '/community', icon: Users },
      { label: 'AI Coach', to: '/coach', icon: Bot },
    ],
  },
  {
    label: 'Marketplace',
    hiddenWhenCollapsed: true,
    items: [
      { label: 'Playbook Market', to: '/marketplace/playbooks', icon: Store },
      { label: 'AI Coach Market', to: '/marketplace/coaches', icon: ShoppingBag },
    ],
  },
];

export const SETTINGS_ITEM: NavItem = { label: 'Settings', to: '/settings', icon: Settings };

export const FOCUS_AREAS = NAV_GROUPS[0]!.items;

/** The active item is the one whose path is the longest prefix of the current location. */
export function isActivePath(itemPath: string, pathname: string): boolean {
  if (itemPath === '/') return pathname === '/';
  return pathname === itemPath || pathname.startsWith(`${itemPath}/`);
}
