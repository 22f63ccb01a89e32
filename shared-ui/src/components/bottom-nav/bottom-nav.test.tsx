import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithTheme } from '../../test/render';
import { BottomNav, BottomNavItem } from './bottom-nav';

describe('BottomNav', () => {
  it('is a named navigation landmark of links, the current one marked, with its icon and label inside the link', () => {
    renderWithTheme(
      <BottomNav aria-label="Focus Areas">
        <BottomNavItem icon={<svg data-testid="home-icon" />} label="Dashboard" link={<a href="/" />} />
        <BottomNavItem icon={<svg />} label="Habits" active link={<a href="/habits" />} />
      </BottomNav>,
    );
    const nav = screen.getByRole('navigation', { name: 'Focus Areas' });
    const links = within(nav).getAllByRole('link');
    expect(links.map((link) => link.textContent)).toEqual(['Dashboard', 'Habits']);
    expect(within(nav).getByRole('link', { name: 'Habits' })).toHaveAttribute('aria-current', 'page');
    expect(within(nav).getByRole('link', { name: 'Dashboard' })).not.toHaveAttribute('aria-current');
    expect(within(nav).getByRole('link', { name: 'Dashboard' })).toContainElement(screen.getByTestId('home-icon'));
    expect(within(nav).getAllByRole('listitem')).toHaveLength(2);
  });
});
