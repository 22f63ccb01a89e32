// Bundles each entry as a self-contained script (content scripts cannot use import) into dist/,
// the folder to load unpacked in chrome://extensions.
import { build } from 'esbuild';
import { copyFileSync, mkdirSync, rmSync } from 'node:fs';

rmSync('dist', { recursive: true, force: true });
mkdirSync('dist', { recursive: true });
await build({
  entryPoints: { worker: 'src/worker.ts', 'content-script': 'src/content-script.ts' },
  outdir: 'dist',
  bundle: true,
  format: 'iife',
  target: 'chrome120',
  minify: true,
  sourcemap: false,
  logLevel: 'warning',
});
copyFileSync('src/manifest.json', 'dist/manifest.json');
