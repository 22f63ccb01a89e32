import { act, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { useTheme } from 'styled-components';
import { installMatchMedia } from '../test/match-media';
import { DARK_SCHEME_QUERY } from './resolve-theme';
import { ThemeProvider, useThemeState } from './theme-provider';

function Probe() {
  const theme = useTheme();
  const { mode, resolvedTheme } = useThemeState();
  return <p>{`${mode}:${resolvedTheme}:${theme.mode}:${theme.colors.background}`}</p>;
}

describe('ThemeProvider', () => {
  let media: ReturnType<typeof installMatchMedia> | undefined;
  afterEach(() => media?.uninstall());
  const root = document.documentElement;

  it('puts the light class and color-scheme on <html> and provides the light theme', () => {
    render(
      <ThemeProvider mode="light">
        <Probe />
      </ThemeProvider>,
    );
    expect(root).toHaveClass('light');
    expect(root).not.toHaveClass('dark');
    expect(root.style.colorScheme).toBe('light');
    expect(screen.getByText('light:light:light:#f7f8fa')).toBeInTheDocument();
  });

  it('switches the class when the mode prop changes', () => {
    const { rerender } = render(<ThemeProvider mode="light" />);
    rerender(<ThemeProvider mode="dark" />);
    expect(root).toHaveClass('dark');
    expect(root).not.toHaveClass('light');
  });

  it('resolves system from prefers-color-scheme and follows OS changes', () => {
    media = installMatchMedia({ [DARK_SCHEME_QUERY]: true });
    render(
      <ThemeProvider mode="system">
        <Probe />
      </ThemeProvider>,
    );
    expect(root).toHaveClass('dark');
    expect(screen.getByText(/^system:dark:dark/)).toBeInTheDocument();

    act(() => media?.set(DARK_SCHEME_QUERY, false));
    expect(root).toHaveClass('light');
    expect(root).not.toHaveClass('dark');
    expect(screen.getByText(/^system:light:light/)).toBeInTheDocument();
  });

  it('ignores the OS preference for an explicit mode', () => {
    media = installMatchMedia({ [DARK_SCHEME_QUERY]: true });
    render(<ThemeProvider mode="light" />);
    expect(root).toHaveClass('light');
  });

  it('leaves <html> alone when applyToDocument is off', () => {
    render(<ThemeProvider mode="dark" applyToDocument={false} />);
    expect(root).not.toHaveClass('dark');
  });
});
