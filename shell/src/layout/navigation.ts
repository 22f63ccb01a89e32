// The sidebar's groups and links: each remote's entries (declared in its remote.json, written into
// remote-sidebar.gen.ts) in the groups of sidebar-groups.json, then the shell's own Settings. The command
// palette and the keyboard shortcuts read the same table, so a new page appears everywhere at once.
import type { ComponentType } from 'react';
import { Settings } from 'lucide-react';
import { REMOTE_SIDEBAR_ENTRIES } from './remote-sidebar.gen';
import SIDEBAR_GROUPS from './sidebar-groups.json';

export interface NavItem {
  label: string;
  to: string;
  icon: ComponentType<{ size?: number; 'aria-hidden'?: boolean }>;
  /** Ctrl/Cmd + this key navigates here. */
  shortcut?: string;
  /** Extra words the command palette's search matches ("timer" finds Deep Work). */
  keywords?: readonly string[];
}

export interface NavGroup {
  label: string;
  hiddenWhenCollapsed: boolean;
  items: NavItem[];
}

export const NAV_GROUPS: NavGroup[] = SIDEBAR_GROUPS.map(({ id, label, hiddenWhenCollapsed }) => ({
  label,
  hiddenWhenCollapsed,
  items: REMOTE_SIDEBAR_ENTRIES.filter((entry) => entry.group === id),
})).filter((group) => group.items.length > 0);

export const SETTINGS_ITEM: NavItem = {
  label: 'Settings',
  to: '/settings',
  icon: Settings,
  keywords: ['profile', 'preferences', 'export', 'account'],
};

/** The pages with a keyboard shortcut, by their digit. */
export const SHORTCUT_ITEMS = NAV_GROUPS.flatMap((group) => group.items)
  .filter((item): item is NavItem & { shortcut: string } => item.shortcut !== undefined)
  .sort((a, b) => a.shortcut.localeCompare(b.shortcut));

/** The active item is the one whose path is the longest prefix of the current location. */
export function isActivePath(itemPath: string, pathname: string): boolean {
  if (itemPath === '/') return pathname === '/';
  return pathname === itemPath || pathname.startsWith(`${itemPath}/`);
}
