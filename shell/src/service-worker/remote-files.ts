// What the service worker knows of the app's files, as pure functions: which pages a navigation gets,
// which of a remote's files its mf-manifest.json names, which requests are a remote's files at all and
// which belong to the backend (never cached here: the data layer keeps its own cache).

/** The prerendered pages the server sends for their paths; every other path gets the app's index.html. */
const PRERENDERED_PAGES: Record<string, string> = {
  '/landing': '/landing/index.html',
  '/auth': '/auth/index.html',
};
export const APP_PAGE = '/index.html';

/** The built HTML file a navigation to `pathname` is answered with (as the static server does). */
export function pageForNavigation(pathname: string): string {
  const bare = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
  return PRERENDERED_PAGES[bare] ?? APP_PAGE;
}

/** A navigation the app does not answer: a file the server sends as it is (config.json, an icon …). */
export const isFileNavigation = (pathname: string) => /\.[a-z0-9]+$/i.test(pathname);

/** Content-hashed build output (`name.0123456789.js`): its URL changes whenever its bytes do. */
export const isHashedFile = (pathname: string) => /\.[0-9a-f]{8,}\.(js|mjs|css)$/.test(pathname);

const REMOTE_ENTRY_FILES = /\/(mf-manifest\.json|remoteEntry\.js)$/;
/** A remote's entry files (its manifest and remoteEntry.js): not hashed, so they are revalidated. */
export const isRemoteEntryFile = (pathname: string) => REMOTE_ENTRY_FILES.test(pathname);

/** Paths of the Supabase APIs, on whatever origin they are served from. */
const BACKEND_PATHS = /^\/(rest|auth|realtime|storage|functions)\/v1(\/|$)/;

export interface RemoteOrigins {
  /** The origins the remotes' manifests are on (the app's own when a remote is served beside it). */
  remotes: ReadonlySet<string>;
  /** The backend's origin: nothing from it is cached. */
  backend: string | null;
}

/** The origins /config.json names, read leniently: the worker caches what it can and skips the rest. */
export function originsOfConfig(config: unknown): RemoteOrigins {
  const record = (typeof config === 'object' && config !== null ? config : {}) as Record<string, unknown>;
  const remotes = new Set<string>();
  for (const url of manifestUrlsOfConfig(config)) remotes.add(new URL(url).origin);
  let backend: string | null = null;
  if (typeof record.supabaseUrl === 'string') {
    try {
      backend = new URL(record.supabaseUrl).origin;
    } catch {
      backend = null;
    }
  }
  return { remotes, backend };
}

/** Every remote's manifest URL in /config.json (invalid URLs left out). */
export function manifestUrlsOfConfig(config: unknown): string[] {
  const record = (typeof config === 'object' && config !== null ? config : {}) as Record<string, unknown>;
  const remotes = typeof record.remotes === 'object' && record.remotes !== null ? record.remotes : {};
  return Object.values(remotes).filter((url): url is string => {
    if (typeof url !== 'string') return false;
    try {
      return ['http:', 'https:'].includes(new URL(url).protocol);
    } catch {
      return false;
    }
  });
}

/** Whether the worker may answer `url` from its remote caches: a remote's file, never the backend's. */
export function isRemoteFile(url: URL, origins: RemoteOrigins): boolean {
  if (url.origin === origins.backend || BACKEND_PATHS.test(url.pathname)) return false;
  if (!origins.remotes.has(url.origin)) return false;
  return isRemoteEntryFile(url.pathname) || isHashedFile(url.pathname);
}

interface ManifestAssets {
  js?: { sync?: string[]; async?: string[] };
  css?: { sync?: string[]; async?: string[] };
}
interface FederationManifest {
  metaData?: { publicPath?: string; remoteEntry?: { name?: string; path?: string } };
  exposes?: { assets?: ManifestAssets }[];
}

/**
 * The files a remote's mf-manifest.json names: its remoteEntry.js and the chunks of every exposed module.
 * `publicPath: "auto"` (our builds) means the files sit beside the manifest.
 */
export function remoteFilesOfManifest(
  manifestUrl: string,
  manifest: unknown,
): { remoteEntry: string | null; chunks: string[] } {
  const { metaData, exposes } = (
    typeof manifest === 'object' && manifest !== null ? manifest : {}
  ) as FederationManifest;
  const publicPath = metaData?.publicPath;
  const base = publicPath && publicPath !== 'auto' ? new URL(publicPath, manifestUrl).href : manifestUrl;
  const entry = metaData?.remoteEntry;
  const remoteEntry = entry?.name
    ? new URL(entry.path ? `${entry.path.replace(/\/+$/, '')}/${entry.name}` : entry.name, base).href
    : null;
  const chunks = new Set<string>();
  for (const expose of Array.isArray(exposes) ? exposes : []) {
    const assets = expose.assets ?? {};
    for (const files of [assets.js?.sync, assets.js?.async, assets.css?.sync, assets.css?.async]) {
      for (const file of Array.isArray(files) ? files : []) {
        if (typeof file === 'string') chunks.add(new URL(file, base).href);
      }
    }
  }
  return { remoteEntry, chunks: [...chunks] };
}
