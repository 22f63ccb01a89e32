import { themes, type ResolvedTheme } from './themes';

/**
 * Puts the resolved theme on <html>: the `light`/`dark` class (for CSS outside styled-components and to
 * agree with themeBootScript), `color-scheme` (native scrollbars and form controls) and the page
 * background, which the boot script also sets inline to avoid a flash before styles load.
 */
export function applyThemeToDocument(theme: ResolvedTheme, root: HTMLElement = document.documentElement): void {
  root.classList.remove(theme === 'dark' ? 'light' : 'dark');
  root.classList.add(theme);
  root.style.colorScheme = theme;
  root.style.backgroundColor = themes[theme].colors.background;
}
