// The whole rspack configuration of one remote: its exposes go in, a self-contained static folder with
// mf-manifest.json and remoteEntry.js comes out. `publicPath: 'auto'` lets the folder be served from any
// origin or path; chunks resolve relative to the manifest.
import path from 'node:path';
import { ModuleFederationPlugin } from '@module-federation/enhanced/rspack';
import { baseConfig } from './rspack-base.mjs';
import { EsmFederationRuntimePlugin } from './esm-federation-runtime.mjs';
import { RUNTIME_HELPER_GLOBALS } from './runtime-helper-globals.mjs';
import { readRemoteDeclaration } from './remote-registry.mjs';
import { containerName, sharedDependencies } from './shared-deps.mjs';

/** A remote's configuration from its declaration (remote.json): what it exposes and its dev port. */
export function declaredRemoteConfig(projectRoot) {
  const { exposes, devPort } = readRemoteDeclaration(projectRoot);
  return remoteConfig({ projectRoot, exposes, devPort });
}

export function remoteConfig({ projectRoot, exposes, devPort }) {
  return (_env, argv = {}) => {
    const isProduction = (argv.mode ?? process.env.NODE_ENV ?? 'production') === 'production';
    const config = baseConfig({ projectRoot, isProduction, publicPath: 'auto' });
    // a remote has no entry of its own: everything is reached through remoteEntry.js
    config.entry = {};
    config.plugins.push(
      new ModuleFederationPlugin({
        name: containerName(path.basename(projectRoot)),
        filename: 'remoteEntry.js',
        exposes,
        shared: sharedDependencies({ provideWorkspaceLibraries: false }),
        manifest: true,
        dts: false,
        // The federation runtime comes from the shell (provideExternalRuntime), not once more per remote.
        // disableRemote: a remote loads no other remote, so its bundler runtime leaves that code out (the
        // glue only wires remote loading where the build has remotes).
        experiments: { externalRuntime: true, optimization: { target: 'web', disableRemote: true } },
      }),
      new EsmFederationRuntimePlugin(),
    );
    // The runtime's helper libraries come from the shell too (shell/src/module-federation/provide-runtime-helpers.ts).
    config.externalsType = 'global';
    config.externals = { ...RUNTIME_HELPER_GLOBALS };
    config.devServer = {
      port: devPort,
      hot: true,
      headers: { 'Access-Control-Allow-Origin': '*' },
      allowedHosts: 'all',
    };
    return config;
  };
}
