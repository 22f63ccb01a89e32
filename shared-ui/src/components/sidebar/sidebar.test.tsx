import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { installMatchMedia } from '../../test/match-media';
import { renderWithTheme } from '../../test/render';
import { MOBILE_QUERY } from '../../hooks/use-media-query';
import { Sidebar } from './sidebar';
import {
  SidebarContent,
  SidebarGroup,
  SidebarGroupLabel,
  SidebarMenu,
  SidebarMenuButton,
  SidebarMenuItem,
  SidebarTrigger,
} from './sidebar-menu';

function Navigation({ collapsed = false, mobileOpen = false, onMobileOpenChange = () => undefined }) {
  return (
    <Sidebar collapsed={collapsed} mobileOpen={mobileOpen} onMobileOpenChange={onMobileOpenChange}>
      <SidebarContent>
        <SidebarGroup>
          <SidebarGroupLabel>Focus Areas</SidebarGroupLabel>
          <SidebarMenu>
            <SidebarMenuItem>
              <SidebarMenuButton asChild active label="Dashboard" icon={<svg data-testid="icon" />}>
                <a href="/" />
              </SidebarMenuButton>
            </SidebarMenuItem>
            <SidebarMenuItem>
              <SidebarMenuButton label="Habits" />
            </SidebarMenuItem>
          </SidebarMenu>
        </SidebarGroup>
        <SidebarGroup hideWhenCollapsed>
          <SidebarGroupLabel>Tools &amp; Growth</SidebarGroupLabel>
          <SidebarMenu>
            <SidebarMenuItem>
              <SidebarMenuButton label="Playbooks" />
            </SidebarMenuItem>
          </SidebarMenu>
        </SidebarGroup>
      </SidebarContent>
    </Sidebar>
  );
}

describe('Sidebar', () => {
  let media: ReturnType<typeof installMatchMedia> | undefined;
  afterEach(() => media?.uninstall());

  it('shows group labels and names groups by them when expanded', () => {
    renderWithTheme(<Navigation />);
    const nav = screen.getByRole('navigation', { name: 'Main navigation' });
    expect(nav).toHaveAttribute('data-state', 'expanded');
    expect(within(nav).getByRole('group', { name: 'Focus Areas' })).toBeInTheDocument();
    expect(screen.getByText('Tools & Growth')).toBeInTheDocument();
  });

  it('hides group labels and hideWhenCollapsed groups in the icon rail, keeping item names', () => {
    renderWithTheme(<Navigation collapsed />);
    expect(screen.getByRole('navigation')).toHaveAttribute('data-state', 'collapsed');
    expect(screen.queryByText('Focus Areas')).not.toBeInTheDocument();
    expect(screen.queryByText('Tools & Growth')).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Playbooks' })).not.toBeInTheDocument();
    // Labels stay as accessible names (visually hidden) and a tooltip shows them.
    expect(screen.getByRole('link', { name: 'Dashboard' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Habits' })).toBeInTheDocument();
  });

  it('renders an active asChild item as the link itself with icon, label and aria-current', () => {
    renderWithTheme(<Navigation />);
    const link = screen.getByRole('link', { name: 'Dashboard' });
    expect(link).toHaveAttribute('href', '/');
    expect(link).toHaveAttribute('aria-current', 'page');
    expect(within(link).getByTestId('icon')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Habits' })).not.toHaveAttribute('aria-current');
  });

  it('is a closable modal slide-over on mobile, with labels even when collapsed', async () => {
    media = installMatchMedia({ [MOBILE_QUERY]: true });
    const onMobileOpenChange = vi.fn();
    renderWithTheme(<Navigation collapsed mobileOpen onMobileOpenChange={onMobileOpenChange} />);
    // The sheet (a radix dialog) loads with the overlays' module when it first opens.
    const dialog = await screen.findByRole('dialog', { name: 'Main navigation' }, { timeout: 15000 });
    expect(within(dialog).getByText('Focus Areas')).toBeInTheDocument();
    expect(within(dialog).getByText('Tools & Growth')).toBeInTheDocument();
    await userEvent.keyboard('{Escape}');
    expect(onMobileOpenChange).toHaveBeenCalledWith(false);
  });

  it('renders nothing on mobile while closed', () => {
    media = installMatchMedia({ [MOBILE_QUERY]: true });
    renderWithTheme(<Navigation />);
    expect(screen.queryByRole('navigation')).not.toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });
});

describe('SidebarTrigger', () => {
  it("is named 'Toggle Sidebar' and calls onClick", async () => {
    const onClick = vi.fn();
    renderWithTheme(<SidebarTrigger onClick={onClick} />);
    await userEvent.click(screen.getByRole('button', { name: 'Toggle Sidebar' }));
    expect(onClick).toHaveBeenCalledTimes(1);
  });
});
