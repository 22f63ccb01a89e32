// The one list of remotes and of the pages each exposes, and their registration with the
// Module Federation runtime. Route paths live in the app's route table; this file only knows modules.
import { loadRemote, registerPlugins, registerRemotes } from '@module-federation/enhanced/runtime';
import { retryPlugin } from './runtime-plugins/retry-plugin';

export const REMOTE_NAMES = ['mf-dashboard', 'mf-onething', 'mf-habits', 'mf-deepwork', 'mf-calendar', 'mf-growth'] as const;
export type RemoteName = (typeof REMOTE_NAMES)[number];

/** Container names are JS identifiers: `mf-habits` is built as `mf_habits`. */
export const containerName = (remote: RemoteName) => remote.replace(/-/g, '_');

const manifestUrls = new Map<RemoteName, string>();

export function registerAllRemotes(remotes: Record<RemoteName, string>) {
  registerPlugins([retryPlugin()]);
  for (const name of REMOTE_NAMES) manifestUrls.set(name, remotes[name]);
  registerRemotes(REMOTE_NAMES.map((name) => ({ name: containerName(name), entry: remotes[name] })));
}

/** Forgets everything cached about a remote (manifest, entry, failed loads) so the next load starts over. */
export function resetRemote(name: RemoteName) {
  const entry = manifestUrls.get(name);
  if (entry) registerRemotes([{ name: containerName(name), entry }], { force: true });
}

export async function loadRemoteModule<T>(name: RemoteName, exposed: string): Promise<T> {
  const module = await loadRemote<T>(`${containerName(name)}/${exposed.replace(/^\.\//, '')}`);
  if (!module) throw new Error(`Remote ${name} did not provide ${exposed}`);
  return module;
}
