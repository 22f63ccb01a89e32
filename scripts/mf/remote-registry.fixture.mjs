// A throw-away workspace for the registry's tests: the root package.json, the sidebar's groups, a copy of
// every remote's declaration (its exposed files empty) and the shell's registry modules, in a temp folder.
import { cpSync, mkdirSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { DECLARATION_FILE, readRemotes, SIDEBAR_GROUPS_FILE } from './remote-registry.mjs';
import { workspaceRoot } from './shared-deps.mjs';
import { writeShellRegistry } from './shell-registry.mjs';

export const writeJson = (file, value) => {
  mkdirSync(path.dirname(file), { recursive: true });
  writeFileSync(file, `${JSON.stringify(value, null, 2)}\n`);
};

export const readJson = (file) => JSON.parse(readFileSync(file, 'utf8'));

/** A workspace with today's remotes; `workspaces` replaces the root package.json's list. */
export function tempWorkspace({ workspaces = ['shell', 'mf-*', 'shared-ui'] } = {}) {
  const root = mkdtempSync(path.join(tmpdir(), 'onething-registry-'));
  writeJson(path.join(root, 'package.json'), { name: '@onething/root', private: true, workspaces });
  cpSync(path.join(workspaceRoot, SIDEBAR_GROUPS_FILE), path.join(root, SIDEBAR_GROUPS_FILE));
  mkdirSync(path.join(root, 'shell/src/module-federation'), { recursive: true });
  mkdirSync(path.join(root, 'shell/src/layout'), { recursive: true });
  writeJson(path.join(root, 'shell/package.json'), { name: '@onething/shell' });
  for (const remote of readRemotes())
    addRemote(root, remote.name, readJson(path.join(remote.folder, DECLARATION_FILE)));
  writeShellRegistry(root);
  return root;
}

/** Writes a remote's folder: package.json, the declaration and its exposed files (empty). */
export function addRemote(root, name, declaration) {
  const folder = path.join(root, name);
  writeJson(path.join(folder, 'package.json'), { name: `@onething/${name}`, version: '0.1.0' });
  writeJson(path.join(folder, DECLARATION_FILE), declaration);
  for (const file of Object.values(declaration.exposes ?? {})) {
    mkdirSync(path.dirname(path.join(folder, file)), { recursive: true });
    writeFileSync(path.join(folder, file), '');
  }
  return folder;
}
