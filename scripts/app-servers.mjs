// Starts the built app the way it is deployed: the shell on one port with a generated config.json,
// each remote on a port of its own. Used by `npm start` and by the end-to-end tests.
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { startStaticServer } from './static-server.mjs';
import { readRemotes } from './mf/remote-registry.mjs';
import { workspaceRoot } from './mf/shared-deps.mjs';

/** Every remote's name (its folder), in the order of their dev ports: the workspace folders with a remote.json. */
export const REMOTES = readRemotes().map((remote) => remote.name);

/**
 * @param {{ shellPort?: number, remotePorts?: Record<string, number>, supabaseUrl: string, supabaseAnonKey: string, configDir: string, host?: string }} options
 * Remote ports default to shellPort + 1, + 2 ... in the order of REMOTES; 0 picks free ports.
 */
export async function startAppServers({
  shellPort = 4200,
  remotePorts = {},
  supabaseUrl,
  supabaseAnonKey,
  configDir,
  host,
}) {
  /** @type {Record<string, string>} */
  const remotes = {};
  /** @type {Record<string, Awaited<ReturnType<typeof startStaticServer>>>} */
  const remoteServers = {};
  for (const [index, name] of REMOTES.entries()) {
    const port = remotePorts[name] ?? (shellPort === 0 ? 0 : shellPort + index + 1);
    const server = await startStaticServer({ root: path.join(workspaceRoot, name, 'dist'), port, host });
    remoteServers[name] = server;
    remotes[name] = `${server.url}/mf-manifest.json`;
  }
  mkdirSync(configDir, { recursive: true });
  const configFile = path.join(configDir, 'config.json');
  const config = { supabaseUrl, supabaseAnonKey, remotes };
  writeFileSync(configFile, `${JSON.stringify(config, null, 2)}\n`);
  const shell = await startStaticServer({
    root: path.join(workspaceRoot, 'shell', 'dist'),
    port: shellPort,
    host,
    spa: true,
    files: { '/config.json': configFile },
  });
  return {
    shell,
    remoteServers,
    config,
    configFile,
    close: async () => {
      await Promise.all([shell.close(), ...Object.values(remoteServers).map((s) => s.close())]);
    },
  };
}
