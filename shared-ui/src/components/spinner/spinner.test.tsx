import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithTheme } from '../../test/render';
import { Spinner } from './spinner';

describe('Spinner', () => {
  it('is a status announced as Loading... by default', () => {
    renderWithTheme(<Spinner />);
    const status = screen.getByRole('status');
    expect(status).toHaveTextContent('Loading...');
    expect(screen.getByText('Loading...')).toBeInTheDocument();
  });

  it('takes a custom label', () => {
    renderWithTheme(<Spinner label="Saving habit" />);
    expect(screen.getByRole('status')).toHaveTextContent('Saving habit');
  });
});
