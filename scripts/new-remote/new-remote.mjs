// `npm run new-remote -- <name> [options]`: a new remote from the common template, registered. It writes
// mf-<name>/ (remote.json, package, build settings, README, a route module and a page), then the shell's
// registry modules; the root package.json's workspaces take every mf-* folder, so nothing else changes.
//
//   npm run new-remote -- notes --label "Notes" --path /notes --icon NotebookPen --group tools-and-growth
//
// Options (all optional): --label (sidebar label, page heading; default from the name), --title (tab title;
// default the label), --path (the prefix it owns; default /<name>), --icon (a lucide-react icon; default
// Puzzle), --group (sidebar group, see shell/src/layout/sidebar-groups.json; default tools-and-growth),
// --shortcut (a digit for Ctrl/Cmd + it), --port (dev port; default the next after the others),
// --dry-run (print the files, write nothing).
import { existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { readRemotes, sidebarGroups, workspaceFolders } from '../mf/remote-registry.mjs';
import { workspaceRoot } from '../mf/shared-deps.mjs';
import { writeShellRegistry } from '../mf/shell-registry.mjs';
import { remoteFiles } from './remote-template.mjs';

const NAME = /^[a-z][a-z0-9]*(-[a-z0-9]+)*$/;
const PATH = /^(\/[a-z0-9][a-z0-9-]*)+$/;
const DEFAULT_ICON = 'Puzzle';
const DEFAULT_GROUP = 'tools-and-growth';
/** Sidebar orders leave room between entries, so one can be put between two others later. */
const ORDER_STEP = 10;

/** `reading-list` → `Reading List` */
const words = (name) =>
  name
    .split('-')
    .map((word) => word[0].toUpperCase() + word.slice(1))
    .join(' ');

/**
 * What `npm run new-remote` writes, as a declaration and files, checked against the remotes there are.
 * @param {{ name: string, label?: string, title?: string, path?: string, icon?: string, group?: string, shortcut?: string, port?: number }} options
 */
export function planRemote(options, { root = workspaceRoot } = {}) {
  const name = options.name?.replace(/^mf-/, '') ?? '';
  if (!NAME.test(name))
    throw new Error(`The name must be lower-case words joined by "-" ("notes", "reading-list"), not "${options.name}"`);
  const folder = `mf-${name}`;
  if (existsSync(path.join(root, folder))) throw new Error(`${folder} exists already`);
  const label = options.label ?? words(name);
  const title = options.title ?? label;
  const prefix = options.path ?? `/${name}`;
  if (!PATH.test(prefix))
    throw new Error(`--path must be a prefix such as /${name} (lower-case segments), not "${prefix}"`);
  const group = options.group ?? DEFAULT_GROUP;
  const groups = sidebarGroups(root).map((known) => known.id);
  if (!groups.includes(group)) throw new Error(`--group must be one of ${groups.join(', ')}, not "${group}"`);

  const remotes = readRemotes(root);
  const devPort = options.port ?? Math.max(4200, ...remotes.map((remote) => remote.devPort)) + 1;
  const lastOrder = Math.max(
    0,
    ...remotes.flatMap((remote) => remote.sidebar.filter((entry) => entry.group === group).map((entry) => entry.order)),
  );
  const exposed = `./${name}`;
  const declaration = {
    devPort,
    exposes: { [exposed]: `./src/routes/${name}-route.tsx` },
    routes: [{ path: `${prefix}/*`, exposed, title }],
    sidebar: [
      {
        label,
        to: prefix,
        icon: options.icon ?? DEFAULT_ICON,
        group,
        order: lastOrder + ORDER_STEP,
        ...(options.shortcut ? { shortcut: options.shortcut } : {}),
      },
    ],
  };
  return { name, folder, declaration, files: remoteFiles({ name, declaration, label }) };
}

/** Whether the root package.json's workspaces take the folder (`mf-*` takes every remote). */
const isWorkspace = (root, folder) => workspaceFolders(root).includes(folder);

/**
 * Writes the remote and registers it: checks the whole registry with it (removing it again if that fails)
 * and rewrites the shell's registry modules. Returns what it wrote, relative to the workspace.
 */
export function createRemote(plan, { root = workspaceRoot } = {}) {
  const written = [];
  const projectRoot = path.join(root, plan.folder);
  for (const [file, content] of Object.entries(plan.files)) {
    mkdirSync(path.dirname(path.join(projectRoot, file)), { recursive: true });
    writeFileSync(path.join(projectRoot, file), content);
    written.push(path.join(plan.folder, file));
  }
  try {
    if (!isWorkspace(root, plan.folder)) {
      const packageFile = path.join(root, 'package.json');
      const rootPackage = JSON.parse(readFileSync(packageFile, 'utf8'));
      rootPackage.workspaces.push(plan.folder);
      writeFileSync(packageFile, `${JSON.stringify(rootPackage, null, 2)}\n`);
      written.push('package.json');
    }
    written.push(...writeShellRegistry(root, readRemotes(root)));
  } catch (error) {
    rmSync(projectRoot, { recursive: true, force: true });
    throw error;
  }
  return written;
}

/** The written files in the workspace's Prettier style, so `npm run lint` stays clean after a generation. */
async function formatWritten(files) {
  const prettier = await import('prettier');
  for (const file of files) {
    const filepath = path.join(workspaceRoot, file);
    const { ignored, inferredParser } = await prettier.getFileInfo(filepath, {
      ignorePath: path.join(workspaceRoot, '.prettierignore'),
    });
    if (ignored || !inferredParser) continue;
    const options = await prettier.resolveConfig(filepath);
    writeFileSync(filepath, await prettier.format(readFileSync(filepath, 'utf8'), { ...options, filepath }));
  }
}

/** Whether lucide-react has an icon of that name (the shell imports it by name). */
async function iconExists(icon) {
  const icons = await import('lucide-react');
  return Object.hasOwn(icons, icon);
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const { values, positionals } = parseArgs({
    allowPositionals: true,
    options: {
      label: { type: 'string' },
      title: { type: 'string' },
      path: { type: 'string' },
      icon: { type: 'string' },
      group: { type: 'string' },
      shortcut: { type: 'string' },
      port: { type: 'string' },
      'dry-run': { type: 'boolean', default: false },
    },
  });
  try {
    if (positionals.length !== 1)
      throw new Error(
        'Usage: npm run new-remote -- <name> [--label "Notes"] [--path /notes] [--icon NotebookPen] [--group tools-and-growth] [--dry-run]',
      );
    const plan = planRemote({
      ...values,
      name: positionals[0],
      port: values.port === undefined ? undefined : Number(values.port),
    });
    const icon = plan.declaration.sidebar[0].icon;
    if (!(await iconExists(icon)))
      throw new Error(`lucide-react has no icon "${icon}" (https://lucide.dev/icons, written in PascalCase)`);
    if (values['dry-run']) {
      for (const [file, content] of Object.entries(plan.files)) console.log(`── ${plan.folder}/${file}\n${content}`);
    } else {
      const written = createRemote(plan);
      await formatWritten(written);
      const prefix = plan.declaration.sidebar[0].to;
      console.log(`Wrote:\n  ${written.join('\n  ')}\n`);
      const steps = [
        ['npm install', 'links the new workspace and records it in package-lock.json'],
        [`npx nx run @onething/${plan.folder}:build`, `its production build (${plan.folder}/dist)`],
        ['npm start', `builds the rest and serves the app: http://localhost:4200${prefix}`],
        [
          `npm run dev -- ${plan.folder}`,
          `the shell and this remote with hot reload (dev port ${plan.declaration.devPort})`,
        ],
      ];
      const width = Math.max(...steps.map(([command]) => command.length)) + 3;
      console.log(`Next:\n${steps.map(([command, what]) => `  ${command.padEnd(width)}${what}`).join('\n')}`);
    }
  } catch (error) {
    console.error(error instanceof Error ? error.message : error);
    process.exit(1);
  }
}
