import { Link, useLocation } from 'react-router-dom';
import {
  Sidebar,
  SidebarContent,
  SidebarFooter,
  SidebarGroup,
  SidebarGroupLabel,
  SidebarHeader,
  SidebarMenu,
  SidebarMenuButton,
  SidebarMenuItem,
} from '@onething/shared-ui/overlays';
import { isActivePath, NAV_GROUPS, SETTINGS_ITEM, type NavItem } from './navigation';
import { Brand } from './brand';
import { preloadRemotePage } from '../module-federation/preload-remote-page';

interface AppSidebarProps {
  collapsed: boolean;
  mobileOpen: boolean;
  onMobileOpenChange: (open: boolean) => void;
}

function NavLinkItem({ item, pathname, onNavigate }: { item: NavItem; pathname: string; onNavigate: () => void }) {
  const Icon = item.icon;
  return (
    <SidebarMenuItem>
      <SidebarMenuButton asChild label={item.label} icon={<Icon size={18} />} active={isActivePath(item.to, pathname)}>
        <Link
          to={item.to}
          onClick={onNavigate}
          onPointerEnter={() => preloadRemotePage(item.to)}
          onFocus={() => preloadRemotePage(item.to)}
        />
      </SidebarMenuButton>
    </SidebarMenuItem>
  );
}

export function AppSidebar({ collapsed, mobileOpen, onMobileOpenChange }: AppSidebarProps) {
  const { pathname } = useLocation();
  const closeMobile = () => onMobileOpenChange(false);
  return (
    <Sidebar collapsed={collapsed} mobileOpen={mobileOpen} onMobileOpenChange={onMobileOpenChange}>
      <SidebarHeader>
        <Brand />
      </SidebarHeader>
      <SidebarContent>
        {NAV_GROUPS.map((group) => (
          <SidebarGroup key={group.label} hideWhenCollapsed={group.hiddenWhenCollapsed}>
            <SidebarGroupLabel>{group.label}</SidebarGroupLabel>
            <SidebarMenu>
              {group.items.map((item) => (
                <NavLinkItem key={item.to} item={item} pathname={pathname} onNavigate={closeMobile} />
              ))}
            </SidebarMenu>
          </SidebarGroup>
        ))}
      </SidebarContent>
      <SidebarFooter>
        <SidebarMenu>
          <NavLinkItem item={SETTINGS_ITEM} pathname={pathname} onNavigate={closeMobile} />
        </SidebarMenu>
      </SidebarFooter>
    </Sidebar>
  );
}
