// A benchmark target, not a product: the shell and every remote built as ONE single-page app without
// Module Federation, to measure what the micro-frontend split costs (scripts/bench/single-bundle.mjs).
// It takes the shell's own rspack config (its app compilation: entry, loaders, HTML, copied public
// files, compression) and drops its ModuleFederationPlugin. The shell still calls the MF runtime
// (register the remotes from /config.json, loadRemote('mf_habits/habits')); that import is aliased to a
// generated module whose loadRemote is a lazy import() of the exposed source file, so every remote page
// stays its own chunk (rspack's default code splitting by route) and registering remotes is a no-op.
//
//   npx rspack build -c scripts/bench/single-bundle.rspack.config.mjs   → dist-single/
import { mkdirSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { REMOTES } from '../app-servers.mjs';
import { containerName, workspaceRoot } from '../mf/shared-deps.mjs';
import { runtimeStubSource } from './runtime-stub.mjs';

export const SINGLE_BUNDLE_DIST = path.join(workspaceRoot, 'dist-single');
// Every import path through which the shell may reach the MF runtime.
const RUNTIME_IMPORTS = [
  '@module-federation/enhanced/runtime',
  '@module-federation/runtime',
  '@module-federation/runtime-core',
];

const isFederation = (plugin) => plugin?.constructor?.name === 'ModuleFederationPlugin';

/** Each remote's exposes, read through its own rspack config (which takes them from remote.json, or at older commits lists them). */
export async function remoteExposes() {
  const result = [];
  for (const project of REMOTES) {
    const configModule = await import(pathToFileURL(path.join(workspaceRoot, project, 'rspack.config.mjs')).href);
    const config = await (typeof configModule.default === 'function'
      ? configModule.default({}, { mode: 'production' })
      : configModule.default);
    const federation = config.plugins.find(isFederation);
    const exposes = federation?._options?.exposes;
    if (!exposes || typeof exposes !== 'object')
      throw new Error(`${project}/rspack.config.mjs has no ModuleFederationPlugin exposes`);
    for (const [key, value] of Object.entries(exposes)) {
      const file = typeof value === 'string' ? value : Array.isArray(value) ? value[0] : value.import;
      result.push({
        remote: project,
        container: containerName(project),
        exposed: key,
        file: path.resolve(config.context ?? path.join(workspaceRoot, project), file),
      });
    }
  }
  return result;
}

export default async (_env, argv = {}) => {
  const shellConfigModule = await import(pathToFileURL(path.join(workspaceRoot, 'shell', 'rspack.config.mjs')).href);
  const shellConfigs = await shellConfigModule.default(_env, { ...argv, mode: argv.mode ?? 'production' });
  // The shell may build several compilations (the app, and the pre-sign-in pages without federation):
  // the app is the one with the federation plugin; the signed-in visits measured here load only it.
  const candidates = [shellConfigs].flat().filter((c) => c.plugins.some(isFederation));
  if (candidates.length !== 1)
    throw new Error(`expected one shell compilation with Module Federation, found ${candidates.length}`);
  const config = candidates[0];
  const federationCount = config.plugins.filter(isFederation).length;
  if (federationCount !== 1)
    throw new Error(`expected one ModuleFederationPlugin in the shell's config, found ${federationCount}`);
  config.plugins = config.plugins.filter((plugin) => !isFederation(plugin));

  const stubDir = path.join(tmpdir(), 'onething-bench');
  mkdirSync(stubDir, { recursive: true });
  const stubFile = path.join(stubDir, 'mf-runtime-stub.mjs');
  writeFileSync(stubFile, runtimeStubSource(await remoteExposes()));
  config.resolve = {
    ...config.resolve,
    alias: { ...config.resolve?.alias, ...Object.fromEntries(RUNTIME_IMPORTS.map((name) => [`${name}$`, stubFile])) },
  };
  // A runtime function the shell imports but the stub lacks must fail the build, not be undefined at run time.
  config.module.parser = {
    ...config.module.parser,
    javascript: { ...config.module.parser?.javascript, exportsPresence: 'error' },
  };
  config.output = { ...config.output, path: SINGLE_BUNDLE_DIST, clean: true };
  delete config.devServer;
  return config;
};
