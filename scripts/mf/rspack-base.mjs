// Rspack settings common to the shell and the remotes: TypeScript/React through the built-in SWC loader,
// CSS for the few libraries that ship stylesheets, content-hashed chunk names for immutable caching.
import path from 'node:path';
import rspack from '@rspack/core';
import { compressionPlugins } from './compression.mjs';
import { workspaceRoot } from './shared-deps.mjs';

export function baseConfig({ projectRoot, isProduction, publicPath }) {
  return {
    mode: isProduction ? 'production' : 'development',
    context: projectRoot,
    devtool: isProduction ? 'source-map' : 'eval-cheap-module-source-map',
    entry: { main: './src/index.ts' },
    output: {
      path: path.join(projectRoot, 'dist'),
      publicPath,
      filename: isProduction ? '[name].[contenthash:10].js' : '[name].js',
      chunkFilename: isProduction ? '[name].[contenthash:10].js' : '[name].js',
      assetModuleFilename: 'assets/[name].[contenthash:10][ext]',
      cssFilename: isProduction ? '[name].[contenthash:10].css' : '[name].css',
      cssChunkFilename: isProduction ? '[name].[contenthash:10].css' : '[name].css',
      clean: true,
      uniqueName: path.basename(projectRoot).replace(/-/g, '_'),
    },
    resolve: {
      extensions: ['.ts', '.tsx', '.mjs', '.js', '.json'],
      // supabase-js imports its realtime and storage clients with every client; the app streams on one
      // page and stores no files, so the browser builds load realtime on demand and leave storage out.
      alias: {
        '@supabase/realtime-js$': path.join(workspaceRoot, 'shared-data/src/supabase/deferred-realtime.ts'),
        '@supabase/storage-js$': path.join(workspaceRoot, 'shared-data/src/supabase/unused-storage.ts'),
      },
    },
    module: {
      // A named import that a module does not export fails the build (the shared router lists its exports).
      parser: { javascript: { exportsPresence: 'error' } },
      rules: [
        {
          test: /\.[cm]?[jt]sx?$/,
          exclude: /node_modules/,
          loader: 'builtin:swc-loader',
          options: {
            jsc: {
              parser: { syntax: 'typescript', tsx: true },
              transform: { react: { runtime: 'automatic', development: !isProduction } },
              target: 'es2022',
            },
          },
          type: 'javascript/auto',
        },
        { test: /\.css$/, type: 'css/auto' },
        { test: /\.(png|svg|jpe?g|gif|webp|woff2?|mp3|ogg)$/, type: 'asset/resource' },
      ],
    },
    plugins: [
      new rspack.DefinePlugin({ 'process.env.NODE_ENV': JSON.stringify(isProduction ? 'production' : 'development') }),
      // .br and .gz next to each text asset, for the static server to send compressed
      ...compressionPlugins({ isProduction }),
    ],
    performance: { hints: false },
    stats: 'errors-warnings',
    infrastructureLogging: { level: 'warn' },
  };
}
