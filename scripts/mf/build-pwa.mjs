// The installable app's files, run last by the shell's `npm run build` (after rspack and the first-paint
// build, so the HTML is final): the icons drawn from shell/src/pwa/app-icon.svg, the web app manifest, and
// the service worker (shell/src/service-worker/) bundled with its Workbox modules into dist/sw.js with the
// precache list of the build's assets. What they are for: shell/src/pwa/README.md.
import { mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { buildSync } from 'esbuild';
import { writeWithCompressedCopies } from './compression.mjs';
import { PWA_FILES, drawIcons, loadAppIdentity, webAppManifest } from './installable-app.mjs';
import { ASSET_LISTS, precacheEntries } from './precache-list.mjs';
import { workspaceRoot } from './shared-deps.mjs';

const projectRoot = path.join(workspaceRoot, 'shell');
const dist = path.join(projectRoot, 'dist');
const inDist = (urlPath) => path.join(dist, urlPath.replace(/^\//, ''));
const kb = (bytes) => `${(bytes / 1024).toFixed(1)} KB`;

function readAssetLists() {
  const names = [];
  // the shell's two compilations (shell/rspack.config.mjs): the app and the pre-sign-in pages
  for (const list of Object.values(ASSET_LISTS)) {
    const file = path.join(dist, list);
    names.push(...JSON.parse(readFileSync(file, 'utf8')));
    rmSync(file);
  }
  return names;
}

/** The worker: its source and Workbox bundled into one classic script, the precache list defined in. */
export function bundleServiceWorker(entries) {
  const { outputFiles } = buildSync({
    entryPoints: [path.join(projectRoot, 'src/service-worker/service-worker.ts')],
    bundle: true,
    format: 'iife',
    minify: true,
    target: 'es2022',
    write: false,
    define: {
      __PRECACHE_ENTRIES__: JSON.stringify(entries),
      // Workbox logs its development messages unless told it runs in production.
      'process.env.NODE_ENV': '"production"',
    },
    logLevel: 'error',
  });
  return outputFiles[0].text;
}

const identity = await loadAppIdentity();
const written = [];
for (const [urlPath, bytes] of drawIcons()) {
  mkdirSync(path.dirname(inDist(urlPath)), { recursive: true });
  // PNG is compressed already; the SVG gets its copies like every text file
  if (urlPath.endsWith('.png')) writeFileSync(inDist(urlPath), bytes);
  else writeWithCompressedCopies(inDist(urlPath), bytes);
  written.push(urlPath.slice(1));
}
writeWithCompressedCopies(inDist(PWA_FILES.webAppManifest), `${JSON.stringify(webAppManifest(identity), null, 2)}\n`);
written.push(PWA_FILES.webAppManifest.slice(1));

const entries = precacheEntries([...readAssetLists(), ...written], (name) => readFileSync(path.join(dist, name)));
const worker = bundleServiceWorker(entries);
writeWithCompressedCopies(inDist(PWA_FILES.serviceWorker), worker);
const precachedBytes = entries.reduce((sum, { url }) => sum + readFileSync(inDist(url)).length, 0);
console.log(
  `service worker → dist${PWA_FILES.serviceWorker} (${kb(Buffer.byteLength(worker))}), precaching ${entries.length} files (${kb(precachedBytes)}); manifest and ${written.length - 1} icons`,
);
