// Compares each built remote's mf-manifest.json shared dependencies with what the shell requires
// and fails on a mismatch: a remote built against another React (or shared-data) must not ship.
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import semver from 'semver';
import { REMOTES } from './app-servers.mjs';
import { workspaceRoot } from './mf/shared-deps.mjs';

function readManifest(project) {
  const file = path.join(workspaceRoot, project, 'dist', 'mf-manifest.json');
  if (!existsSync(file)) throw new Error(`${project}: ${file} is missing; build it first`);
  return JSON.parse(readFileSync(file, 'utf8'));
}

export function compareShared(shellShared, remoteShared, remoteName) {
  const problems = [];
  const required = new Map(shellShared.map((s) => [s.name, s]));
  for (const dep of remoteShared) {
    const host = required.get(dep.name);
    if (!host) {
      problems.push(`${remoteName}: shares ${dep.name}@${dep.version}, which the shell does not provide`);
      continue;
    }
    if (!semver.satisfies(dep.version, host.requiredVersion)) {
      problems.push(`${remoteName}: ${dep.name}@${dep.version} does not satisfy the shell's ${host.requiredVersion}`);
    }
    if (!semver.satisfies(host.version, dep.requiredVersion)) {
      problems.push(`${remoteName}: requires ${dep.name}@${dep.requiredVersion} but the shell provides ${host.version}`);
    }
    if (!dep.singleton) problems.push(`${remoteName}: ${dep.name} is not a singleton`);
  }
  return problems;
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const shell = readManifest('shell');
  const problems = REMOTES.flatMap((name) => compareShared(shell.shared, readManifest(name).shared, name));
  if (problems.length > 0) {
    console.error(problems.join('\n'));
    process.exit(1);
  }
  console.log(`shared dependencies agree: ${REMOTES.length} remotes checked against the shell (${shell.shared.length} shared modules)`);
}
