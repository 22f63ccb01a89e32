// A small static file server for built apps. Entry files (index.html, config.json, mf-manifest.json,
// remoteEntry.js) are revalidated on every load; content-hashed chunks are cached forever. CORS is
// open because the shell fetches remote manifests from other origins. `spa` serves index.html for
// unknown paths (deep links into the shell); a folder serves its index.html (prerendered pages).
//
// Compression is done once at build time (scripts/mf/compression.mjs writes `x.js.br` and `x.js.gz`
// next to `x.js`); this server sends the variant the client accepts, brotli first, with
// Content-Encoding and Vary, and the original otherwise. A variant is sent only if it decodes to
// exactly the original's bytes (checked once per version of the pair, then remembered), so a copy
// left stale by an edit to the original after the build is never served. File times cannot tell:
// the build and `cp` write the pair in any order.
//
// Hand-written rather than sirv: sirv's production mode indexes the folder once at start (files
// written later, such as a rebuilt remote, would be missed or sent with a stale length) and neither
// of its modes checks that a precompressed variant still matches its original.
import { createServer } from 'node:http';
import { createReadStream, promises as fs } from 'node:fs';
import path from 'node:path';
import { promisify } from 'node:util';
import { brotliDecompress, gunzip } from 'node:zlib';

const TYPES = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.webmanifest': 'application/manifest+json; charset=utf-8',
  '.map': 'application/json; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.ico': 'image/x-icon',
  '.woff2': 'font/woff2',
  '.mp3': 'audio/mpeg',
  '.txt': 'text/plain; charset=utf-8',
};
/** Text types: their responses depend on Accept-Encoding, so caches must key on it (Vary). */
const COMPRESSIBLE = new Set(['.html', '.js', '.mjs', '.css', '.json', '.webmanifest', '.map', '.svg', '.txt']);
/** Precompressed variants in the server's order of preference (brotli is smaller than gzip). */
const ENCODINGS = [
  { coding: 'br', suffix: '.br', decode: promisify(brotliDecompress) },
  { coding: 'gzip', suffix: '.gz', decode: promisify(gunzip) },
];
const ENTRY_FILES = new Set(['index.html', 'config.json', 'mf-manifest.json', 'mf-stats.json', 'remoteEntry.js']);
const HASHED = /\.[0-9a-f]{8,}\.(js|css|png|svg|woff2?|mp3)$/;

export function cacheControlFor(fileName) {
  if (ENTRY_FILES.has(fileName)) return 'no-cache';
  if (HASHED.test(fileName)) return 'public, max-age=31536000, immutable';
  return 'no-cache';
}

/**
 * The content codings a client accepts (q > 0), best first; ties keep the server's preference.
 * `*` stands for any coding not named. Identity is always possible, so it is not listed.
 * @param {string | undefined} header the Accept-Encoding request header
 * @returns {string[]}
 */
export function acceptedEncodings(header) {
  if (!header) return [];
  /** @type {Map<string, number>} */
  const quality = new Map();
  for (const part of header.split(',')) {
    const [name, ...params] = part.trim().toLowerCase().split(';');
    if (!name) continue;
    const q = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
    const value = q === undefined ? 1 : Number(q.slice(2));
    quality.set(name.trim(), Number.isFinite(value) ? value : 0);
  }
  const wildcard = quality.get('*') ?? 0;
  return ENCODINGS.map(({ coding }, order) => ({ coding, order, q: quality.get(coding) ?? wildcard }))
    .filter(({ q }) => q > 0)
    .sort((a, b) => b.q - a.q || a.order - b.order)
    .map(({ coding }) => coding);
}

const statFile = (file) =>
  fs.stat(file).then(
    (s) => (s.isFile() ? s : null),
    () => null,
  );

const version = (stat) => `${stat.size}:${stat.mtimeMs}:${stat.ino}`;

/**
 * Whether a variant decodes to its original, remembered per variant file for the current versions of
 * both files (an edit or a rebuild changes a version, so it is checked again).
 * @type {Map<string, { versions: string, matches: Promise<boolean> }>}
 */
const verified = new Map();

function variantMatches(originalPath, original, variantPath, variant, decode) {
  const versions = `${version(original)}|${version(variant)}`;
  const known = verified.get(variantPath);
  if (known?.versions === versions) return known.matches;
  const matches = Promise.all([
    fs.readFile(originalPath),
    fs.readFile(variantPath).then((bytes) => decode(bytes)),
  ]).then(
    ([originalBytes, decoded]) => originalBytes.equals(decoded),
    () => false,
  );
  verified.set(variantPath, { versions, matches });
  return matches;
}

