// A private copy of the served app (shell + six remote servers) for tests that stop servers or
// rewrite config.json, so they never disturb the shared stack other tests use.
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { startAppServers } from '../../scripts/app-servers.mjs';
import { anonKey } from './session';
import { E2E_BACKEND_URL } from './ports';

export async function startPrivateStack(shellPort: number) {
  return startAppServers({
    shellPort,
    supabaseUrl: E2E_BACKEND_URL,
    supabaseAnonKey: anonKey(),
    configDir: mkdtempSync(path.join(tmpdir(), 'onething-stack-')),
  });
}
