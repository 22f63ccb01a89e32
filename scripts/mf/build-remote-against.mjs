// Builds one remote in a throw-away copy of the workspace where the shared libraries have other versions:
// the remote as a later release would build it, to see what a deployed shell does with it.
//
//   node scripts/mf/build-remote-against.mjs mf-habits shared-data@next-major --out /tmp/habits-next
//   node scripts/check-shared-versions.mjs mf-habits=/tmp/habits-next/mf-manifest.json    (fails: ^8 vs 7)
//
// A version is `x.y.z`, `next-major` or `next-minor` (of the version in the workspace). The copy holds the
// workspace's files (tracked and new, not ignored ones) and links to its node_modules, with the workspace
// packages linked to the copy's own folders, so the build reads the copy's package.json versions.
import { execFileSync, spawn } from 'node:child_process';
import {
  cpSync,
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  readlinkSync,
  rmSync,
  symlinkSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import semver from 'semver';
import { workspaceRoot } from './shared-deps.mjs';

/** The files of the workspace a build may read: tracked and untracked, without ignored ones (dist, node_modules). */
function workspaceFiles(root) {
  const listed = execFileSync('git', ['ls-files', '-z', '--cached', '--others', '--exclude-standard'], {
    cwd: root,
    encoding: 'utf8',
    maxBuffer: 64 * 1024 * 1024,
  });
  return listed.split('\0').filter((file) => file && existsSync(path.join(root, file)));
}

function resolveVersion(current, wanted) {
  if (wanted === 'next-major') return semver.inc(current, 'major');
  if (wanted === 'next-minor') return semver.inc(current, 'minor');
  if (!semver.valid(wanted)) throw new Error(`${wanted} is not a version, next-major or next-minor`);
  return wanted;
}

/**
 * A copy of the workspace with the given versions: { 'shared-data': 'next-major' }.
 * @returns {{ root: string, versions: Record<string, string>, remove: () => void }}
 */
export function workspaceCopy(versions = {}, { from = workspaceRoot } = {}) {
  const root = mkdtempSync(path.join(tmpdir(), 'onething-workspace-'));
  for (const file of workspaceFiles(from)) {
    mkdirSync(path.dirname(path.join(root, file)), { recursive: true });
    cpSync(path.join(from, file), path.join(root, file));
  }
  // node_modules: every package links to the original, except the workspace's own packages, which link to
  // the copy's folders (the original links are relative to the original node_modules).
  const modules = path.join(from, 'node_modules');
  mkdirSync(path.join(root, 'node_modules'));
  for (const name of readdirSync(modules)) {
    if (name !== '@onething') {
      symlinkSync(path.join(modules, name), path.join(root, 'node_modules', name));
      continue;
    }
    mkdirSync(path.join(root, 'node_modules', name));
    for (const pkg of readdirSync(path.join(modules, name))) {
      const target = path.resolve(path.join(modules, name), readlinkSync(path.join(modules, name, pkg)));
      symlinkSync(path.join(root, path.relative(from, target)), path.join(root, 'node_modules', name, pkg));
    }
  }
  const resolved = {};
  for (const [folder, wanted] of Object.entries(versions)) {
    const file = path.join(root, folder, 'package.json');
    const text = readFileSync(file, 'utf8');
    const version = resolveVersion(JSON.parse(text).version, wanted);
    writeFileSync(file, text.replace(/("version"\s*:\s*")[^"]*(")/, `$1${version}$2`));
    resolved[folder] = version;
  }
  return { root, versions: resolved, remove: () => rmSync(root, { recursive: true, force: true }) };
}

function run(command, args, cwd) {
  return new Promise((resolve, reject) => {
    // A production build, as a release makes it, whatever the caller's NODE_ENV (a test runner's).
    const env = { ...process.env, NODE_ENV: 'production', NX_DAEMON: 'false', NX_TUI: 'false' };
    const child = spawn(command, args, { cwd, env, stdio: ['ignore', 'pipe', 'pipe'] });
    let output = '';
    child.stdout.on('data', (chunk) => (output += chunk));
    child.stderr.on('data', (chunk) => (output += chunk));
    child.on('error', reject);
    child.on('close', (code) =>
      code === 0
        ? resolve(output)
        : reject(new Error(`${command} ${args.join(' ')} in ${cwd} failed (${code}):\n${output.slice(-4000)}`)),
    );
  });
}

/**
 * Builds `remote` (its own `npm run build`) in a workspace copy with `versions`; the copy is removed and
 * the build left in outDir.
 * @returns {Promise<{ dist: string, manifest: object, versions: Record<string, string> }>}
 */
export async function buildRemoteAgainst({ remote, versions, outDir }) {
  const copy = workspaceCopy(versions);
  try {
    await run('npm', ['run', 'build'], path.join(copy.root, remote));
    mkdirSync(outDir, { recursive: true });
    cpSync(path.join(copy.root, remote, 'dist'), outDir, { recursive: true });
  } finally {
    copy.remove();
  }
  return {
    dist: outDir,
    manifest: JSON.parse(readFileSync(path.join(outDir, 'mf-manifest.json'), 'utf8')),
    versions: copy.versions,
  };
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const args = process.argv.slice(2);
  const outIndex = args.indexOf('--out');
  const outDir = outIndex === -1 ? null : args.splice(outIndex, 2)[1];
  const [remote, ...pins] = args;
  if (!remote || !outDir || pins.length === 0) {
    console.error(
      'usage: node scripts/mf/build-remote-against.mjs <remote> <library>@<version|next-major|next-minor>... --out <dir>',
    );
    process.exit(2);
  }
  const versions = Object.fromEntries(pins.map((pin) => pin.split('@')));
  const started = Date.now();
  const { versions: built } = await buildRemoteAgainst({ remote, versions, outDir: path.resolve(outDir) });
  console.log(
    `${remote} built against ${Object.entries(built)
      .map(([l, v]) => `${l}@${v}`)
      .join(', ')} in ${outDir} (${Math.round((Date.now() - started) / 1000)} s)`,
  );
}
