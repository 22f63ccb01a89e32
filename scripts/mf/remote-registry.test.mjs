// The registry of remotes: discovery, the checks of each declaration and across remotes, and the shell's
// generated modules and config.json defaults made from it.
import assert from 'node:assert/strict';
import { rmSync } from 'node:fs';
import path from 'node:path';
import { after, test } from 'node:test';
import { addRemote, tempWorkspace, writeJson } from './remote-registry.fixture.mjs';
import {
  developmentRuntimeConfig,
  readRemotes,
  routeMatches,
  sidebarEntries,
  sidebarGroups,
  workspaceFolders,
} from './remote-registry.mjs';
import { shellRegistrySources, staleShellRegistry } from './shell-registry.mjs';

const roots = [];
const workspace = (options) => {
  const root = tempWorkspace(options);
  roots.push(root);
  return root;
};
after(() => roots.forEach((root) => rmSync(root, { recursive: true, force: true })));

const notes = (overrides = {}) => ({
  devPort: 4207,
  exposes: { './notes': './src/routes/notes-route.tsx' },
  routes: [{ path: '/notes/*', exposed: './notes', title: 'Notes' }],
  sidebar: [{ label: 'Notes', to: '/notes', icon: 'NotebookPen', group: 'tools-and-growth', order: 40 }],
  ...overrides,
});

test("the workspace's remotes are its folders with a remote.json, in the order of their dev ports", () => {
  const remotes = readRemotes();
  assert.deepEqual(
    remotes.map((remote) => [remote.name, remote.container, remote.devPort]),
    [
      ['mf-dashboard', 'mf_dashboard', 4201],
      ['mf-onething', 'mf_onething', 4202],
      ['mf-habits', 'mf_habits', 4203],
      ['mf-deepwork', 'mf_deepwork', 4204],
      ['mf-calendar', 'mf_calendar', 4205],
      ['mf-growth', 'mf_growth', 4206],
    ],
  );
  assert.deepEqual(developmentRuntimeConfig(remotes).remotes['mf-habits'], 'http://localhost:4203/mf-manifest.json');
});

test("the shell's generated modules are what the declarations give (npm run remotes rewrites them)", () => {
  assert.deepEqual(
    staleShellRegistry().map(({ file }) => file),
    [],
  );
});

test('workspace patterns such as mf-* take every matching folder with a package.json', () => {
  const root = workspace();
  addRemote(root, 'mf-notes', notes());
  assert.deepEqual(workspaceFolders(root), [
    'shell',
    'mf-calendar',
    'mf-dashboard',
    'mf-deepwork',
    'mf-growth',
    'mf-habits',
    'mf-notes',
    'mf-onething',
    'shared-ui',
  ]);
  assert.equal(readRemotes(root).at(-1).name, 'mf-notes');
});

test('a new remote is in the route table, the sidebar and config.json once its folder is there', () => {
  const root = workspace();
  addRemote(root, 'mf-notes', notes());
  const remotes = readRemotes(root);
  const [routes, sidebar] = shellRegistrySources(remotes, sidebarGroups(root));
  assert.match(routes.source, /REMOTE_NAMES = \[.*'mf-growth', 'mf-notes'\] as const/);
  assert.match(routes.source, /\{ path: '\/notes\/\*', title: 'Notes', remote: 'mf-notes', exposed: '\.\/notes' \}/);
  assert.match(sidebar.source, /import \{ [^}]*NotebookPen[^}]* \} from 'lucide-react'/);
  // after AI Coach (order 30), before the marketplace group
  const entries = sidebarEntries(remotes, sidebarGroups(root)).map((entry) => entry.to);
  assert.deepEqual(entries.slice(entries.indexOf('/coach'), entries.indexOf('/coach') + 3), [
    '/coach',
    '/notes',
    '/marketplace/playbooks',
  ]);
  assert.equal(developmentRuntimeConfig(remotes).remotes['mf-notes'], 'http://localhost:4207/mf-manifest.json');
});

