// `npm start`: builds what Nx has not cached, starts the local backend and serves the app at
// http://localhost:4200. Ctrl+C stops everything. A new data folder gets the demo account of
// supabase/seed.sql (a used one never gets it back, so deleting it sticks). SUPABASE_URL +
// SUPABASE_ANON_KEY point the same build at a hosted Supabase project instead of the local backend.
import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { REMOTES, startAppServers } from './app-servers.mjs';
import { backendAvailable, startLocalBackend } from './local-backend.mjs';
import { workspaceRoot } from './mf/shared-deps.mjs';

const APP_PROJECTS = ['shell', ...REMOTES, 'extension'].join(',');

/** The account supabase/seed.sql creates, with a few weeks of history (README, "Two commands"). */
const DEMO_ACCOUNT = { email: 'demo@onething.local', password: 'demo-password' };

const build = spawnSync(
  'npx',
  ['nx', 'run-many', '-t', 'build', `--projects=${APP_PROJECTS}`, '--output-style=static'],
  {
    cwd: workspaceRoot,
    stdio: 'inherit',
  },
);
if (build.status !== 0) process.exit(build.status ?? 1);

let backend = null;
let supabaseUrl = process.env.SUPABASE_URL;
let supabaseAnonKey = process.env.SUPABASE_ANON_KEY;
if (!supabaseUrl || !supabaseAnonKey) {
  if (!backendAvailable()) {
    console.warn('supabase-local is not built yet: serving the app without a backend.');
    supabaseUrl = 'http://127.0.0.1:54321';
    supabaseAnonKey = 'no-backend';
  } else {
    backend = await startLocalBackend({
      port: Number(process.env.SUPABASE_PORT ?? 54321),
      extraArgs: ['--seed-if-new'],
    });
    supabaseUrl = backend.url;
    supabaseAnonKey = backend.anonKey;
  }
}

const servers = await startAppServers({
  shellPort: Number(process.env.PORT ?? 4200),
  supabaseUrl,
  supabaseAnonKey,
  configDir: path.join(workspaceRoot, '.local'),
});

console.log(`\nONE Thing OS is ready: ${servers.shell.url}`);
if (backend) {
  console.log(`Local backend: ${backend.url} (mailbox: ${backend.url}/mailbox)`);
  console.log(`Demo account: ${DEMO_ACCOUNT.email} / ${DEMO_ACCOUNT.password} (made with a new data folder)`);
}
console.log('Press Ctrl+C to stop.\n');

let stopping = false;
async function stop() {
  if (stopping) return;
  stopping = true;
  await servers.close();
  await backend?.stop();
  process.exit(0);
}
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
backend?.process.once('exit', (code) => {
  if (!stopping) {
    console.error(`The local backend stopped (code ${code}).`);
    void stop();
  }
});
