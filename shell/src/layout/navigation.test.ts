import { describe, expect, it } from 'vitest';
import { remoteRouteFor } from '../app/remote-routes';
import { NAV_GROUPS, SHORTCUT_ITEMS } from './navigation';
import SIDEBAR_GROUPS from './sidebar-groups.json';

describe('the sidebar made from the remote declarations', () => {
  it('keeps the order of the groups, leaving out a group no remote fills', () => {
    const labels = NAV_GROUPS.map((group) => group.label);
    expect(labels).toEqual(SIDEBAR_GROUPS.map((group) => group.label).filter((label) => labels.includes(label)));
    expect(NAV_GROUPS.every((group) => group.items.length > 0)).toBe(true);
  });

  it('links every entry to a path a remote owns', () => {
    for (const item of NAV_GROUPS.flatMap((group) => group.items))
      expect(remoteRouteFor(item.to), item.to).toBeDefined();
  });

  it('lists the shortcuts by their digit, each digit once', () => {
    const digits = SHORTCUT_ITEMS.map((item) => item.shortcut);
    expect(digits).toEqual([...new Set(digits)].sort());
    expect(SHORTCUT_ITEMS[0]).toMatchObject({ shortcut: '1', to: '/' });
  });
});