test('a declaration is checked on its own: exposed files, routes, sidebar entries, port', () => {
  const cases = [
    [{ devPort: 'x' }, /"devPort" must be a port number/],
    [
      { routes: [{ path: '/notes/*', exposed: './other', title: 'Notes' }] },
      /renders "\.\/other", which "exposes" does not list/,
    ],
    [{ routes: [{ path: 'notes', exposed: './notes', title: 'Notes' }] }, /route path "notes" must be/],
    [{ routes: [{ path: '/notes/*', exposed: './notes' }] }, /needs a "title"/],
    [
      { sidebar: [{ ...notes().sidebar[0], to: '/elsewhere' }] },
      /opens \/elsewhere, which none of this remote's routes owns/,
    ],
    [
      { sidebar: [{ ...notes().sidebar[0], group: 'misc' }] },
      /group "misc" is not one of focus-areas, tools-and-growth, marketplace/,
    ],
    [{ sidebar: [{ ...notes().sidebar[0], icon: 'notebook-pen' }] }, /"icon" must be the name of a lucide-react icon/],
    [{ sidebar: [{ ...notes().sidebar[0], shortcut: '10' }] }, /"shortcut" must be one digit/],
  ];
  for (const [overrides, problem] of cases) {
    const root = workspace();
    addRemote(root, 'mf-notes', notes(overrides));
    assert.throws(() => readRemotes(root), problem, JSON.stringify(overrides));
  }
  const root = workspace();
  rmSync(path.join(addRemote(root, 'mf-notes', notes()), 'src/routes/notes-route.tsx'));
  assert.throws(() => readRemotes(root), /exposed module \.\/notes: \.\/src\/routes\/notes-route\.tsx does not exist/);
});

test('the folder names the remote: mf- and lower-case words, with the package @onething/<folder>', () => {
  const root = workspace();
  const folder = addRemote(root, 'mf-Notes', notes());
  assert.throws(() => readRemotes(root), /the folder name must be mf- and lower-case words/);
  rmSync(folder, { recursive: true });
  addRemote(root, 'mf-notes', notes());
  writeJson(path.join(root, 'mf-notes/package.json'), { name: '@onething/notes' });
  assert.throws(() => readRemotes(root), /package.json's name must be "@onething\/mf-notes"/);
});

test('two remotes may not share a dev port, a path prefix (or one inside the other), a sidebar link, place or shortcut', () => {
  const cases = [
    [{ devPort: 4203 }, /mf-habits and mf-notes both use dev port 4203/],
    [
      { routes: [{ path: '/habits/*', exposed: './notes', title: 'Notes' }], sidebar: [] },
      /mf-notes's \/habits\/\* overlaps mf-habits's \/habits\/\*/,
    ],
    [
      { routes: [{ path: '/Habits/notes/*', exposed: './notes', title: 'Notes' }], sidebar: [] },
      /route path "\/Habits\/notes\/\*" must be/,
    ],
    [
      { routes: [{ path: '/habits/notes/*', exposed: './notes', title: 'Notes' }], sidebar: [] },
      /overlaps mf-habits's \/habits\/\*/,
    ],
    [
      { sidebar: [{ ...notes().sidebar[0], order: 30 }] },
      /mf-growth and mf-notes both use order 30 in sidebar group tools-and-growth/,
    ],
    [{ sidebar: [{ ...notes().sidebar[0], shortcut: '3' }] }, /mf-habits and mf-notes both use shortcut 3/],
  ];
  for (const [overrides, problem] of cases) {
    const root = workspace();
    addRemote(root, 'mf-notes', notes(overrides));
    assert.throws(() => readRemotes(root), problem, JSON.stringify(overrides));
  }
});

test('a path opens a route as the router matches it: / alone, a prefix and below, any case', () => {
  assert.equal(routeMatches('/', '/'), true);
  assert.equal(routeMatches('/', '/habits'), false);
  assert.equal(routeMatches('/habits/*', '/Habits/42'), true);
  assert.equal(routeMatches('/habits/*', '/habitsx'), false);
});
