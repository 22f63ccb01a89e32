// Every inline <script> of the shell's HTML, built one way: each is a function in a module of
// shell/src/first-paint, bundled by esbuild into a small self-calling script with its arguments (JSON). The
// theme boot script is the one exception in source: shared-ui's themeBootScript string is its only
// definition (shared-ui's tests run that string), so it is loaded from there and shipped byte for byte.
// The shell's rspack config puts the theme boot script into every page's template; the first-paint build
// (prerender-pages.mjs) puts the others in; scripts/check-shell-html.mjs checks the result. What each
// script is for: shell/src/first-paint/README.md.
import path from 'node:path';
import { buildSync } from 'esbuild';
import { workspaceRoot } from './shared-deps.mjs';

const firstPaint = path.join(workspaceRoot, 'shell/src/first-paint');

export const THEME_BOOT_SCRIPT_SOURCE = path.join(workspaceRoot, 'shared-ui/src/theme/theme-boot-script.ts');

/** Each inline script: the module (under shell/src/first-paint) and the function it calls with its arguments. */
export const INLINE_SCRIPTS = {
  /** index.html: shows the start-up frame to a returning user, then starts the app's scripts. */
  startApp: { module: 'boot-frame/boot-frame-script.ts', call: 'startApp' },
  /** /landing, /auth <head>: records presses and submissions until the page's script has taken over. */
  recordPrerenderedEvents: { module: 'prerendered-pages/prerendered-input.ts', call: 'recordPrerenderedEvents' },
  /** /landing, /auth end of <body>: fetches the page's script once the prerendered page is painted. */
  startPageScripts: { module: 'prerendered-pages/start-page-scripts.ts', call: 'startPageScriptsAfterLoad' },
};

/**
 * The modules the scripts use from the shared packages, by path: through the packages' entries the
 * bundle would take in the whole data layer. These modules import nothing.
 */
const LIBRARY_MODULES = {
  '@onething/shared-data': path.join(workspaceRoot, 'shared-data/src/domain/greeting.ts'),
  '@onething/shared-ui': path.join(workspaceRoot, 'shared-ui/src/components/avatar/avatar-initial.ts'),
};

/** The inline script `name` of INLINE_SCRIPTS, called with `args`. */
export function buildInlineScript(name, args = []) {
  const script = INLINE_SCRIPTS[name];
  if (!script) throw new Error(`no inline script ${name}`);
  const { outputFiles } = buildSync({
    stdin: {
      contents: `import { ${script.call} } from './${script.module}'; ${script.call}(${args.map((arg) => JSON.stringify(arg)).join(', ')});`,
      resolveDir: firstPaint,
      loader: 'ts',
    },
    alias: LIBRARY_MODULES,
    bundle: true,
    format: 'iife',
    minify: true,
    target: 'es2020',
    write: false,
    logLevel: 'error',
  });
  const text = outputFiles[0].text.trim();
  if (/<\/script/i.test(text)) throw new Error(`the inline script ${name} contains "</script"`);
  return text;
}

/** shared-ui's themeBootScript (TypeScript) read from plain Node: its module bundled in memory and imported. */
export async function loadThemeBootScript() {
  const { outputFiles } = buildSync({
    entryPoints: [THEME_BOOT_SCRIPT_SOURCE],
    bundle: true,
    format: 'esm',
    platform: 'neutral',
    write: false,
    logLevel: 'silent',
  });
  const url = `data:text/javascript;base64,${Buffer.from(outputFiles[0].text).toString('base64')}`;
  const { themeBootScript } = await import(url);
  if (typeof themeBootScript !== 'string' || themeBootScript.length === 0) {
    throw new Error(`${THEME_BOOT_SCRIPT_SOURCE} does not export a themeBootScript string`);
  }
  return themeBootScript;
}
