// Build-time rendering of the pre-sign-in pages (run in Node by shell/prerender-pages.mjs). The page
// is rendered once, with a theme whose colours and shadows are CSS variables, and each real theme becomes
// a set of those variables on <html class="light|dark">: the HTML shows in the visitor's theme (set by
// the inline boot script) before any of the app's JavaScript has run.
import { renderToString } from 'react-dom/server';
import { MemoryRouter } from 'react-router-dom';
import { ServerStyleSheet, ThemeProvider as StyledThemeProvider } from 'styled-components';
import { GlobalStyle, lightTheme, themes, type AppTheme } from '@onething/shared-ui';
import { formatDocumentTitle } from '../../app/page-titles';
import { PublicAuthProvider } from '../../public/public-auth-provider';
import { PUBLIC_PAGES, PublicRoutes } from '../../public/public-routes';

export interface PrerenderedPage {
  html: string;
  /** <style> tags: the theme variables, then the page's rules. */
  styles: string;
  title: string;
}

const colorVariable = (name: string) => `--onething-color-${name}`;
const shadowVariable = (name: string) => `--onething-shadow-${name}`;
const COLOR_SCHEME_VARIABLE = '--onething-color-scheme';

export const variableTheme = {
  ...lightTheme,
  mode: `var(${COLOR_SCHEME_VARIABLE})`,
  colors: Object.fromEntries(Object.keys(lightTheme.colors).map((name) => [name, `var(${colorVariable(name)})`])),
  shadows: Object.fromEntries(Object.keys(lightTheme.shadows).map((name) => [name, `var(${shadowVariable(name)})`])),
} as unknown as AppTheme;

export function themeVariables(): string {
  return (['light', 'dark'] as const)
    .map((mode) => {
      const { colors, shadows } = themes[mode];
      const declarations = [
        `${COLOR_SCHEME_VARIABLE}:${mode}`,
        ...Object.entries(colors).map(([name, value]) => `${colorVariable(name)}:${value}`),
        ...Object.entries(shadows).map(([name, value]) => `${shadowVariable(name)}:${value}`),
      ];
      return `html.${mode}{${declarations.join(';')}}`;
    })
    .join('');
}

/** Styles append a two-digit hex alpha to a colour ('#4f46e5' + '22'); with a variable that becomes color-mix(). */
export function resolveHexAlpha(css: string): string {
  return css.replace(
    /var\((--onething-color-[a-zA-Z]+)\)([0-9a-fA-F]{2})(?![0-9a-fA-F])/g,
    (_match, variable: string, alpha: string) => {
      const percent = Math.round((parseInt(alpha, 16) / 255) * 1000) / 10;
      return `color-mix(in srgb, var(${variable}) ${percent}%, transparent)`;
    },
  );
}

export function prerender(path: string): PrerenderedPage {
  const page = PUBLIC_PAGES.find((candidate) => candidate.path === path);
  if (!page) throw new Error(`${path} is not a pre-sign-in page`);
  const sheet = new ServerStyleSheet();
  try {
    const html = renderToString(
      sheet.collectStyles(
        <StyledThemeProvider theme={variableTheme}>
          <GlobalStyle />
          <PublicAuthProvider>
            <MemoryRouter initialEntries={[path]}>
              <PublicRoutes />
            </MemoryRouter>
          </PublicAuthProvider>
        </StyledThemeProvider>,
      ),
    );
    const styles = `<style>${themeVariables()}</style>${resolveHexAlpha(sheet.getStyleTags())}`;
    return { html, styles, title: formatDocumentTitle(page.handle.title) };
  } finally {
    sheet.seal();
  }
}
