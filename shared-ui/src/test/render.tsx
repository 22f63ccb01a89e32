import { render, type RenderOptions } from '@testing-library/react';
import type { ReactElement, ReactNode } from 'react';
import { ThemeProvider } from '../theme/theme-provider';

export function renderWithTheme(ui: ReactElement, options?: RenderOptions & { mode?: 'light' | 'dark' }) {
  const mode = options?.mode ?? 'light';
  const Wrapper = ({ children }: { children: ReactNode }) => <ThemeProvider mode={mode}>{children}</ThemeProvider>;
  return render(ui, { wrapper: Wrapper, ...options });
}
