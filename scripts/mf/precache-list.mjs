// The shell's files the service worker precaches, from the build's own asset list (not a scan of dist/,
// which may hold files of earlier builds): AssetListPlugin records each compilation's emitted assets,
// and build-pwa.mjs turns them into the worker's precache entries after the first-paint build.
import { createHash } from 'node:crypto';
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';

/**
 * Where each of the shell's compilations writes its list, relative to dist/ (build-pwa.mjs reads and
 * removes them): each inside the folders its own compilation keeps when the other cleans dist/.
 */
export const ASSET_LISTS = { app: '.asset-list.json', 'public-pages': 'public/.asset-list.json' };

/** Records the names of the files a compilation emitted (compressed copies and source maps left out). */
export class AssetListPlugin {
  apply(compiler) {
    compiler.hooks.afterEmit.tap('AssetListPlugin', (compilation) => {
      const names = compilation
        .getAssets()
        .map((asset) => asset.name)
        .filter((name) => !/\.(br|gz|map)$/.test(name))
        .sort();
      const list = ASSET_LISTS[compiler.options.name];
      if (!list) throw new Error(`AssetListPlugin: no list file for the compilation "${compiler.options.name}"`);
      const file = path.join(compiler.options.output.path, list);
      mkdirSync(path.dirname(file), { recursive: true });
      writeFileSync(file, `${JSON.stringify(names, null, 2)}\n`);
    });
  }
}

/** Files the page never needs from the precache: read at run time (config.json), or by tools only. */
const NOT_PRECACHED = /(^|\/)(config\.json|mf-manifest\.json|mf-stats\.json|[^/]*\.LICENSE\.txt)$/;
/** Content-hashed names (`main.0123456789.js`): the name is the revision. */
const HASHED_NAME = /\.[0-9a-f]{8,}\.[a-z0-9]+$/;

/** The revision of a file whose name does not change with its bytes. */
export const fileRevision = (bytes) => createHash('sha256').update(bytes).digest('hex').slice(0, 16);

/**
 * Workbox precache entries for `names` (paths relative to dist/): hashed names with no revision, the
 * others (the HTML pages, the icons, the manifest) with a revision of their final bytes.
 * @param {string[]} names
 * @param {(name: string) => Buffer} read the file's bytes as the build left them
 */
export function precacheEntries(names, read) {
  return [...new Set(names)]
    .filter((name) => !NOT_PRECACHED.test(name))
    .sort()
    .map((name) => ({
      url: `/${name.split(path.sep).join('/')}`,
      revision: HASHED_NAME.test(name) ? null : fileRevision(read(name)),
    }));
}
