import { screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { renderWithTheme } from '../../test/render';
import { BottomNav, BottomNavItem } from './bottom-nav';

/** happy-dom's viewport: the page's media queries follow it. */
const viewport = (width: number, height: number) =>
  (
    window as unknown as { happyDOM: { setViewport(size: { width: number; height: number }): void } }
  ).happyDOM.setViewport({ width, height });

describe('BottomNav', () => {
  // The bar is the phone's navigation: from the desktop breakpoint up its CSS hides it.
  beforeEach(() => viewport(375, 667));
  afterEach(() => viewport(1024, 768));

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

  it('is hidden on a desktop-wide screen, where the sidebar navigates', () => {
    viewport(1280, 800);
    renderWithTheme(
      <BottomNav aria-label="Focus Areas">
        <BottomNavItem icon={<svg />} label="Dashboard" link={<a href="/" />} />
      </BottomNav>,
    );
    expect(screen.queryByRole('navigation', { name: 'Focus Areas' })).toBeNull();
  });
});
