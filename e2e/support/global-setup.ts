// Starts the local backend on a throw-away data folder and serves the built apps like a deployment.
// Everything is stopped when the run ends (the returned teardown).
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { startAppServers } from '../../scripts/app-servers.mjs';
import { startLocalBackend } from '../../scripts/local-backend.mjs';
import { E2E_BACKEND_PORT, E2E_SHELL_PORT } from './ports';
import { throwAwayDatabase } from './throw-away-database';

export default async function globalSetup() {
  const workDir = mkdtempSync(path.join(tmpdir(), 'onething-e2e-'));
  const database = await throwAwayDatabase(process.env.TEST_DATABASE_URL);
  // The suite signs up and signs in hundreds of users from 127.0.0.1: GoTrue's per-IP limits would refuse them.
  const backend = await startLocalBackend({
    port: E2E_BACKEND_PORT,
    dataDir: path.join(workDir, 'data'),
    extraArgs: ['--disable-rate-limits', ...(database ? ['--database-url', database.url] : [])],
    stdio: 'quiet',
  });
  const servers = await startAppServers({
    shellPort: E2E_SHELL_PORT,
    supabaseUrl: backend.url,
    supabaseAnonKey: backend.anonKey,
    configDir: path.join(workDir, 'config'),
  });
  process.env.E2E_ANON_KEY = backend.anonKey;
  process.env.E2E_SERVICE_ROLE_KEY = backend.serviceRoleKey ?? '';
  process.env.E2E_WORK_DIR = workDir;
  return async () => {
    await servers.close();
    await backend.stop();
    await database?.drop();
    rmSync(workDir, { recursive: true, force: true });
  };
}
