// What the shell takes from the registry of remotes (remote-registry.mjs), written as two TypeScript
// modules in the shell: the remotes' names and route table, and their sidebar entries with the icons
// imported by name (so the bundle holds those icons only). The shell's build rewrites them from the
// remote.json files before it compiles, so a new remote folder is in the next build with no edit to the
// shell; they are committed so that type checks, tests and editors see them without a build.
//
//   npm run remotes    rewrites them and lists the remotes
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import {
  developmentRuntimeConfig,
  readRemotes,
  routePrefix,
  sidebarEntries,
  sidebarGroups,
} from './remote-registry.mjs';
import { workspaceRoot } from './shared-deps.mjs';

export const SHELL_ROUTES_FILE = 'shell/src/module-federation/remotes.gen.ts';
export const SHELL_SIDEBAR_FILE = 'shell/src/layout/remote-sidebar.gen.ts';

const HEADER = `// Generated from the remotes' remote.json files by scripts/mf/shell-registry.mjs (the shell's build and
// \`npm run remotes\` rewrite it): edit those files, not this one.
`;

/** A single-quoted TypeScript string, as the code base writes them. */
const quote = (text) => `'${String(text).replace(/\\/g, '\\\\').replace(/'/g, "\\'")}'`;

function routesSource(remotes) {
  const routes = remotes.flatMap((remote) =>
    remote.routes.map(
      (route) =>
        `  { path: ${quote(route.path)}, title: ${quote(route.title)}, remote: ${quote(remote.name)}, exposed: ${quote(route.exposed)} },`,
    ),
  );
  return `${HEADER}
/** Every remote, in the order of their dev ports. */
export const REMOTE_NAMES = [${remotes.map((remote) => quote(remote.name)).join(', ')}] as const;

/** Each path prefix a remote owns, the module it exposes for it and the tab title while its page names none. */
export const DECLARED_REMOTE_ROUTES = [
${routes.join('\n')}
] as const;
`;
}

function sidebarSource(remotes, groups) {
  const entries = sidebarEntries(remotes, groups);
  const icons = [...new Set(entries.map((entry) => entry.icon))].sort();
  const lines = entries.map((entry) => {
    const fields = [
      `group: ${quote(entry.group)}`,
      `label: ${quote(entry.label)}`,
      `to: ${quote(entry.to)}`,
      `icon: ${entry.icon}`,
    ];
    if (entry.shortcut) fields.push(`shortcut: ${quote(entry.shortcut)}`);
    if (entry.keywords?.length) fields.push(`keywords: [${entry.keywords.map(quote).join(', ')}]`);
    return `  { ${fields.join(', ')} },`;
  });
  return `${HEADER}import { ${icons.join(', ')} } from 'lucide-react';

/** The remotes' sidebar entries in the sidebar's order (by group, then by their order in it). */
export const REMOTE_SIDEBAR_ENTRIES = [
${lines.join('\n')}
];
`;
}

/** The two modules' paths (relative to the workspace) and their contents. */
export function shellRegistrySources(remotes, groups) {
  return [
    { file: SHELL_ROUTES_FILE, source: routesSource(remotes) },
    { file: SHELL_SIDEBAR_FILE, source: sidebarSource(remotes, groups) },
  ];
}

/** The modules whose file differs from what the declarations give. */
export function staleShellRegistry(root = workspaceRoot, remotes = readRemotes(root)) {
  return shellRegistrySources(remotes, sidebarGroups(root)).filter(({ file, source }) => {
    const target = path.join(root, file);
    return !existsSync(target) || readFileSync(target, 'utf8') !== source;
  });
}

/** Rewrites the modules that changed (only those, so an unchanged registry leaves the files untouched). */
export function writeShellRegistry(root = workspaceRoot, remotes = readRemotes(root)) {
  const stale = staleShellRegistry(root, remotes);
  for (const { file, source } of stale) writeFileSync(path.join(root, file), source);
  return stale.map(({ file }) => file);
}

/** Emits dist/config.json with each remote at its dev port (a deployment, `npm start` and the tests replace it). */
export class RuntimeConfigDefaultsPlugin {
  constructor(remotes) {
    this.source = `${JSON.stringify(developmentRuntimeConfig(remotes), null, 2)}\n`;
  }

  apply(compiler) {
    const { Compilation, sources } = compiler.webpack;
    compiler.hooks.thisCompilation.tap('RuntimeConfigDefaultsPlugin', (compilation) => {
      compilation.hooks.processAssets.tap(
        { name: 'RuntimeConfigDefaultsPlugin', stage: Compilation.PROCESS_ASSETS_STAGE_ADDITIONAL },
        () => {
          compilation.emitAsset('config.json', new sources.RawSource(this.source));
        },
      );
    });
  }
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const remotes = readRemotes();
  const written = writeShellRegistry(workspaceRoot, remotes);
  console.log(written.length > 0 ? `Rewrote ${written.join(', ')}.` : "The shell's registry modules are up to date.");
  console.log('\nremote'.padEnd(20) + 'dev port'.padEnd(10) + 'paths');
  for (const remote of remotes) {
    console.log(
      `${remote.name.padEnd(19)}${String(remote.devPort).padEnd(10)}${remote.routes.map((route) => routePrefix(route.path)).join(' ')}`,
    );
  }
}
