// Bundles each entry as a self-contained script (content scripts cannot use import) into dist/, the folder
// to load unpacked in chrome://extensions (`--browser firefox`: dist-firefox/, for about:debugging;
// `--outdir` elsewhere, as package.mjs does). The app's origins (content script matches) and the backend's
// (host permissions) come from build-config.mjs, the manifest from manifest.mjs; the icons are drawn from
// the app's one icon source.
import { build } from 'esbuild';
import { copyFileSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { pathToFileURL } from 'node:url';
import { parseArgs } from 'node:util';
import { apiOrigins, appOrigins, toMatchPattern } from './build-config.mjs';
import { ICON_SOURCE, renderPng } from '../scripts/mf/installable-app.mjs';
import { ICON_SIZES, extensionManifest, iconPath } from './manifest.mjs';

const PAGES = ['blocked', 'popup', 'permission'];

/** Builds the extension for `browser` into `outdir` (emptied first). */
export async function buildExtension({
  browser = 'chrome',
  outdir = browser === 'chrome' ? 'dist' : 'dist-firefox',
} = {}) {
  if (browser !== 'chrome' && browser !== 'firefox') throw new Error(`browser: chrome or firefox, not ${browser}`);
  const app = appOrigins();
  const api = apiOrigins();

  rmSync(outdir, { recursive: true, force: true });
  mkdirSync(`${outdir}/icons`, { recursive: true });
  await build({
    entryPoints: {
      worker: 'src/worker.ts',
      'content-script': 'src/content-script.ts',
      ...Object.fromEntries(PAGES.map((page) => [page, `src/pages/${page}.ts`])),
    },
    outdir,
    bundle: true,
    format: 'iife',
    target: browser === 'chrome' ? 'chrome120' : 'firefox142',
    minify: true,
    sourcemap: false,
    logLevel: 'warning',
    define: { __ONETHING_APP_ORIGINS__: JSON.stringify(app) },
  });

  const manifest = extensionManifest(
    JSON.parse(readFileSync('src/manifest.json', 'utf8')),
    JSON.parse(readFileSync('package.json', 'utf8')),
    {
      browser,
      contentMatches: [...new Set(app.map(toMatchPattern))],
      hostPermissions: [...new Set(api.map(toMatchPattern))],
    },
  );
  writeFileSync(`${outdir}/manifest.json`, `${JSON.stringify(manifest, null, 2)}\n`);
  // The app's one icon source, as the installable app's icons are drawn.
  const svg = readFileSync(ICON_SOURCE, 'utf8');
  for (const size of ICON_SIZES) writeFileSync(`${outdir}/${iconPath(size)}`, renderPng(svg, size));
  for (const file of [...PAGES.map((page) => `${page}.html`), 'pages.css'])
    copyFileSync(`src/pages/${file}`, `${outdir}/${file}`);
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const { values } = parseArgs({ options: { browser: { type: 'string' }, outdir: { type: 'string' } } });
  await buildExtension({ browser: values.browser, outdir: values.outdir });
}
