// A copy of the workspace where a test may add a remote and rebuild the shell without touching the real
// one: the root package.json and build settings, the scripts and the shell (copied: the scripts find the
// workspace from where they are, and the shell's build rewrites its registry modules), and links to the
// shared packages and to every remote, their builds included. It sits inside the repository
// (git-ignored), so the copy's imports resolve the workspace's node_modules.
import { spawnSync } from 'node:child_process';
import { cpSync, mkdirSync, mkdtempSync, readdirSync, symlinkSync } from 'node:fs';
import path from 'node:path';

export const repoRoot = path.resolve(import.meta.dirname, '../..');

const NOT_COPIED = new Set(['node_modules', 'dist']);

export function copyWorkspace(prefix: string): string {
  mkdirSync(path.join(repoRoot, 'e2e/.variants'), { recursive: true });
  const root = mkdtempSync(path.join(repoRoot, 'e2e/.variants', prefix));
  for (const file of ['package.json', 'tsconfig.base.json']) cpSync(path.join(repoRoot, file), path.join(root, file));
  for (const folder of ['scripts', 'shell']) {
    cpSync(path.join(repoRoot, folder), path.join(root, folder), {
      recursive: true,
      filter: (source) => !NOT_COPIED.has(path.basename(source)),
    });
  }
  for (const folder of readdirSync(repoRoot).filter((name) => /^(mf|shared)-/.test(name))) {
    symlinkSync(path.join(repoRoot, folder), path.join(root, folder), 'dir');
  }
  return root;
}

/**
 * Runs a command in `cwd` and returns its output, throwing with it when it fails. npm's own variables
 * are left out, so an `npm run` inside the copy is not steered by the one that started the tests.
 */
export function runIn(cwd: string, command: string, args: string[]): string {
  const env = Object.fromEntries(Object.entries(process.env).filter(([name]) => !/^npm_/i.test(name)));
  const result = spawnSync(command, args, { cwd, env, encoding: 'utf8', maxBuffer: 64 * 1024 * 1024 });
  if (result.status !== 0)
    throw new Error(
      `${command} ${args.join(' ')} failed in ${cwd} (${result.status}):\n${result.stdout}\n${result.stderr}`,
    );
  return result.stdout;
}
