import { createContext, useContext, useLayoutEffect, useMemo, type ReactNode } from 'react';
import { ThemeProvider as StyledThemeProvider } from 'styled-components';
import { usePrefersDark } from '../hooks/use-media-query';
import { applyThemeToDocument } from './document-theme';
import { GlobalStyle } from './global-style';
import { DEFAULT_THEME_MODE, resolveTheme, type ThemeMode } from './resolve-theme';
import { themes, type ResolvedTheme } from './themes';

export interface ThemeState {
  /** The user's choice. */
  mode: ThemeMode;
  /** What is shown: 'system' resolved against the OS preference. */
  resolvedTheme: ResolvedTheme;
}

const ThemeStateContext = createContext<ThemeState>({ mode: DEFAULT_THEME_MODE, resolvedTheme: 'dark' });

/** The current mode and resolved theme (e.g. to pick the icon of a theme toggle). */
export function useThemeState(): ThemeState {
  return useContext(ThemeStateContext);
}

export interface ThemeProviderProps {
  /** The user's choice; storing it is the app's job. */
  mode?: ThemeMode;
  children?: ReactNode;
  /** Put the light/dark class and color-scheme on <html> (turn off for nested previews). */
  applyToDocument?: boolean;
  /** Render GlobalStyle (reset, body colours, focus ring, reduced motion). */
  withGlobalStyle?: boolean;
}

/**
 * Resolves the theme mode (following OS changes for 'system'), provides the styled-components theme and
 * renders the global styles: the one place they are rendered, for the app, the stories and the tests.
 * Tooltips need no provider above them: each one uses the app's delay unless a TooltipProvider sets another.
 */
export function ThemeProvider({
  mode = DEFAULT_THEME_MODE,
  children,
  applyToDocument = true,
  withGlobalStyle = true,
}: ThemeProviderProps) {
  const systemPrefersDark = usePrefersDark();
  const resolvedTheme = resolveTheme(mode, systemPrefersDark);

  // Layout effect: the class must change in the same frame as the styled theme, or CSS keyed on it flashes.
  useLayoutEffect(() => {
    if (applyToDocument) applyThemeToDocument(resolvedTheme);
  }, [applyToDocument, resolvedTheme]);

  const state = useMemo(() => ({ mode, resolvedTheme }), [mode, resolvedTheme]);

  return (
    <ThemeStateContext.Provider value={state}>
      <StyledThemeProvider theme={themes[resolvedTheme]}>
        {withGlobalStyle ? <GlobalStyle /> : null}
        {children}
      </StyledThemeProvider>
    </ThemeStateContext.Provider>
  );
}
