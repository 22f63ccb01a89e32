// Bundles each entry as a self-contained script (content scripts cannot use import) into dist/, the
// folder to load unpacked in chrome://extensions. The app's origins (content script matches) and the
// backend's (host permissions) come from build-config.mjs.
import { build } from 'esbuild';
import { copyFileSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { apiOrigins, appOrigins, toMatchPattern } from './build-config.mjs';

const PAGES = ['blocked', 'popup', 'permission'];

const app = appOrigins();
const api = apiOrigins();

rmSync('dist', { recursive: true, force: true });
mkdirSync('dist', { recursive: true });
await build({
  entryPoints: {
    worker: 'src/worker.ts',
    'content-script': 'src/content-script.ts',
    ...Object.fromEntries(PAGES.map((page) => [page, `src/pages/${page}.ts`])),
  },
  outdir: 'dist',
  bundle: true,
  format: 'iife',
  target: 'chrome120',
  minify: true,
  sourcemap: false,
  logLevel: 'warning',
  define: { __ONETHING_APP_ORIGINS__: JSON.stringify(app) },
});

const manifest = JSON.parse(readFileSync('src/manifest.json', 'utf8'));
manifest.content_scripts[0].matches = [...new Set(app.map(toMatchPattern))];
manifest.host_permissions = [...new Set(api.map(toMatchPattern))];
writeFileSync('dist/manifest.json', `${JSON.stringify(manifest, null, 2)}\n`);
for (const file of [...PAGES.map((page) => `${page}.html`), 'pages.css'])
  copyFileSync(`src/pages/${file}`, `dist/${file}`);
