// Build-time list of Module Federation shared singletons, used by the shell and every remote.
// Only exact import strings are shared, so every path the code imports is listed (react/jsx-runtime,
// react-dom/client, react-router ...). Versions come from the installed packages and ranges from the
// root package.json, so host and remotes agree and scripts/check-shared-versions.mjs can verify builds.
import { createRequire } from 'node:module';
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import path from 'node:path';

const require = createRequire(import.meta.url);
export const workspaceRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const rootPkg = JSON.parse(readFileSync(path.join(workspaceRoot, 'package.json'), 'utf8'));

function installedVersion(pkg) {
  return JSON.parse(readFileSync(require.resolve(`${pkg}/package.json`, { paths: [workspaceRoot] }), 'utf8')).version;
}

function workspaceVersion(folder) {
  return JSON.parse(readFileSync(path.join(workspaceRoot, folder, 'package.json'), 'utf8')).version;
}

/** [import path, package that owns its version] */
const THIRD_PARTY = [
  ['react', 'react'],
  ['react/jsx-runtime', 'react'],
  ['react/jsx-dev-runtime', 'react'],
  ['react-dom', 'react-dom'],
  ['react-dom/client', 'react-dom'],
  ['@tanstack/react-query', '@tanstack/react-query'],
  ['@tanstack/query-core', '@tanstack/query-core'],
  ['jotai', 'jotai'],
  ['jotai/react', 'jotai'],
  ['jotai/vanilla', 'jotai'],
  ['jotai/utils', 'jotai'],
  ['styled-components', 'styled-components'],
];

function requiredRange(pkg) {
  const declared = rootPkg.dependencies?.[pkg] ?? rootPkg.devDependencies?.[pkg];
  // transitive packages (react-router, query-core) must match the installed major.minor
  return declared ?? `~${installedVersion(pkg)}`;
}

/**
 * @param {{ provideWorkspaceLibraries?: boolean }} options false for a remote: it takes shared-data and
 *   shared-ui only from the shell and bundles no copy of its own (see below).
 */
export function sharedDependencies({ provideWorkspaceLibraries = true } = {}) {
  const shared = {};
  for (const [importPath, pkg] of THIRD_PARTY) {
    shared[importPath] = {
      singleton: true,
      requiredVersion: requiredRange(pkg),
      version: installedVersion(pkg),
    };
  }
  // The router is shared through a module that re-exports only what the apps use, so the shared copy is
  // tree-shaken (a shared package is otherwise bundled whole: react-router's server and cookie code too).
  shared['react-router-dom'] = {
    import: ROUTER_MODULE,
    singleton: true,
    requiredVersion: requiredRange('react-router-dom'),
    version: installedVersion('react-router-dom'),
  };
  for (const folder of ['shared-ui', 'shared-data']) {
    const { exports } = readPackage(folder);
    for (const entry of publicEntryPoints(folder)) {
      // `import` makes the shell provide every entry, whether or not its own code imports it, so every
      // entry a remote asks for is there. A remote provides none (`import: false`): a copy it offered would
      // be registered even when the remote itself is refused (built against another major), and an entry
      // the shell has not loaded yet (calendar, date-picker ...) goes to the highest version registered, so
      // one incompatible remote would break the others. Its manifest still lists what it requires.
      shared[`@onething/${folder}${entry.slice(1)}`] = {
        ...workspaceShare(workspaceVersion(folder)),
        import: provideWorkspaceLibraries ? path.join(workspaceRoot, folder, exports[entry]) : false,
      };
    }
  }
  return shared;
}

export const ROUTER_MODULE = path.join(workspaceRoot, 'scripts/mf/react-router-shared.mjs');

/** A workspace library's entry points ('.', './icons' ...) from its package.json, test helpers left out. */
const readPackage = (folder) => JSON.parse(readFileSync(path.join(workspaceRoot, folder, 'package.json'), 'utf8'));

export function publicEntryPoints(folder) {
  const { exports } = readPackage(folder);
  return Object.keys(exports).filter((entry) => !/test/.test(entry));
}

// The workspace libraries' versions follow their public API (scripts/check-api-versions.mjs): a remote
// needs the major it was built against and at least its minor. The shell's copy is always the one in use
// (it is loaded first), so with strictVersion the runtime throws instead of only warning when that copy
// does not satisfy a remote, and the remote's boundary shows its error screen instead of running
// against an API it was not built for.
export function workspaceShare(version) {
  return { singleton: true, requiredVersion: `^${version}`, version, strictVersion: true };
}

/** Container names must be JS identifiers, so `mf-habits` builds as `mf_habits`. */
export const containerName = (project) => project.replace(/-/g, '_');
