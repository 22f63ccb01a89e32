import { DARK_SCHEME_QUERY, DEFAULT_THEME_MODE, THEME_STORAGE_KEY } from './resolve-theme';
import { darkTheme, lightTheme } from './themes';

/**
 * Inline <script> body for index.html, run before React loads so the first paint already has the
 * right theme (no light flash for dark users). Mirrors resolveTheme + applyThemeToDocument; it must stay
 * dependency-free and ES5-safe because it runs unbundled.
 */
export const themeBootScript = `(function(){try{var m=null;try{m=localStorage.getItem(${JSON.stringify(
  THEME_STORAGE_KEY,
)})}catch(e){}if(m!=='light'&&m!=='dark'&&m!=='system'){m=${JSON.stringify(DEFAULT_THEME_MODE)}}var t=m==='system'?(window.matchMedia&&window.matchMedia(${JSON.stringify(
  DARK_SCHEME_QUERY,
)}).matches?'dark':'light'):m;var r=document.documentElement;r.classList.remove(t==='dark'?'light':'dark');r.classList.add(t);r.style.colorScheme=t;r.style.backgroundColor=t==='dark'?${JSON.stringify(
  darkTheme.colors.background,
)}:${JSON.stringify(lightTheme.colors.background)}}catch(e){}})();`;
