import { DARK_SCHEME_QUERY, DEFAULT_THEME_MODE, THEME_STORAGE_KEY } from './resolve-theme';
import { darkTheme, lightTheme } from './themes';

/**
 * Inline <script> body for index.html, run before React loads so the first paint already has the
 * right theme (no dark flash for light users, no light flash for dark users). The shell's build inlines
 * this string into its pages (scripts/mf/inline-scripts.mjs bundles this module in Node), so it is the
 * only copy: it is not part of the package's entries, which pages download. Mirrors resolveTheme +
 * applyThemeToDocument.
 *
 * The store writes the plain word (`light`); older builds wrote it JSON-quoted (`"light"`), so a value
 * that starts with a quote is JSON-decoded first. Anything unknown, a missing value and a storage that
 * throws (private mode, blocked cookies) all give the start-up default. It must stay dependency-free and
 * ES5-safe because it runs unbundled, and must never throw: a failure would leave the default class.
 */
export const themeBootScript = `(function(){try{var m=null;try{m=localStorage.getItem(${JSON.stringify(
  THEME_STORAGE_KEY,
)})}catch(e){}if(typeof m==='string'&&m.charAt(0)==='"'){try{m=JSON.parse(m)}catch(e){m=null}}if(m!=='light'&&m!=='dark'&&m!=='system'){m=${JSON.stringify(
  DEFAULT_THEME_MODE,
)}}var t=m==='system'?(window.matchMedia&&window.matchMedia(${JSON.stringify(
  DARK_SCHEME_QUERY,
)}).matches?'dark':'light'):m;var r=document.documentElement;r.classList.remove(t==='dark'?'light':'dark');r.classList.add(t);r.style.colorScheme=t;r.style.backgroundColor=t==='dark'?${JSON.stringify(
  darkTheme.colors.background,
)}:${JSON.stringify(lightTheme.colors.background)}}catch(e){}})();`;
