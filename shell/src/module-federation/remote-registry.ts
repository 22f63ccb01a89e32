// The remotes' registration with the Module Federation runtime and loading their pages. Route paths live
// in the app's route table; this file only knows modules.
import { loadRemote, registerPlugins, registerRemotes } from '@module-federation/enhanced/runtime';
import { retryPlugin } from './runtime-plugins/retry-plugin';
import { REMOTE_NAMES, containerName, type RemoteName } from './remote-names';

export { REMOTE_NAMES, type RemoteName };

const manifestUrls = new Map<RemoteName, string>();

/** Modules already loaded, by remote and exposed name: a page rendered with one of these never suspends. */
const loadedModules = new Map<string, unknown>();
const moduleKey = (name: RemoteName, exposed: string) => `${name}|${exposed}`;

export function registerAllRemotes(remotes: Record<RemoteName, string>) {
  registerPlugins([retryPlugin()]);
  for (const name of REMOTE_NAMES) manifestUrls.set(name, remotes[name]);
  registerRemotes(REMOTE_NAMES.map((name) => ({ name: containerName(name), entry: remotes[name] })));
}

/** Forgets everything cached about a remote (manifest, entry, failed loads) so the next load starts over. */
export function resetRemote(name: RemoteName) {
  const entry = manifestUrls.get(name);
  if (entry) registerRemotes([{ name: containerName(name), entry }], { force: true });
  for (const key of loadedModules.keys()) if (key.startsWith(`${name}|`)) loadedModules.delete(key);
}

/** The module if it has finished loading (a preload or an earlier visit), else undefined. */
export function loadedRemoteModule<T>(name: RemoteName, exposed: string): T | undefined {
  return loadedModules.get(moduleKey(name, exposed)) as T | undefined;
}

export async function loadRemoteModule<T>(name: RemoteName, exposed: string): Promise<T> {
  const module = await loadRemote<T>(`${containerName(name)}/${exposed.replace(/^\.\//, '')}`);
  if (!module) throw new Error(`Remote ${name} did not provide ${exposed}`);
  loadedModules.set(moduleKey(name, exposed), module);
  return module;
}
