// The host. It declares no remotes at build time: the remotes come from /config.json at start-up
// (src/module-federation), so a redeployed remote needs no shell rebuild. What it knows of them (names,
// path prefixes, sidebar entries, config.json's development defaults) comes from their remote.json files.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import rspack from '@rspack/core';
import { ModuleFederationPlugin } from '@module-federation/enhanced/rspack';
import { baseConfig } from '../scripts/mf/rspack-base.mjs';
import { RUNTIME_HELPER_GLOBALS } from '../scripts/mf/runtime-helper-globals.mjs';
import { sharedDependencies, workspaceRoot } from '../scripts/mf/shared-deps.mjs';
import { EsmFederationRuntimePlugin } from '../scripts/mf/esm-federation-runtime.mjs';
import { loadThemeBootScript } from '../scripts/mf/inline-scripts.mjs';
import { PWA_FILES, appHeadTags, loadAppIdentity } from '../scripts/mf/installable-app.mjs';
import { AssetListPlugin } from '../scripts/mf/precache-list.mjs';
import { selfRemovingWorkerMiddleware } from '../scripts/mf/dev-service-worker.mjs';
import { readRemotes } from '../scripts/mf/remote-registry.mjs';
import { RuntimeConfigDefaultsPlugin, writeShellRegistry } from '../scripts/mf/shell-registry.mjs';

/**
 * Shared modules the shell does not start up with: they stay lazy, loaded when a remote or one of the
 * shell's own lazily loaded pages (settings, sign-in) asks. Every other shared module is eager in the shell
 * (see sharedWithStartUpEager). JSX compiles to react/jsx-dev-runtime in development only, where the eager
 * modules then need it eagerly too.
 */
const notNeededAtStartUp = (isProduction) =>
  new Set([
    '@onething/shared-ui/date-picker',
    '@onething/shared-ui/controls',
    // dnd-kit: only the pages that reorder (a playbook's steps, the habit list) load it.
    '@onething/shared-ui/sortable',
    '@onething/shared-data/extension-protocol',
    ...(isProduction ? ['react/jsx-dev-runtime'] : []),
  ]);

/**
 * The shell's shared modules, those it starts up with bundled into main.js (eager). Loaded on demand, they
 * arrived in rounds after main.js, each round one network round trip: a shared module's own shared imports
 * (shared-ui's React and styled-components ...) are only discovered once it has loaded. The remotes still
 * take every one of them from the shell.
 */
function sharedWithStartUpEager(isProduction) {
  const lazy = notNeededAtStartUp(isProduction);
  return Object.fromEntries(
    Object.entries(sharedDependencies()).map(([name, config]) => [
      name,
      lazy.has(name) ? config : { ...config, eager: true },
    ]),
  );
}

const projectRoot = path.dirname(fileURLToPath(import.meta.url));
// The route table and sidebar as the remotes declare them now (a remote added since the last build is in).
const remotes = readRemotes();
writeShellRegistry(workspaceRoot, remotes);

// Inlined into every page's <head> (a blocking script would delay the first paint; an inline one does not).
// The other inline scripts are added after the build (scripts/mf/prerender-pages.mjs).
const themeBootScript = await loadThemeBootScript();
// The web app manifest, the home-screen icon and the theme-colour pair, in every page's <head>.
const installableAppTags = appHeadTags(await loadAppIdentity());

/**
 * The app's first request after main.js is /config.json (the remotes' and the backend's addresses): the HTML
 * starts it while main.js downloads, and the entry module's fetch takes the preloaded answer.
 */
const APP_EARLY_REQUESTS = '    <link rel="preload" href="/config.json" as="fetch" crossorigin="anonymous">';

/** The folders the pre-sign-in build writes into dist/ (the app's build keeps them when it cleans dist/). */
const PUBLIC_PAGE_FOLDERS = /^(public|landing|auth)([\\/]|$)/;
const isPublicPageOutput = (file) => PUBLIC_PAGE_FOLDERS.test(path.relative(path.join(projectRoot, 'dist'), file));

/**
 * /landing and /auth as a bundle of their own, without Module Federation: no data layer, no remotes, every
 * library tree-shaken to what the two pages use. The first-paint build (scripts/mf/prerender-pages.mjs) then
 * renders them into the two HTML files. Production only: in development the app itself serves these pages.
 */
