// Compares each remote's mf-manifest.json shared dependencies with what the shell provides and fails on
// a mismatch: a remote built against another React (or another major of shared-data) must not ship.
//
//   node scripts/check-shared-versions.mjs                       every remote's dist/ against shell/dist
//   node scripts/check-shared-versions.mjs mf-habits=<manifest>  a deployed or candidate remote build
//   node scripts/check-shared-versions.mjs --shell <manifest>    against another (e.g. the live) shell
// A <manifest> is a file path or an http(s) URL of an mf-manifest.json.
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import semver from 'semver';
import { REMOTES } from './app-servers.mjs';
import { workspaceRoot } from './mf/shared-deps.mjs';

async function readManifest(location) {
  if (/^https?:\/\//.test(location)) {
    const response = await fetch(location);
    if (!response.ok) throw new Error(`${location}: HTTP ${response.status}`);
    return response.json();
  }
  if (!existsSync(location)) throw new Error(`${location} is missing; build it first`);
  return JSON.parse(readFileSync(location, 'utf8'));
}

const distManifest = (project) => path.join(workspaceRoot, project, 'dist', 'mf-manifest.json');

export function compareShared(shellShared, remoteShared, remoteName) {
  const problems = [];
  const required = new Map(shellShared.map((s) => [s.name, s]));
  for (const dep of remoteShared) {
    const host = required.get(dep.name);
    if (!host) {
      problems.push(`${remoteName}: shares ${dep.name}@${dep.version}, which the shell does not provide`);
      continue;
    }
    // A singleton is always the shell's copy (the shell loads it first), so what must hold is that the
    // shell's version satisfies the remote. A remote built against an older compatible minor is fine.
    if (!semver.satisfies(host.version, dep.requiredVersion)) {
      problems.push(
        `${remoteName}: requires ${dep.name}@${dep.requiredVersion} but the shell provides ${host.version}`,
      );
    }
    if (!dep.singleton) {
      problems.push(`${remoteName}: ${dep.name} is not a singleton`);
      // A non-singleton could be served from the remote's copy to the shell.
      if (!semver.satisfies(dep.version, host.requiredVersion)) {
        problems.push(`${remoteName}: ${dep.name}@${dep.version} does not satisfy the shell's ${host.requiredVersion}`);
      }
    }
  }
  return problems;
}

function parseArguments(argv) {
  const options = { shell: distManifest('shell'), remotes: new Map() };
  for (let i = 0; i < argv.length; i += 1) {
    if (argv[i] === '--shell') {
      options.shell = argv[i + 1];
      i += 1;
      continue;
    }
    const match = /^([^=]+)=(.+)$/.exec(argv[i]);
    if (!match) throw new Error(`unknown argument ${argv[i]}: expected <remote>=<manifest> or --shell <manifest>`);
    options.remotes.set(match[1], match[2]);
  }
  if (options.remotes.size === 0) for (const name of REMOTES) options.remotes.set(name, distManifest(name));
  return options;
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const options = parseArguments(process.argv.slice(2));
  const shell = await readManifest(options.shell);
  const problems = [];
  for (const [name, location] of options.remotes)
    problems.push(...compareShared(shell.shared, (await readManifest(location)).shared, name));
  if (problems.length > 0) {
    console.error(problems.join('\n'));
    process.exit(1);
  }
  console.log(
    `shared dependencies agree: ${options.remotes.size} remotes checked against the shell (${shell.shared.length} shared modules)`,
  );
}
