// The registry of remotes: every workspace folder with a remote.json is a remote, and that file is the one
// place it is declared (what it exposes, the path prefixes it owns, its sidebar entries, its dev port). The
// folder name is the remote's name: `mf-notes` is the package `@onething/mf-notes`, the key in config.json
// and, as a JS identifier, the federation container `mf_notes`. Read by the remote's own build (exposes,
// dev port), the shell's build (route table, sidebar, config.json's defaults: shell-registry.mjs) and the
// tooling (app servers, dev, start, size report, checks).
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { containerName, workspaceRoot } from './shared-deps.mjs';

export const DECLARATION_FILE = 'remote.json';

/** The sidebar's groups, in order: the shell's layout, read here to check what a remote names. */
export const SIDEBAR_GROUPS_FILE = 'shell/src/layout/sidebar-groups.json';

const NAME = /^mf-[a-z][a-z0-9]*(-[a-z0-9]+)*$/;
const EXPOSED = /^\.\/[a-z][a-z0-9]*(-[a-z0-9]+)*$/;
/** `/` alone, or a prefix of lower-case segments, with `/*` when the remote routes below it. */
const ROUTE_PATH = /^(\/|(\/[a-z0-9][a-z0-9-]*)+(\/\*)?)$/;
const ICON = /^[A-Z][A-Za-z0-9]*$/;
const SHORTCUT = /^[1-9]$/;

const readJson = (file) => JSON.parse(readFileSync(file, 'utf8'));

/** The root package.json's workspaces as folder names, `*` patterns (`mf-*`) expanded as npm does. */
export function workspaceFolders(root = workspaceRoot) {
  const { workspaces = [] } = readJson(path.join(root, 'package.json'));
  return workspaces.flatMap((pattern) => {
    if (!pattern.includes('*')) return [pattern];
    const parent = path.dirname(pattern);
    const matcher = new RegExp(`^${path.basename(pattern).split('*').map(escapeRegExp).join('[^/]*')}$`);
    return readdirSync(path.join(root, parent))
      .filter((name) => matcher.test(name) && existsSync(path.join(root, parent, name, 'package.json')))
      .map((name) => path.join(parent, name))
      .sort();
  });
}

const escapeRegExp = (text) => text.replace(/[.+?^${}()|[\]\\]/g, '\\$&');

export function sidebarGroups(root = workspaceRoot) {
  return readJson(path.join(root, SIDEBAR_GROUPS_FILE));
}

/** The prefix a route path owns, as the router matches it (case-insensitively): `/habits/*` → `/habits`. */
export const routePrefix = (routePath) => routePath.replace(/\/\*$/, '').toLowerCase();

/** Whether `pathname` opens `routePath`: `/` alone, or the prefix followed by nothing or by `/` and more. */
export function routeMatches(routePath, pathname) {
  const wanted = pathname.toLowerCase();
  if (!routePath.endsWith('/*')) return wanted === routePath.toLowerCase();
  const prefix = routePrefix(routePath);
  return wanted === prefix || wanted.startsWith(`${prefix}/`);
}

/**
 * One remote's declaration, checked on its own (its exposed files exist, every route names one of its
 * exposed modules, every sidebar entry opens one of its routes, in a known group).
 * @param {string} projectRoot the remote's folder
 */
