import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderWithTheme } from '../../test/render';
import { ErrorScreen } from './error-screen';

describe('ErrorScreen', () => {
  it('shows the spec texts and calls the handlers', async () => {
    const onRetry = vi.fn();
    const onRefresh = vi.fn();
    renderWithTheme(<ErrorScreen onRetry={onRetry} onRefresh={onRefresh} />);

    expect(screen.getByRole('heading', { level: 1, name: 'Something went wrong' })).toBeInTheDocument();
    expect(
      screen.getByText("We're sorry, but something unexpected happened. Please try refreshing the page."),
    ).toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: 'Try Again' }));
    expect(onRetry).toHaveBeenCalledTimes(1);
    expect(onRefresh).not.toHaveBeenCalled();

    await userEvent.click(screen.getByRole('button', { name: 'Refresh Page' }));
    expect(onRefresh).toHaveBeenCalledTimes(1);
  });
});
