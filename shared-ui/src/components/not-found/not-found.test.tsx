import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithTheme } from '../../test/render';
import { NotFound } from './not-found';

describe('NotFound', () => {
  it('says the page was not found, with a link home', () => {
    renderWithTheme(<NotFound />);
    expect(screen.getByRole('heading', { level: 1, name: 'Page not found' })).toBeInTheDocument();
    expect(screen.getByText("The page you are looking for doesn't exist or has been moved.")).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Return to Home' })).toHaveAttribute('href', '/');
  });

  it('names the one thing an address pointed at', () => {
    renderWithTheme(
      <NotFound
        title="Habit not found"
        description="This habit does not exist or was deleted."
        homeHref="/habits"
        homeLabel="Go to Habit Tracker"
      />,
    );
    expect(screen.getByRole('heading', { level: 1, name: 'Habit not found' })).toBeInTheDocument();
    expect(screen.getByText('This habit does not exist or was deleted.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Go to Habit Tracker' })).toHaveAttribute('href', '/habits');
  });
});