function publicPagesConfig() {
  const config = baseConfig({ projectRoot, isProduction: true, publicPath: '/' });
  config.name = 'public-pages';
  config.entry = { 'public-pages': './src/public/public-entry.tsx' };
  config.output = {
    ...config.output,
    filename: 'public/[name].[contenthash:10].js',
    chunkFilename: 'public/[name].[contenthash:10].js',
    // each compilation cleans only its own files: this one its folders, the app's everything else
    clean: { keep: (file) => !isPublicPageOutput(file) },
    uniqueName: 'shell_public_pages',
  };
  // the service worker precaches what this compilation emitted (scripts/mf/build-pwa.mjs)
  config.plugins.push(new AssetListPlugin());
  for (const filename of ['landing/index.html', 'auth/index.html']) {
    config.plugins.push(
      new rspack.HtmlRspackPlugin({
        template: './public/index.html',
        filename,
        templateParameters: { themeBootScript, earlyRequests: '', installableAppTags },
        minify: false,
        inject: 'body',
        scriptLoading: 'defer',
      }),
    );
  }
  return config;
}

export default (_env, argv = {}) => {
  const isProduction = (argv.mode ?? process.env.NODE_ENV ?? 'production') === 'production';
  const config = baseConfig({ projectRoot, isProduction, publicPath: '/' });
  config.name = 'app';
  config.output.clean = { keep: (file) => isPublicPageOutput(file) };
  config.plugins.push(
    new ModuleFederationPlugin({
      name: 'shell',
      remotes: {},
      shared: sharedWithStartUpEager(isProduction),
      // 'version-first' would fetch every remote's manifest at start-up: one remote down would blank the shell
      shareStrategy: 'loaded-first',
      manifest: true,
      dts: false,
      // One copy of the federation runtime for the whole app: the remotes are built with externalRuntime.
      experiments: { provideExternalRuntime: true, optimization: { target: 'web' } },
    }),
    new rspack.HtmlRspackPlugin({
      template: './public/index.html',
      // development has no worker and no manifest (scripts/mf/build-pwa.mjs writes them after a production build)
      templateParameters: {
        themeBootScript,
        earlyRequests: APP_EARLY_REQUESTS,
        installableAppTags: isProduction ? installableAppTags : '',
      },
      // Unminified, so the inline script ships byte for byte as shared-ui's tests ran it (scripts/check-shell-html.mjs).
      minify: false,
      inject: 'body',
      scriptLoading: 'defer',
    }),
    new rspack.CopyRspackPlugin({ patterns: [{ from: 'public', globOptions: { ignore: ['**/index.html'] } }] }),
    new RuntimeConfigDefaultsPlugin(remotes),
    new EsmFederationRuntimePlugin(),
    new rspack.DefinePlugin({ __FEDERATION_HELPER_GLOBALS__: JSON.stringify(RUNTIME_HELPER_GLOBALS) }),
  );
  // the service worker precaches what this compilation emitted (scripts/mf/build-pwa.mjs)
  if (isProduction) config.plugins.push(new AssetListPlugin());
  // The lazily loaded design-system entries (controls, overlays) use the same radix internals (presence,
  // controllable state, collection, roving focus ...), too small for the default split: each chunk took a
  // copy of its own. Those used by two or more of them get one chunk instead.
  config.optimization = {
    ...config.optimization,
    splitChunks: {
      cacheGroups: {
        radixInternals: {
          test: /[\\/]node_modules[\\/]@radix-ui[\\/]/,
          chunks: 'async',
          minChunks: 2,
          minSize: 0,
          priority: 10,
          reuseExistingChunk: true,
        },
      },
    },
  };
  config.devServer = {
    port: 4200,
    hot: true,
    historyApiFallback: true,
    static: false,
    // `npm run dev` writes the runtime config (local backend key, remote URLs) to a file of its own
    setupMiddlewares: (middlewares) => {
      // no service worker in development: a production build's worker left on this origin removes itself
      middlewares.unshift(selfRemovingWorkerMiddleware(PWA_FILES.serviceWorker));
      const configFile = process.env.ONETHING_CONFIG_FILE;
      if (configFile) {
        middlewares.unshift({
          name: 'runtime-config',
          path: '/config.json',
          middleware: (_req, res) => {
            res.setHeader('Content-Type', 'application/json');
            res.setHeader('Cache-Control', 'no-cache');
            res.end(readFileSync(configFile));
          },
        });
      }
      return middlewares;
    },
  };
  return isProduction ? [config, publicPagesConfig()] : config;
};
