// On a phone, the six Focus Areas in a bar at the bottom of the screen, the current one marked; the sidebar
// stays the slide-over for everything else. Hidden from 768 px up (the sidebar is there).
import { Link, useLocation } from 'react-router-dom';
import { BottomNav, BottomNavItem } from '@onething/shared-ui';
import { preloadRemotePage } from '../module-federation/preload-remote-page';
import { isActivePath } from './navigation';
import { REMOTE_SIDEBAR_ENTRIES } from './remote-sidebar.gen';

/** The sidebar group (sidebar-groups.json) whose pages the bar holds. */
const BOTTOM_NAV_GROUP = 'focus-areas';
const FOCUS_AREAS = REMOTE_SIDEBAR_ENTRIES.filter((entry) => entry.group === BOTTOM_NAV_GROUP);

export function FocusAreaBottomNav() {
  const { pathname } = useLocation();
  return (
    <BottomNav aria-label="Focus Areas">
      {FOCUS_AREAS.map((item) => {
        const Icon = item.icon;
        return (
          <BottomNavItem
            key={item.to}
            icon={<Icon aria-hidden={true} />}
            label={item.label}
            active={isActivePath(item.to, pathname)}
            link={
              <Link
                to={item.to}
                onPointerEnter={() => preloadRemotePage(item.to)}
                onFocus={() => preloadRemotePage(item.to)}
              />
            }
          />
        );
      })}
    </BottomNav>
  );
}