export function readRemoteDeclaration(projectRoot, { root = workspaceRoot } = {}) {
  const name = path.basename(projectRoot);
  const file = path.join(projectRoot, DECLARATION_FILE);
  const declaration = readJson(file);
  const problems = [];
  const packageName = existsSync(path.join(projectRoot, 'package.json'))
    ? readJson(path.join(projectRoot, 'package.json')).name
    : undefined;
  if (!NAME.test(name))
    problems.push(
      `the folder name must be mf- and lower-case words joined by "-" (it names the remote), not "${name}"`,
    );
  if (packageName !== `@onething/${name}`)
    problems.push(`package.json's name must be "@onething/${name}" (the folder's name), not "${packageName}"`);

  const { devPort, exposes = {}, routes = [], sidebar = [] } = declaration;
  if (!Number.isInteger(devPort) || devPort < 1024 || devPort > 65535)
    problems.push(`"devPort" must be a port number (1024-65535), not ${JSON.stringify(devPort)}`);
  for (const [exposed, module] of Object.entries(exposes)) {
    if (!EXPOSED.test(exposed)) problems.push(`exposed name "${exposed}" must look like "./calendar"`);
    if (typeof module !== 'string' || !module.startsWith('./'))
      problems.push(`exposed module ${exposed} must be a path relative to the remote's folder ("./src/...")`);
    else if (!existsSync(path.join(projectRoot, module)))
      problems.push(`exposed module ${exposed}: ${module} does not exist`);
  }
  if (!Array.isArray(routes)) problems.push('"routes" must be a list');
  for (const route of routes) {
    if (!ROUTE_PATH.test(route.path ?? ''))
      problems.push(`route path "${route.path}" must be "/" or a prefix such as "/calendar/*"`);
    if (!Object.hasOwn(exposes, route.exposed))
      problems.push(`route ${route.path} renders "${route.exposed}", which "exposes" does not list`);
    if (typeof route.title !== 'string' || route.title === '')
      problems.push(`route ${route.path} needs a "title" (the tab title)`);
  }
  const groups = new Set(sidebarGroups(root).map((group) => group.id));
  if (!Array.isArray(sidebar)) problems.push('"sidebar" must be a list');
  for (const entry of sidebar) {
    const where = `sidebar entry "${entry.label}"`;
    if (typeof entry.label !== 'string' || entry.label === '') problems.push('every sidebar entry needs a "label"');
    if (!routes.some((route) => routeMatches(route.path, entry.to ?? '')))
      problems.push(`${where} opens ${entry.to}, which none of this remote's routes owns`);
    if (!ICON.test(entry.icon ?? ''))
      problems.push(`${where}: "icon" must be the name of a lucide-react icon ("CalendarDays")`);
    if (!groups.has(entry.group))
      problems.push(
        `${where}: group "${entry.group}" is not one of ${[...groups].join(', ')} (${SIDEBAR_GROUPS_FILE})`,
      );
    if (!Number.isInteger(entry.order))
      problems.push(`${where}: "order" must be a whole number (its place in the group)`);
    if (entry.shortcut !== undefined && !SHORTCUT.test(entry.shortcut))
      problems.push(`${where}: "shortcut" must be one digit 1-9 (Ctrl/Cmd + it opens the page)`);
    if (
      entry.keywords !== undefined &&
      !(Array.isArray(entry.keywords) && entry.keywords.every((word) => typeof word === 'string'))
    ) {
      problems.push(`${where}: "keywords" must be a list of words`);
    }
  }
  if (problems.length > 0) throw new Error(`${path.relative(root, file)}:\n  ${problems.join('\n  ')}`);
  return { name, container: containerName(name), folder: projectRoot, devPort, exposes, routes, sidebar };
}

/** Fails with every value two remotes share: a dev port, a path prefix, a sidebar link, place or shortcut. */
function checkAcrossRemotes(remotes) {
  const problems = [];
  const owners = new Map();
  const claim = (what, owner) => {
    if (owners.has(what)) problems.push(`${owners.get(what)} and ${owner} both use ${what}`);
    else owners.set(what, owner);
  };
  const prefixes = [];
  for (const remote of remotes) {
    claim(`dev port ${remote.devPort}`, remote.name);
    for (const route of remote.routes) {
      // nested prefixes (/a and /a/b) would leave which remote opens /a/b to the order of the route table
      const prefix = routePrefix(route.path);
      const overlapping = prefixes.find(
        (other) =>
          other.prefix === prefix ||
          (prefix !== '/' &&
            other.prefix !== '/' &&
            (prefix.startsWith(`${other.prefix}/`) || other.prefix.startsWith(`${prefix}/`))),
      );
      if (overlapping)
        problems.push(
          `${remote.name}'s ${route.path} overlaps ${overlapping.remote}'s ${overlapping.path}: a path prefix belongs to one remote`,
        );
      prefixes.push({ prefix, path: route.path, remote: remote.name });
    }
    for (const entry of remote.sidebar) {
      claim(`the sidebar link to ${entry.to}`, remote.name);
      claim(`order ${entry.order} in sidebar group ${entry.group}`, remote.name);
      if (entry.shortcut) claim(`shortcut ${entry.shortcut}`, remote.name);
    }
  }
  if (problems.length > 0)
    throw new Error(`The remotes' declarations (${DECLARATION_FILE}) disagree:\n  ${problems.join('\n  ')}`);
}

/** Every remote of the workspace, checked, in the order of their dev ports. */
export function readRemotes(root = workspaceRoot) {
  const remotes = workspaceFolders(root)
    .filter((folder) => existsSync(path.join(root, folder, DECLARATION_FILE)))
    .map((folder) => readRemoteDeclaration(path.join(root, folder), { root }))
    .sort((a, b) => a.devPort - b.devPort);
  checkAcrossRemotes(remotes);
  return remotes;
}

/** The remotes' sidebar entries in the sidebar's order: by group, then by their order in it. */
export function sidebarEntries(remotes, groups) {
  const groupIndex = new Map(groups.map((group, index) => [group.id, index]));
  return remotes
    .flatMap((remote) => remote.sidebar.map((entry) => ({ ...entry, remote: remote.name })))
    .sort((a, b) => groupIndex.get(a.group) - groupIndex.get(b.group) || a.order - b.order);
}

/**
 * The shell's config.json for development: every remote at its dev port on localhost, the local backend.
 * A deployment replaces the file (the backend's URL and key, each remote's manifest URL); `npm start` and
 * the tests serve one written for the servers they start.
 */
export function developmentRuntimeConfig(remotes) {
  return {
    supabaseUrl: 'http://127.0.0.1:54321',
    supabaseAnonKey: 'replaced-at-start',
    remotes: Object.fromEntries(
      remotes.map((remote) => [remote.name, `http://localhost:${remote.devPort}/mf-manifest.json`]),
    ),
  };
}
