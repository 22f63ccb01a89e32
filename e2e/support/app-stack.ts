// Private copies of the served app for tests that stop servers or rewrite config.json, so they never
// disturb the shared stack (and shared backend) other tests use.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { startAppServers } from '../../scripts/app-servers.mjs';
import { startLocalBackend } from '../../scripts/local-backend.mjs';
import { anonKey } from './session';
import { E2E_BACKEND_URL } from './ports';

/** The shell on shellPort and each remote on the ports after it (REMOTES' order), using the shared e2e backend. */
export async function startPrivateStack(shellPort: number, backend = { url: E2E_BACKEND_URL, anonKey: anonKey() }) {
  return startAppServers({
    shellPort,
    supabaseUrl: backend.url,
    supabaseAnonKey: backend.anonKey,
    configDir: mkdtempSync(path.join(tmpdir(), 'onething-stack-')),
  });
}

/**
 * A whole private deployment with its own backend, for tests that stop the backend to see how the
 * app behaves offline. `backend.stop()` / `restartBackend()` stop and start it on the same data folder.
 */
export async function startPrivateStackWithBackend(shellPort: number, backendPort: number) {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'onething-backend-'));
  let backend = await startLocalBackend({ port: backendPort, dataDir, stdio: 'quiet' });
  const stack = await startPrivateStack(shellPort, backend);
  return {
    ...stack,
    backend: { url: backend.url, anonKey: backend.anonKey, serviceRoleKey: backend.serviceRoleKey ?? '' },
    stopBackend: () => backend.stop(),
    restartBackend: async () => {
      backend = await startLocalBackend({ port: backendPort, dataDir, stdio: 'quiet' });
    },
    close: async () => {
      await stack.close().catch(() => undefined);
      await backend.stop();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
