// The remotes' files, cached at run time for the remotes /config.json names now (the shell's build cannot
// know them: a remote is deployed on its own). Entry files (config.json, each mf-manifest.json and
// remoteEntry.js) are fetched network first with a short time-out, so a redeployed remote is picked up on
// the next online start and a slow network still starts from the cache; hashed chunks never change under
// their name, so they come from the cache first. Chunks a remote no longer names are deleted when its new
// manifest arrives; the rest expire when unused for long.
import { ExpirationPlugin } from 'workbox-expiration';
import { CacheFirst, NetworkFirst } from 'workbox-strategies';
import { RUNTIME_CONFIG_URL } from '../module-federation/runtime-config';
import { manifestUrlsOfConfig, originsOfConfig, remoteFilesOfManifest, type RemoteOrigins } from './remote-files';

const CACHE_NAMES = {
  config: 'onething-config',
  remoteEntries: 'onething-remote-entries',
  remoteChunks: 'onething-remote-chunks',
};
/** How long an entry file may take on a slow network before the cached copy is used. */
const NETWORK_TIMEOUT_SECONDS = 3;
const DAY_SECONDS = 24 * 60 * 60;

/**
 * Another origin's file fetched with CORS (the remotes' servers allow it) when the page asked without
 * (a <script> tag): an opaque response cannot be checked for its status and counts as megabytes of quota.
 */
const corsForOtherOrigins = {
  requestWillFetch: async ({ request }: { request: Request }) =>
    request.mode === 'no-cors' ? new Request(request.url, { mode: 'cors', credentials: 'omit' }) : request,
};

export const configStrategy = new NetworkFirst({
  cacheName: CACHE_NAMES.config,
  networkTimeoutSeconds: NETWORK_TIMEOUT_SECONDS,
});
export const remoteEntryStrategy = new NetworkFirst({
  cacheName: CACHE_NAMES.remoteEntries,
  networkTimeoutSeconds: NETWORK_TIMEOUT_SECONDS,
  plugins: [corsForOtherOrigins],
});
export const remoteChunkStrategy = new CacheFirst({
  cacheName: CACHE_NAMES.remoteChunks,
  plugins: [
    corsForOtherOrigins,
    new ExpirationPlugin({ maxEntries: 500, maxAgeSeconds: 30 * DAY_SECONDS, purgeOnQuotaError: true }),
  ],
});

let origins: RemoteOrigins = { remotes: new Set(), backend: null };

/** Where the remotes and the backend are, as the last /config.json the worker saw said. */
export const remoteOrigins = () => origins;

/** Updates the known origins from a /config.json response (a copy is read; the response stays usable). */
export async function rememberConfig(response: Response | undefined): Promise<void> {
  if (!response?.ok) return;
  try {
    origins = originsOfConfig(await response.clone().json());
  } catch {
    // not JSON: the page reports the broken config; the worker keeps what it knew
  }
}

/** Resolves once the origins of the cached /config.json are known (a worker restarted offline needs them). */
export const cachedOriginsRead: Promise<void> = caches
  .open(CACHE_NAMES.config)
  .then((cache) => cache.match(RUNTIME_CONFIG_URL))
  .then(rememberConfig)
  .catch(() => undefined);

const readJson = async (response: Response | undefined): Promise<unknown> => {
  if (!response?.ok) return undefined;
  try {
    return await response.clone().json();
  } catch {
    return undefined;
  }
};

/** One remote: its manifest (network first), remoteEntry.js and named chunks; the chunks it dropped deleted. */
async function cacheRemote(manifestUrl: string, event: ExtendableEvent): Promise<Set<string>> {
  const entries = await caches.open(CACHE_NAMES.remoteEntries);
  const previous = await readJson(await entries.match(manifestUrl));
  const manifest = await readJson(await remoteEntryStrategy.handle({ event, request: new Request(manifestUrl) }));
  if (manifest === undefined) throw new Error(`no manifest at ${manifestUrl}`);
  const files = remoteFilesOfManifest(manifestUrl, manifest);
  await Promise.all([
    ...(files.remoteEntry ? [remoteEntryStrategy.handle({ event, request: new Request(files.remoteEntry) })] : []),
    ...files.chunks.map((chunk) => remoteChunkStrategy.handle({ event, request: new Request(chunk) })),
  ]);
  if (previous !== undefined) await deleteChunks(remoteFilesOfManifest(manifestUrl, previous).chunks, files.chunks);
  return new Set([manifestUrl, ...(files.remoteEntry ? [files.remoteEntry] : [])]);
}

async function deleteChunks(chunks: string[], keep: string[]): Promise<void> {
  const stale = chunks.filter((chunk) => !keep.includes(chunk));
  if (stale.length === 0) return;
  const cache = await caches.open(CACHE_NAMES.remoteChunks);
  await Promise.all(stale.map((chunk) => cache.delete(chunk)));
}

/**
 * The copies of remotes /config.json no longer names (moved or removed): their entry files, the chunks their
 * manifests named, and every chunk cached from their folders (those loaded on demand too).
 */
async function forgetOtherRemotes(current: Set<string>): Promise<void> {
  const entries = await caches.open(CACHE_NAMES.remoteEntries);
  const chunks = await caches.open(CACHE_NAMES.remoteChunks);
  const currentFolders = [...current].map((url) => new URL('.', url).href);
  for (const request of await entries.keys()) {
    if (current.has(request.url)) continue;
    if (request.url.endsWith('/mf-manifest.json')) {
      const manifest = await readJson(await entries.match(request));
      if (manifest !== undefined) await deleteChunks(remoteFilesOfManifest(request.url, manifest).chunks, []);
      const folder = new URL('.', request.url).href;
      // a folder that still holds a current remote (or contains one) keeps its files
      if (!currentFolders.some((kept) => kept.startsWith(folder) || folder.startsWith(kept))) {
        for (const chunk of await chunks.keys()) if (chunk.url.startsWith(folder)) await chunks.delete(chunk);
      }
    }
    await entries.delete(request);
  }
}

/**
 * Caches every remote /config.json names now (at install and on each online start). A remote that cannot
 * be reached is skipped: the others are still cached, and its old files stay for an offline start.
 */
export async function cacheRemotes(event: ExtendableEvent): Promise<void> {
  const configResponse = await configStrategy.handle({ event, request: new Request(RUNTIME_CONFIG_URL) });
  await rememberConfig(configResponse);
  const config = await readJson(configResponse);
  if (config === undefined) return;
  const results = await Promise.allSettled(manifestUrlsOfConfig(config).map((url) => cacheRemote(url, event)));
  const current = new Set<string>();
  let allCached = true;
  for (const result of results) {
    if (result.status === 'fulfilled') for (const url of result.value) current.add(url);
    else allCached = false;
  }
  // Only when every remote answered: an unreachable one's entry files are its last known copy.
  if (allCached) await forgetOtherRemotes(current);
}
