// Build-time rendering of the start-up frame (run in Node by shell/prerender-pages.mjs): each variant the
// inline script may pick (light or dark, sidebar open or collapsed), with the theme's colours as CSS
// variables as the pre-sign-in pages have them.
import { renderToString } from 'react-dom/server';
import { ServerStyleSheet, ThemeProvider as StyledThemeProvider } from 'styled-components';
import { GlobalStyle, MOBILE_BREAKPOINT, ThemeProvider } from '@onething/shared-ui';
import { resolveHexAlpha, themeVariables, variableTheme } from '../prerendered-pages/prerender';
import { BootFrame } from './boot-frame';
import {
  BOOT_FRAME_ACTIVE_ATTRIBUTE,
  BOOT_FRAME_ID,
  BOOT_FRAME_STYLE_ATTRIBUTE,
  BOOT_FRAME_VARIANT_ATTRIBUTE,
  bootFrameVariant,
} from './boot-frame-dom';

/**
 * Over the whole window while it shows, and the app's root invisible underneath (it renders there, so its
 * layout is measured as usual). On a phone the sidebar is a closed slide-over, so the frame has none.
 */
const FRAME_CSS = [
  `#${BOOT_FRAME_ID}{position:fixed;inset:0;z-index:2147483647;overflow:hidden;background:var(--onething-color-background)}`,
  `html[${BOOT_FRAME_ACTIVE_ATTRIBUTE}] #root{visibility:hidden}`,
  `@media (max-width:${MOBILE_BREAKPOINT - 0.02}px){#${BOOT_FRAME_ID} nav{display:none}}`,
].join('');

export interface PrerenderedBootFrame {
  /** The frame's element, hidden until the inline script shows it. */
  html: string;
  /** <style> tags, each marked so that they leave with the frame. */
  styles: string;
}

export function prerenderBootFrame(): PrerenderedBootFrame {
  const sheet = new ServerStyleSheet();
  try {
    const variants = (['light', 'dark'] as const).flatMap((mode) =>
      [true, false].map((sidebarOpen) => {
        const html = renderToString(
          sheet.collectStyles(
            // shared-ui's provider for the theme state (the theme toggle's icon), the variables for the colours
            <ThemeProvider mode={mode} applyToDocument={false} withGlobalStyle={false}>
              <StyledThemeProvider theme={variableTheme}>
                <BootFrame sidebarOpen={sidebarOpen} />
              </StyledThemeProvider>
            </ThemeProvider>,
          ),
        );
        return `<div ${BOOT_FRAME_VARIANT_ATTRIBUTE}="${bootFrameVariant(mode, sidebarOpen)}">${html}</div>`;
      }),
    );
    renderToString(
      sheet.collectStyles(
        <StyledThemeProvider theme={variableTheme}>
          <GlobalStyle />
        </StyledThemeProvider>,
      ),
    );
    // Plain style tags: styled-components in the app must not adopt them (they leave with the frame).
    const componentStyles = resolveHexAlpha(sheet.getStyleTags()).replace(
      /<style[^>]*>/g,
      `<style ${BOOT_FRAME_STYLE_ATTRIBUTE}>`,
    );
    const styles = `<style ${BOOT_FRAME_STYLE_ATTRIBUTE}>${themeVariables()}${FRAME_CSS}</style>${componentStyles}`;
    const html = `<div id="${BOOT_FRAME_ID}" aria-hidden="true" inert hidden>${variants.join('')}</div>`;
    return { html, styles };
  } finally {
    sheet.seal();
  }
}