/** The precompressed variant to send: the client's most preferred one that still matches the original. */
async function pickVariant(filePath, original, acceptHeader) {
  for (const coding of acceptedEncodings(acceptHeader)) {
    const { suffix, decode } = ENCODINGS.find((e) => e.coding === coding);
    const stat = await statFile(filePath + suffix);
    if (stat && (await variantMatches(filePath, original, filePath + suffix, stat, decode)))
      return { coding, file: filePath + suffix, stat };
  }
  return null;
}

/** Weak: the same bytes may be served with other headers. One tag per coding, since the bodies differ. */
const etagFor = (stat, coding) =>
  `W/"${stat.size.toString(16)}-${Math.floor(stat.mtimeMs).toString(16)}${coding ? `-${coding}` : ''}"`;

function notModified(req, etag, lastModified) {
  const ifNoneMatch = req.headers['if-none-match'];
  if (ifNoneMatch) {
    // Weak comparison: a tag matches with or without its W/ prefix.
    const bare = (tag) => tag.trim().replace(/^W\//, '');
    return ifNoneMatch.trim() === '*' || ifNoneMatch.split(',').some((tag) => bare(tag) === bare(etag));
  }
  const since = Date.parse(req.headers['if-modified-since'] ?? '');
  return Number.isFinite(since) && Math.floor(lastModified.getTime() / 1000) * 1000 <= since;
}

/**
 * @param {{ root: string, port: number, host?: string, spa?: boolean, files?: Record<string, string> }} options
 *   files maps a URL path (e.g. '/config.json') to a file served instead of the one in root.
 */
export function startStaticServer({ root, port, host = '127.0.0.1', spa = false, files = {} }) {
  const rootDir = path.resolve(root);
  const insideRoot = (file) => file === rootDir || file.startsWith(rootDir + path.sep);
  const server = createServer(async (req, res) => {
    res.setHeader('Access-Control-Allow-Origin', '*');
    res.setHeader('Access-Control-Allow-Methods', 'GET, HEAD, OPTIONS');
    res.setHeader('Access-Control-Allow-Headers', '*');
    if (req.method === 'OPTIONS') return void res.writeHead(204).end();
    if (req.method !== 'GET' && req.method !== 'HEAD')
      return void res.writeHead(405, { Allow: 'GET, HEAD, OPTIONS' }).end();
    let urlPath;
    try {
      urlPath = decodeURIComponent(new URL(req.url ?? '/', 'http://x').pathname);
    } catch {
      return void res.writeHead(400).end('Bad request');
    }
    const override = Object.hasOwn(files, urlPath) ? files[urlPath] : undefined;
    let filePath = override ?? path.join(rootDir, urlPath);
    if (!override && !insideRoot(filePath)) return void res.writeHead(403).end();
    let stat = await fs.stat(filePath).catch(() => null);
    if (stat?.isDirectory()) {
      filePath = path.join(filePath, 'index.html');
      stat = await statFile(filePath);
    } else if (stat && !stat.isFile()) {
      stat = null;
    }
    if (!stat && spa && !path.extname(urlPath)) {
      filePath = path.join(rootDir, 'index.html');
      stat = await statFile(filePath);
    }
    if (!stat) return void res.writeHead(404, { 'Content-Type': 'text/plain' }).end('Not found');

    const fileName = path.basename(filePath);
    const extension = path.extname(fileName);
    const compressible = COMPRESSIBLE.has(extension);
    const variant = compressible ? await pickVariant(filePath, stat, req.headers['accept-encoding']) : null;
    const sent = variant?.stat ?? stat;
    const etag = etagFor(sent, variant?.coding);
    /** @type {Record<string, string | number>} */
    const headers = {
      'Cache-Control': cacheControlFor(fileName),
      ETag: etag,
      'Last-Modified': sent.mtime.toUTCString(),
    };
    if (compressible) headers.Vary = 'Accept-Encoding';
    if (notModified(req, etag, sent.mtime)) return void res.writeHead(304, headers).end();

    headers['Content-Type'] = TYPES[extension] ?? 'application/octet-stream';
    headers['Content-Length'] = sent.size;
    if (variant) headers['Content-Encoding'] = variant.coding;
    res.writeHead(200, headers);
    if (req.method === 'HEAD' || sent.size === 0) return void res.end();
    // Never more bytes than Content-Length said, even if the file grows while it is read (config.json
    // is rewritten in place); extra bytes would corrupt the next response on a kept-alive connection.
    createReadStream(variant?.file ?? filePath, { end: sent.size - 1 })
      .on('error', () => res.destroy())
      .pipe(res);
  });
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, host, () => {
      server.off('error', reject);
      resolve({
        url: `http://${host === '127.0.0.1' ? 'localhost' : host}:${server.address().port}`,
        port: server.address().port,
        close: () =>
          new Promise((done) => {
            server.closeAllConnections?.();
            server.close(() => done());
          }),
      });
    });
  });
}
