// Reads /config.json at start-up: the backend's URL and anon key, and where each remote's
// mf-manifest.json lives. Changing only this file re-points the shell at a redeployed remote.
import { REMOTE_NAMES, type RemoteName } from './remote-names';

/** Where the deployed shell serves its runtime config (the service worker reads it too, network first). */
export const RUNTIME_CONFIG_URL = '/config.json';

export interface ShellRuntimeConfig {
  supabaseUrl: string;
  supabaseAnonKey: string;
  remotes: Record<RemoteName, string>;
}

export function parseRuntimeConfig(value: unknown): ShellRuntimeConfig {
  const problems: string[] = [];
  const record = (typeof value === 'object' && value !== null ? value : {}) as Record<string, unknown>;
  for (const key of ['supabaseUrl', 'supabaseAnonKey'] as const) {
    if (typeof record[key] !== 'string' || record[key] === '') problems.push(`"${key}" must be a non-empty string`);
  }
  const remotes = (typeof record.remotes === 'object' && record.remotes !== null ? record.remotes : {}) as Record<
    string,
    unknown
  >;
  for (const name of REMOTE_NAMES) {
    if (typeof remotes[name] !== 'string') problems.push(`"remotes.${name}" must be the URL of its mf-manifest.json`);
  }
  if (problems.length > 0) throw new Error(`Invalid /config.json: ${problems.join('; ')}`);
  return record as unknown as ShellRuntimeConfig;
}

export async function fetchRuntimeConfig(url = RUNTIME_CONFIG_URL): Promise<ShellRuntimeConfig> {
  // The default cache mode: the server marks the file no-cache (always revalidated), and only a default-mode
  // request takes the answer index.html preloaded.
  const response = await fetch(url);
  if (!response.ok) throw new Error(`Could not load ${url} (HTTP ${response.status})`);
  return parseRuntimeConfig(await response.json());
}
