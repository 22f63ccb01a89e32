// `npm run new-remote` in a throw-away workspace: the files of the common template, the declaration that
// registers the remote, the shell's registry modules rewritten, and what it refuses.
import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import { existsSync, readFileSync, rmSync } from 'node:fs';
import path from 'node:path';
import { after, test } from 'node:test';
import { readJson, tempWorkspace } from '../mf/remote-registry.fixture.mjs';
import { readRemotes } from '../mf/remote-registry.mjs';
import { SHELL_ROUTES_FILE, SHELL_SIDEBAR_FILE } from '../mf/shell-registry.mjs';
import { workspaceRoot } from '../mf/shared-deps.mjs';
import { createRemote, planRemote } from './new-remote.mjs';
import { pascalCase } from './remote-template.mjs';

const roots = [];
const workspace = (options) => {
  const root = tempWorkspace(options);
  roots.push(root);
  return root;
};
after(() => roots.forEach((root) => rmSync(root, { recursive: true, force: true })));

const read = (root, file) => readFileSync(path.join(root, file), 'utf8');

test('a new remote has the template shape and is registered: its declaration, the route table and the sidebar', () => {
  const root = workspace();
  const written = createRemote(planRemote({ name: 'reading-list', icon: 'BookMarked' }, { root }), { root });
  assert.deepEqual(
    written.sort(),
    [
      'mf-reading-list/README.md',
      'mf-reading-list/package.json',
      'mf-reading-list/remote.json',
      'mf-reading-list/rspack.config.mjs',
      'mf-reading-list/src/features/reading-list/components/reading-list-page.tsx',
      'mf-reading-list/src/routes/reading-list-route.tsx',
      'mf-reading-list/tsconfig.json',
      SHELL_SIDEBAR_FILE,
      SHELL_ROUTES_FILE,
    ].sort(),
  );

  const remote = readRemotes(root).find((candidate) => candidate.name === 'mf-reading-list');
  assert.equal(remote.devPort, 4207, 'the port after the others');
  assert.deepEqual(remote.exposes, { './reading-list': './src/routes/reading-list-route.tsx' });
  assert.deepEqual(remote.routes, [{ path: '/reading-list/*', exposed: './reading-list', title: 'Reading List' }]);
  assert.deepEqual(remote.sidebar, [
    { label: 'Reading List', to: '/reading-list', icon: 'BookMarked', group: 'tools-and-growth', order: 40 },
  ]);

  const pkg = readJson(path.join(root, 'mf-reading-list/package.json'));
  assert.equal(pkg.name, '@onething/mf-reading-list');
  assert.deepEqual(pkg.nx.tags, ['type:remote', 'scope:mf-reading-list']);
  assert.deepEqual(Object.keys(pkg.scripts), ['build', 'lint', 'typecheck', 'serve']);
  assert.match(
    read(root, 'mf-reading-list/rspack.config.mjs'),
    /declaredRemoteConfig\(path\.dirname\(fileURLToPath\(import\.meta\.url\)\)\)/,
  );

  const routes = read(root, 'mf-reading-list/src/routes/reading-list-route.tsx');
  assert.match(routes, /export default function ReadingListRoutes\(\)/);
  assert.match(routes, /<Route index element=\{<ReadingListPage \/>\} \/>/);
  assert.match(routes, /<Route path="\*" element=\{<NotFound \/>\} \/>/);
  const page = read(root, 'mf-reading-list/src/features/reading-list/components/reading-list-page.tsx');
  assert.match(page, /usePageTitle\('Reading List'\);/);
  assert.match(page, /<PageHeader title="Reading List" \/>/);

  assert.match(
    read(root, SHELL_ROUTES_FILE),
    /\{ path: '\/reading-list\/\*', title: 'Reading List', remote: 'mf-reading-list', exposed: '\.\/reading-list' \}/,
  );
  assert.match(
    read(root, SHELL_SIDEBAR_FILE),
    /\{ group: 'tools-and-growth', label: 'Reading List', to: '\/reading-list', icon: BookMarked \}/,
  );
  assert.deepEqual(
    readJson(path.join(root, 'package.json')).workspaces,
    ['shell', 'mf-*', 'shared-ui'],
    'mf-* takes it already',
  );
});

