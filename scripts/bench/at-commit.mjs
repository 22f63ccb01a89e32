// `--at <commit>` for the benchmarks: measure another commit (the "before" of a change) with today's
// measuring code. The commit's files go to a temp folder (git archive), its node_modules are links to
// this checkout's installed packages except the workspace packages, which point at the commit's own
// folders; then its shell and remotes are built with their own build scripts and this benchmark runs
// there, against that commit's servers. The copy is kept and reused (one per commit).
import { spawnSync } from 'node:child_process';
import { cpSync, existsSync, mkdirSync, readdirSync, readFileSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { workspaceRoot } from '../mf/shared-deps.mjs';

function run(command, args, cwd) {
  const result = spawnSync(command, args, { cwd, stdio: 'inherit', env: { ...process.env, NODE_ENV: 'production' } });
  if (result.status !== 0) throw new Error(`${command} ${args.join(' ')} failed in ${cwd}`);
}

function git(...args) {
  const result = spawnSync('git', args, { cwd: workspaceRoot, encoding: 'utf8' });
  if (result.status !== 0) throw new Error(`git ${args.join(' ')}: ${result.stderr}`);
  return result.stdout.trim();
}

/**
 * The commit's workspace folders, `*` patterns (`mf-*`) expanded. Its own code, not the registry's: this
 * file is also loaded inside the copies of commits that have no scripts/mf/remote-registry.mjs.
 */
function workspaceFolders(copy) {
  const { workspaces } = JSON.parse(readFileSync(path.join(copy, 'package.json'), 'utf8'));
  return workspaces.flatMap((pattern) => {
    if (!pattern.includes('*')) return [pattern];
    const matcher = new RegExp(
      `^${pattern
        .split('*')
        .map((part) => part.replace(/[.+?^${}()|[\]\\]/g, '\\$&'))
        .join('[^/]*')}$`,
    );
    return readdirSync(copy).filter(
      (folder) => matcher.test(folder) && existsSync(path.join(copy, folder, 'package.json')),
    );
  });
}

/** Links node_modules entries to this checkout's, the workspace packages to the copy's own folders. */
function linkNodeModules(copy) {
  const workspaces = workspaceFolders(copy);
  const own = new Map(
    workspaces
      .filter((folder) => existsSync(path.join(copy, folder, 'package.json')))
      .map((folder) => [JSON.parse(readFileSync(path.join(copy, folder, 'package.json'), 'utf8')).name, folder]),
  );
  const modules = path.join(copy, 'node_modules');
  mkdirSync(modules);
  for (const entry of readdirSync(path.join(workspaceRoot, 'node_modules'))) {
    if (entry.startsWith('@')) {
      mkdirSync(path.join(modules, entry));
      for (const name of readdirSync(path.join(workspaceRoot, 'node_modules', entry))) {
        const folder = own.get(`${entry}/${name}`);
        symlinkSync(
          folder ? path.join(copy, folder) : path.join(workspaceRoot, 'node_modules', entry, name),
          path.join(modules, entry, name),
        );
      }
    } else {
      symlinkSync(path.join(workspaceRoot, 'node_modules', entry), path.join(modules, entry));
    }
  }
  // packages npm installed inside a workspace folder (versions the root could not hoist)
  for (const folder of workspaces) {
    const nested = path.join(workspaceRoot, folder, 'node_modules');
    if (
      existsSync(nested) &&
      existsSync(path.join(copy, folder)) &&
      !existsSync(path.join(copy, folder, 'node_modules'))
    )
      symlinkSync(nested, path.join(copy, folder, 'node_modules'));
  }
}

/** The built copy of `commit` (made on first use), with this checkout's scripts/bench in it. */
export function prepareCommit(commit) {
  const sha = git('rev-parse', '--verify', `${commit}^{commit}`);
  const copy = path.join(tmpdir(), `onething-at-${sha.slice(0, 12)}`);
  const builtMarker = path.join(copy, '.bench-built');
  if (!existsSync(builtMarker)) {
    rmSync(copy, { recursive: true, force: true });
    mkdirSync(copy, { recursive: true });
    console.log(`Preparing ${sha.slice(0, 12)} in ${copy} (git archive, linked node_modules, production builds)`);
    const archive = spawnSync('git', ['archive', '--format=tar', sha], { cwd: workspaceRoot, maxBuffer: 1 << 30 });
    if (archive.status !== 0) throw new Error(`git archive ${sha} failed: ${archive.stderr}`);
    const untar = spawnSync('tar', ['-x', '-C', copy], { input: archive.stdout });
    if (untar.status !== 0) throw new Error(`tar failed: ${untar.stderr}`);
    linkNodeModules(copy);
    // the commit's own remotes (its mf-* workspaces), which need not be today's
    const remotes = workspaceFolders(copy).filter((folder) => folder.startsWith('mf-'));
    for (const project of ['shell', ...remotes]) run('npm', ['run', 'build'], path.join(copy, project));
    writeFileSync(builtMarker, `${sha}\n`);
  }
  cpSync(path.join(workspaceRoot, 'scripts', 'bench'), path.join(copy, 'scripts', 'bench'), { recursive: true });
  return { sha, copy };
}

/** Runs `scripts/bench/<script>` inside the copy of `commit` with `args`; exits with its status. */
export function runAtCommit(commit, script, args, { beforeRun } = {}) {
  const { sha, copy } = prepareCommit(commit);
  beforeRun?.(copy);
  console.log(`Measuring commit ${sha.slice(0, 12)} (${git('log', '-1', '--format=%s', sha).slice(0, 100)})`);
  const result = spawnSync(process.execPath, [path.join(copy, 'scripts', 'bench', script), ...args], {
    stdio: 'inherit',
  });
  process.exit(result.status ?? 1);
}
