import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderWithTheme } from '../../test/render';
import { Tooltip, TooltipProvider } from '../tooltip/tooltip';
import { DropdownMenu, DropdownMenuContent, DropdownMenuItem, DropdownMenuTrigger } from './dropdown-menu';

// radix loads on first need; until then the menu and the tooltip render their trigger only. The first test
// sees the stand-ins (the module graph is shared by the tests of this file, in order).
describe('DropdownMenu and Tooltip (radix loaded on first need)', () => {
  it('hands a key press on the stand-in trigger to radix: the menu opens with its first item focused', async () => {
    const onSelect = vi.fn();
    renderWithTheme(
      <TooltipProvider>
        <Tooltip content="Your account">
          <button type="button">Help</button>
        </Tooltip>
        <DropdownMenu>
          <DropdownMenuTrigger asChild>
            <button type="button">Account</button>
          </DropdownMenuTrigger>
          <DropdownMenuContent>
            <DropdownMenuItem onSelect={onSelect}>Profile</DropdownMenuItem>
            <DropdownMenuItem>Settings</DropdownMenuItem>
          </DropdownMenuContent>
        </DropdownMenu>
      </TooltipProvider>,
    );
    const standIn = screen.getByRole('button', { name: 'Account' });
    expect(standIn).toHaveAttribute('aria-haspopup', 'menu');
    expect(standIn).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByRole('menu')).toBeNull();
    act(() => standIn.focus());
    fireEvent.keyDown(standIn, { key: 'Enter' });

    await waitFor(() => expect(screen.getByRole('menuitem', { name: 'Profile' })).toHaveFocus(), { timeout: 15000 });
    const trigger = screen.getByRole('button', { name: 'Account', hidden: true });
    expect(trigger).not.toBe(standIn);
    expect(trigger).toHaveAttribute('aria-expanded', 'true');
    fireEvent.keyDown(screen.getByRole('menu'), { key: 'Escape' });
    await waitFor(() => expect(trigger).toHaveFocus());
  });

  it('shows a tooltip to a keyboard user who focuses its trigger', async () => {
    renderWithTheme(
      <Tooltip content="Delete the habit">
        <button type="button">Delete</button>
      </Tooltip>,
    );
    act(() => screen.getByRole('button', { name: 'Delete' }).focus());
    expect(await screen.findByRole('tooltip')).toHaveTextContent('Delete the habit');
  });
});