test('the options name the label, title, path, group, place and shortcut; texts are escaped where they land', () => {
  const root = workspace();
  const plan = planRemote(
    {
      name: 'mf-notes',
      label: 'Don\'t "forget"',
      title: 'Notes',
      path: '/notes/all',
      group: 'focus-areas',
      shortcut: '7',
      port: 4300,
    },
    { root },
  );
  assert.equal(plan.folder, 'mf-notes');
  assert.deepEqual(plan.declaration.routes, [{ path: '/notes/all/*', exposed: './notes', title: 'Notes' }]);
  assert.deepEqual(plan.declaration.sidebar, [
    { label: 'Don\'t "forget"', to: '/notes/all', icon: 'Puzzle', group: 'focus-areas', order: 70, shortcut: '7' },
  ]);
  assert.equal(plan.declaration.devPort, 4300);
  createRemote(plan, { root });
  assert.match(read(root, SHELL_SIDEBAR_FILE), /label: 'Don\\'t "forget"'/);
});

test('a workspace list without mf-* gets the new folder', () => {
  const folders = ['shell', 'mf-dashboard', 'mf-onething', 'mf-habits', 'mf-deepwork', 'mf-calendar', 'mf-growth'];
  const root = workspace({ workspaces: folders });
  createRemote(planRemote({ name: 'notes' }, { root }), { root });
  assert.deepEqual(readJson(path.join(root, 'package.json')).workspaces, [...folders, 'mf-notes']);
});

test('it refuses a bad name, an existing remote, a bad path or group, and leaves nothing behind when the registry refuses it', () => {
  const root = workspace();
  assert.throws(() => planRemote({ name: 'Notes' }, { root }), /lower-case words joined by "-"/);
  assert.throws(() => planRemote({ name: 'habits' }, { root }), /mf-habits exists already/);
  assert.throws(() => planRemote({ name: 'notes', path: 'notes' }, { root }), /--path must be a prefix/);
  assert.throws(
    () => planRemote({ name: 'notes', group: 'misc' }, { root }),
    /--group must be one of focus-areas, tools-and-growth, marketplace/,
  );
  const routesBefore = read(root, SHELL_ROUTES_FILE);
  assert.throws(
    () => createRemote(planRemote({ name: 'notes', path: '/habits' }, { root }), { root }),
    /overlaps mf-habits's \/habits\/\*/,
  );
  assert.equal(existsSync(path.join(root, 'mf-notes')), false);
  assert.equal(read(root, SHELL_ROUTES_FILE), routesBefore);
});

test('names become component names', () => {
  assert.equal(pascalCase('notes'), 'Notes');
  assert.equal(pascalCase('reading-list-2'), 'ReadingList2');
});

test('the command: --dry-run prints the files and writes nothing; an unknown icon is refused', () => {
  const script = path.join(workspaceRoot, 'scripts/new-remote/new-remote.mjs');
  const dryRun = spawnSync(process.execPath, [script, 'registry-dry-run', '--label', 'Dry Run', '--dry-run'], {
    encoding: 'utf8',
  });
  assert.equal(dryRun.status, 0, dryRun.stderr);
  assert.match(dryRun.stdout, /── mf-registry-dry-run\/remote\.json/);
  assert.match(dryRun.stdout, /export function RegistryDryRunPage\(\)/);
  assert.equal(existsSync(path.join(workspaceRoot, 'mf-registry-dry-run')), false);

  const badIcon = spawnSync(process.execPath, [script, 'registry-dry-run', '--icon', 'NoSuchIcon', '--dry-run'], {
    encoding: 'utf8',
  });
  assert.equal(badIcon.status, 1);
  assert.match(badIcon.stderr, /lucide-react has no icon "NoSuchIcon"/);
});
