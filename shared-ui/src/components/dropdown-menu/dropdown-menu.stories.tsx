import type { Meta, StoryObj } from '@storybook/react-vite';
import { LogOut, Settings, User } from 'lucide-react';
import { Avatar } from '../avatar/avatar';
import { Button } from '../button/button';
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuLabel,
  DropdownMenuRadioGroup,
  DropdownMenuRadioItem,
  DropdownMenuSeparator,
  DropdownMenuShortcut,
  DropdownMenuTrigger,
} from './dropdown-menu';

const meta = {
  title: 'Components/DropdownMenu',
  component: DropdownMenu,
} satisfies Meta<typeof DropdownMenu>;

export default meta;
type Story = StoryObj<typeof meta>;

const UserMenu = ({ open }: { open?: boolean }) => (
  <DropdownMenu {...(open ? { defaultOpen: true } : {})} modal={!open}>
    <DropdownMenuTrigger asChild>
      <Button variant="ghost" size="icon" aria-label="User menu">
        <Avatar name="Alex Morgan" size="sm" decorative />
      </Button>
    </DropdownMenuTrigger>
    <DropdownMenuContent align="end" style={{ width: '14rem' }}>
      <DropdownMenuLabel>
        <div>Alex Morgan</div>
        <div style={{ fontWeight: 400, fontSize: '0.75rem', opacity: 0.8 }}>alex@example.com</div>
      </DropdownMenuLabel>
      <DropdownMenuSeparator />
      <DropdownMenuItem>
        <User aria-hidden="true" />
        Profile
      </DropdownMenuItem>
      <DropdownMenuItem>
        <Settings aria-hidden="true" />
        Settings
        <DropdownMenuShortcut>⌘,</DropdownMenuShortcut>
      </DropdownMenuItem>
      <DropdownMenuSeparator />
      <DropdownMenuRadioGroup value="dark">
        <DropdownMenuLabel>Theme</DropdownMenuLabel>
        <DropdownMenuRadioItem value="light">Light</DropdownMenuRadioItem>
        <DropdownMenuRadioItem value="dark">Dark</DropdownMenuRadioItem>
        <DropdownMenuRadioItem value="system">System</DropdownMenuRadioItem>
      </DropdownMenuRadioGroup>
      <DropdownMenuSeparator />
      <DropdownMenuItem destructive>
        <LogOut aria-hidden="true" />
        Log out
      </DropdownMenuItem>
    </DropdownMenuContent>
  </DropdownMenu>
);

export const Default: Story = { render: () => <UserMenu /> };
export const Open: Story = {
  render: () => (
    <div style={{ display: 'flex', justifyContent: 'flex-end', minHeight: '26rem' }}>
      <UserMenu open />
    </div>
  ),
};
