import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithTheme } from '../../test/render';
import { Avatar, avatarInitial } from './avatar';

describe('avatarInitial', () => {
  it.each([
    ['jane Doe', 'J'],
    ['  émile', 'É'],
    ['', 'U'],
    [null, 'U'],
    [undefined, 'U'],
    ['   ', 'U'],
  ])('%j gives %s', (name, letter) => {
    expect(avatarInitial(name)).toBe(letter);
  });
});

describe('Avatar', () => {
  it('shows the first letter of the name without an image', () => {
    renderWithTheme(<Avatar name="jane" />);
    expect(screen.getByRole('img', { name: 'jane' })).toHaveTextContent('J');
  });

  it("falls back to 'U' without a name", () => {
    renderWithTheme(<Avatar />);
    expect(screen.getByRole('img', { name: 'User' })).toHaveTextContent(/^U$/);
  });

  it('keeps the fallback while the image has not loaded (jsdom never loads images)', () => {
    renderWithTheme(<Avatar name="Sam" src="https://example.test/a.png" />);
    return screen.findByText('S');
  });

  it('is hidden from assistive technology when decorative', () => {
    renderWithTheme(<Avatar name="Sam" decorative />);
    expect(screen.queryByRole('img')).not.toBeInTheDocument();
    expect(screen.getByText('S')).toHaveAttribute('aria-hidden', 'true');
  });
});
