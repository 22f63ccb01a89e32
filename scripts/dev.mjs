// `npm run dev -- <remote>`: the shell and one remote with hot reload (rspack dev servers), the other
// remotes served from their production builds, and the local backend. Example: npm run dev -- mf-habits
import { spawn, spawnSync } from 'node:child_process';
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { backendAvailable, startLocalBackend } from './local-backend.mjs';
import { developmentRuntimeConfig, readRemotes } from './mf/remote-registry.mjs';
import { workspaceRoot } from './mf/shared-deps.mjs';
import { startStaticServer } from './static-server.mjs';

const declared = readRemotes();
const REMOTES = declared.map((remote) => remote.name);
const chosen = process.argv[2] ?? 'mf-dashboard';
if (!REMOTES.includes(chosen)) {
  console.error(`Usage: npm run dev -- <remote>, one of: ${REMOTES.join(', ')}`);
  process.exit(1);
}

const others = REMOTES.filter((name) => name !== chosen);
const build = spawnSync(
  'npx',
  ['nx', 'run-many', '-t', 'build', `--projects=${others.join(',')}`, '--output-style=static'],
  {
    cwd: workspaceRoot,
    stdio: 'inherit',
  },
);
if (build.status !== 0) process.exit(build.status ?? 1);

const backend = backendAvailable()
  ? await startLocalBackend({ port: Number(process.env.SUPABASE_PORT ?? 54321) })
  : null;
const servers = [];
// Every remote at its dev port (remote.json): the chosen one's dev server, the others' builds.
for (const { name, devPort } of declared) {
  if (name !== chosen)
    servers.push(await startStaticServer({ root: path.join(workspaceRoot, name, 'dist'), port: devPort }));
}
const configDir = path.join(workspaceRoot, '.local');
mkdirSync(configDir, { recursive: true });
const configFile = path.join(configDir, 'dev-config.json');
const config = {
  ...developmentRuntimeConfig(declared),
  supabaseUrl: backend?.url ?? 'http://127.0.0.1:54321',
  supabaseAnonKey: backend?.anonKey ?? 'no-backend',
};
writeFileSync(configFile, JSON.stringify(config, null, 2));

const devServer = (project) =>
  spawn('npx', ['rspack', 'serve', '--config', 'rspack.config.mjs', '--mode', 'development'], {
    cwd: path.join(workspaceRoot, project),
    stdio: 'inherit',
    env: { ...process.env, ONETHING_CONFIG_FILE: configFile },
  });
const children = [devServer(chosen), devServer('shell')];
console.log(
  `\nDev: shell and ${chosen} with hot reload at http://localhost:4200 (other remotes from their builds). Ctrl+C stops.\n`,
);

async function stop() {
  for (const child of children) child.kill('SIGTERM');
  await Promise.all(servers.map((s) => s.close()));
  await backend?.stop();
  process.exit(0);
}
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
