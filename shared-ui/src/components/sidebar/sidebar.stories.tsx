import type { Meta, StoryObj } from '@storybook/react-vite';
import {
  Bot,
  BookOpen,
  Brain,
  Calendar,
  LayoutDashboard,
  Library,
  Repeat,
  Settings,
  Store,
  Target,
  Users,
} from 'lucide-react';
import { useState, type ReactNode } from 'react';
import styled from 'styled-components';
import { Sidebar } from './sidebar';
import { useSidebarState } from './sidebar-context';
import {
  SidebarContent,
  SidebarFooter,
  SidebarGroup,
  SidebarGroupLabel,
  SidebarHeader,
  SidebarMenu,
  SidebarMenuButton,
  SidebarMenuItem,
  SidebarTrigger,
} from './sidebar-menu';

const meta = {
  title: 'Layout/Sidebar',
  component: Sidebar,
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof Sidebar>;

export default meta;
type Story = StoryObj<typeof meta>;

const Shell = styled.div`
  display: flex;
  min-height: 100vh;
`;

const Main = styled.main`
  flex: 1;
  min-width: 0;
`;

const TopBar = styled.header`
  display: flex;
  align-items: center;
  gap: 0.5rem;
  height: ${({ theme }) => theme.sizes.topBarHeight};
  padding: 0 0.75rem;
  border-bottom: 1px solid ${({ theme }) => theme.colors.border};
`;

const Brand = styled.div`
  display: flex;
  align-items: center;
  gap: 0.625rem;
  overflow: hidden;
  white-space: nowrap;
`;

const Logo = styled.span`
  display: inline-flex;
  flex-shrink: 0;
  align-items: center;
  justify-content: center;
  width: 2rem;
  height: 2rem;
  border-radius: ${({ theme }) => theme.radii.md};
  background-color: ${({ theme }) => theme.colors.primary};
  color: ${({ theme }) => theme.colors.primaryForeground};
  font-weight: 700;
`;

function BrandBlock() {
  const { collapsed } = useSidebarState();
  return (
    <Brand>
      <Logo aria-hidden="true">1</Logo>
      {collapsed ? null : (
        <div>
          <div style={{ fontWeight: 700 }}>ONE Thing</div>
          <div style={{ fontSize: '0.75rem', opacity: 0.8 }}>Your ONE Thing OS</div>
        </div>
      )}
    </Brand>
  );
}

interface Item {
  label: string;
  href: string;
  icon: ReactNode;
}

const focus: Item[] = [
  { label: 'Dashboard', href: '#/', icon: <LayoutDashboard /> },
  { label: 'ONE Thing', href: '#/one-thing', icon: <Target /> },
  { label: 'Habits', href: '#/habits', icon: <Repeat /> },
  { label: 'Deep Work', href: '#/deep-work', icon: <Brain /> },
  { label: 'Calendar', href: '#/calendar', icon: <Calendar /> },
  { label: 'Reflection', href: '#/reflection', icon: <BookOpen /> },
];
const tools: Item[] = [
  { label: 'Playbooks', href: '#/playbooks', icon: <Library /> },
  { label: 'Community', href: '#/community', icon: <Users /> },
  { label: 'AI Coach', href: '#/coach', icon: <Bot /> },
];
const market: Item[] = [
  { label: 'Playbook Market', href: '#/marketplace/playbooks', icon: <Store /> },
  { label: 'AI Coach Market', href: '#/marketplace/coaches', icon: <Store /> },
];

function Menu({ items, active }: { items: Item[]; active: string }) {
  return (
    <SidebarMenu>
      {items.map((item) => (
        <SidebarMenuItem key={item.href}>
          <SidebarMenuButton asChild label={item.label} icon={item.icon} active={item.label === active}>
            <a href={item.href} />
          </SidebarMenuButton>
        </SidebarMenuItem>
      ))}
    </SidebarMenu>
  );
}

function AppFrame({ initialCollapsed = false, initialMobileOpen = false }) {
  const [collapsed, setCollapsed] = useState(initialCollapsed);
  const [mobileOpen, setMobileOpen] = useState(initialMobileOpen);
  const [active] = useState('Dashboard');
  return (
    <Shell>
      <Sidebar collapsed={collapsed} mobileOpen={mobileOpen} onMobileOpenChange={setMobileOpen}>
        <SidebarHeader>
          <BrandBlock />
        </SidebarHeader>
        <SidebarContent>
          <SidebarGroup>
            <SidebarGroupLabel>Focus Areas</SidebarGroupLabel>
            <Menu items={focus} active={active} />
          </SidebarGroup>
          <SidebarGroup hideWhenCollapsed>
            <SidebarGroupLabel>Tools &amp; Growth</SidebarGroupLabel>
            <Menu items={tools} active={active} />
          </SidebarGroup>
          <SidebarGroup hideWhenCollapsed>
            <SidebarGroupLabel>Marketplace</SidebarGroupLabel>
            <Menu items={market} active={active} />
          </SidebarGroup>
        </SidebarContent>
        <SidebarFooter>
          <Menu items={[{ label: 'Settings', href: '#/settings', icon: <Settings /> }]} active={active} />
        </SidebarFooter>
      </Sidebar>
      <Main>
        <TopBar>
          <SidebarTrigger
            onClick={() => {
              // Same rule the shell uses: the trigger opens the slide-over on mobile, collapses on desktop.
              if (window.matchMedia('(max-width: 767px)').matches) setMobileOpen((open) => !open);
              else setCollapsed((value) => !value);
            }}
          />
          <span style={{ fontWeight: 600 }}>Dashboard</span>
        </TopBar>
        <div style={{ padding: '1.5rem' }}>Good morning. Focus on your ONE Thing today.</div>
      </Main>
    </Shell>
  );
}

export const Expanded: Story = { render: () => <AppFrame /> };
export const Collapsed: Story = { render: () => <AppFrame initialCollapsed /> };
/** Narrow the viewport below 768px (or use the mobile viewport) to see the slide-over. */
export const MobileOpen: Story = {
  render: () => <AppFrame initialMobileOpen />,
  globals: { viewport: { value: 'mobile1', isRotated: false } },
};
