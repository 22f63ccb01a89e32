// A small static file server for built apps. Entry files (index.html, config.json, mf-manifest.json,
// remoteEntry.js) are revalidated on every load; content-hashed chunks are cached forever. CORS is
// open because the shell fetches remote manifests from other origins. `spa` serves index.html for
// unknown paths (deep links into the shell).
import { createServer } from 'node:http';
import { createReadStream, promises as fs } from 'node:fs';
import path from 'node:path';

const TYPES = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.map': 'application/json; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.ico': 'image/x-icon',
  '.woff2': 'font/woff2',
  '.mp3': 'audio/mpeg',
  '.txt': 'text/plain; charset=utf-8',
};
const ENTRY_FILES = new Set(['index.html', 'config.json', 'mf-manifest.json', 'mf-stats.json', 'remoteEntry.js']);
const HASHED = /\.[0-9a-f]{8,}\.(js|css|png|svg|woff2?|mp3)$/;

export function cacheControlFor(fileName) {
  if (ENTRY_FILES.has(fileName)) return 'no-cache';
  if (HASHED.test(fileName)) return 'public, max-age=31536000, immutable';
  return 'no-cache';
}

/**
 * @param {{ root: string, port: number, host?: string, spa?: boolean, files?: Record<string, string> }} options
 *   files maps a URL path (e.g. '/config.json') to a file served instead of the one in root.
 */
export function startStaticServer({ root, port, host = '127.0.0.1', spa = false, files = {} }) {
  const rootDir = path.resolve(root);
  const server = createServer(async (req, res) => {
    res.setHeader('Access-Control-Allow-Origin', '*');
    res.setHeader('Access-Control-Allow-Methods', 'GET, HEAD, OPTIONS');
    res.setHeader('Access-Control-Allow-Headers', '*');
    if (req.method === 'OPTIONS') return void res.writeHead(204).end();
    if (req.method !== 'GET' && req.method !== 'HEAD') return void res.writeHead(405).end();
    let urlPath;
    try {
      urlPath = decodeURIComponent(new URL(req.url ?? '/', 'http://x').pathname);
    } catch {
      return void res.writeHead(400).end('Bad request');
    }
    let filePath = files[urlPath] ?? path.join(rootDir, urlPath);
    if (!files[urlPath] && !filePath.startsWith(rootDir)) return void res.writeHead(403).end();
    let stat = await fs.stat(filePath).catch(() => null);
    if (stat?.isDirectory()) {
      filePath = path.join(filePath, 'index.html');
      stat = await fs.stat(filePath).catch(() => null);
    }
    if (!stat && spa && !path.extname(urlPath)) {
      filePath = path.join(rootDir, 'index.html');
      stat = await fs.stat(filePath).catch(() => null);
    }
    if (!stat) return void res.writeHead(404, { 'Content-Type': 'text/plain' }).end('Not found');
    const fileName = path.basename(filePath);
    res.writeHead(200, {
      'Content-Type': TYPES[path.extname(fileName)] ?? 'application/octet-stream',
      'Content-Length': stat.size,
      'Cache-Control': cacheControlFor(fileName),
    });
    if (req.method === 'HEAD') return void res.end();
    createReadStream(filePath).pipe(res);
  });
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, host, () => {
      server.off('error', reject);
      resolve({
        url: `http://${host === '127.0.0.1' ? 'localhost' : host}:${server.address().port}`,
        port: server.address().port,
        close: () => new Promise((done) => { server.closeAllConnections?.(); server.close(() => done()); }),
      });
    });
  });
}
