import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderWithTheme } from '../../test/render';
import { Button } from './button';

describe('Button', () => {
  it('is a type=button by default so it never submits forms by accident', () => {
    renderWithTheme(<Button>Save</Button>);
    expect(screen.getByRole('button', { name: 'Save' })).toHaveAttribute('type', 'button');
  });

  it('renders its child with asChild and keeps the handler', async () => {
    const onClick = vi.fn();
    renderWithTheme(
      <Button asChild variant="outline" onClick={onClick}>
        <a href="/settings">Settings</a>
      </Button>,
    );
    const link = screen.getByRole('link', { name: 'Settings' });
    expect(link).toHaveAttribute('href', '/settings');
    expect(link.className).not.toBe('');
    link.addEventListener('click', (event) => event.preventDefault());
    await userEvent.click(link);
    expect(onClick).toHaveBeenCalledTimes(1);
  });

  it('is busy and disabled while loading', () => {
    renderWithTheme(<Button loading>Start</Button>);
    const button = screen.getByRole('button', { name: 'Start' });
    expect(button).toBeDisabled();
    expect(button).toHaveAttribute('aria-busy', 'true');
  });
});
