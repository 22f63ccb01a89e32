import styled from 'styled-components';
import { useSetAtom } from 'jotai';
import { useNavigate } from 'react-router-dom';
import { themeModeAtom, useAuth } from '@onething/shared-data';
import { Keyboard, LogOut, Moon, Settings, Sun, User } from 'lucide-react';
import { Avatar, Button, useThemeState } from '@onething/shared-ui';
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuLabel,
  DropdownMenuSeparator,
  DropdownMenuTrigger,
  SidebarTrigger,
} from '@onething/shared-ui/overlays';
import { SessionIndicator } from './session-indicator';
import { useGuardedSignOut } from './guarded-sign-out';
import { SyncStatusIndicator } from './sync-status-indicator';
import { displayName } from './user-display';

const Bar = styled.header`
  position: sticky;
  top: 0;
  z-index: ${({ theme }) => theme.zIndices.sticky};
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space[2]};
  height: 3.5rem;
  padding: 0 ${({ theme }) => theme.space[4]};
  border-bottom: 1px solid ${({ theme }) => theme.colors.border};
  background: ${({ theme }) => theme.colors.background};
`;

const Spacer = styled.div`
  flex: 1;
`;

const MenuIdentity = styled.div`
  display: flex;
  flex-direction: column;
  gap: 2px;
  small {
    color: ${({ theme }) => theme.colors.mutedForeground};
    font-weight: ${({ theme }) => theme.fontWeights.regular};
  }
`;

function ThemeToggle() {
  const setMode = useSetAtom(themeModeAtom);
  const isDark = useThemeState().resolvedTheme === 'dark';
  return (
    <Button
      variant="ghost"
      size="icon"
      aria-label={isDark ? 'Switch to light theme' : 'Switch to dark theme'}
      onClick={() => setMode(isDark ? 'light' : 'dark')}
    >
      {isDark ? <Sun aria-hidden="true" /> : <Moon aria-hidden="true" />}
    </Button>
  );
}

function UserMenu() {
  const { user, profile, signOut } = useAuth();
  const navigate = useNavigate();
  const name = displayName(profile, user?.email);
  const signOutFlow = useGuardedSignOut(async () => {
    await signOut();
    navigate('/landing', { replace: true });
  });
  return (
    <>
      <DropdownMenu>
        <DropdownMenuTrigger asChild>
          <Button variant="ghost" size="icon" aria-label={`Account menu for ${name}`}>
            <Avatar name={name} src={profile?.avatar_url ?? undefined} size="sm" decorative />
          </Button>
        </DropdownMenuTrigger>
        <DropdownMenuContent align="end">
          <DropdownMenuLabel>
            <MenuIdentity>
              <span>{name}</span>
              <small>{user?.email}</small>
            </MenuIdentity>
          </DropdownMenuLabel>
          <DropdownMenuSeparator />
          <DropdownMenuItem onSelect={() => navigate('/settings#profile')}>
            <User aria-hidden="true" size={16} /> Profile
          </DropdownMenuItem>
          <DropdownMenuItem onSelect={() => navigate('/settings')}>
            <Settings aria-hidden="true" size={16} /> Settings
          </DropdownMenuItem>
          <DropdownMenuSeparator />
          <DropdownMenuItem onSelect={signOutFlow.request}>
            <LogOut aria-hidden="true" size={16} /> Log out
          </DropdownMenuItem>
        </DropdownMenuContent>
      </DropdownMenu>
      {signOutFlow.dialog}
    </>
  );
}

interface TopBarProps {
  onToggleSidebar: () => void;
  sidebarExpanded: boolean;
  onShowShortcuts: () => void;
}

export function TopBar({ onToggleSidebar, sidebarExpanded, onShowShortcuts }: TopBarProps) {
  return (
    <Bar>
      <SidebarTrigger onClick={onToggleSidebar} aria-expanded={sidebarExpanded} />
      <Spacer />
      <SyncStatusIndicator />
      <SessionIndicator />
      <Button
        variant="ghost"
        size="icon"
        aria-label="Keyboard shortcuts"
        aria-keyshortcuts="Control+/ Meta+/"
        onClick={onShowShortcuts}
      >
        <Keyboard aria-hidden="true" />
      </Button>
      <ThemeToggle />
      <UserMenu />
    </Bar>
  );
}
