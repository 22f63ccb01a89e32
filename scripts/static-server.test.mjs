import assert from 'node:assert/strict';
import { request } from 'node:http';
import { mkdirSync, mkdtempSync, rmSync, utimesSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { after, before, test } from 'node:test';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import { acceptedEncodings, cacheControlFor, startStaticServer } from './static-server.mjs';

// Raw HTTP, not fetch: fetch would negotiate and decode the encoding itself and hide what was sent.
function get(server, urlPath, { method = 'GET', headers = {} } = {}) {
  return new Promise((resolve, reject) => {
    const req = request(`${server.url}${urlPath}`, { method, headers }, (res) => {
      const chunks = [];
      res.on('data', (chunk) => chunks.push(chunk));
      res.on('end', () => resolve({ status: res.statusCode, headers: res.headers, body: Buffer.concat(chunks) }));
    });
    req.on('error', reject);
    req.end();
  });
}

const decode = ({ headers, body }) =>
  (headers['content-encoding'] === 'br'
    ? brotliDecompressSync(body)
    : headers['content-encoding'] === 'gzip'
      ? gunzipSync(body)
      : body
  ).toString('utf8');

/** A file and, unless told otherwise, its .br and .gz as the build writes them. */
function writeBuilt(file, text, { variants = true } = {}) {
  mkdirSync(path.dirname(file), { recursive: true });
  writeFileSync(file, text);
  if (variants) {
    writeFileSync(`${file}.br`, brotliCompressSync(text));
    writeFileSync(`${file}.gz`, gzipSync(text));
  }
}

const work = mkdtempSync(path.join(tmpdir(), 'static-server-test-'));
const root = path.join(work, 'dist');
const chunkText = `console.log(${JSON.stringify('chunk '.repeat(400))});\n`;
const indexText = `<!DOCTYPE html><html><head><title>shell</title></head><body>${'<p>index</p>'.repeat(100)}</body></html>`;
const landingText = `<!DOCTYPE html><html><body>${'<h1>landing</h1>'.repeat(100)}</body></html>`;
const CHUNK = '/main.0123456789.js';
let server;
let spaServer;

before(async () => {
  writeBuilt(path.join(root, 'main.0123456789.js'), chunkText);
  writeBuilt(path.join(root, 'index.html'), indexText);
  writeBuilt(path.join(root, 'landing/index.html'), landingText);
  writeBuilt(path.join(root, 'remoteEntry.js'), `var entry = ${JSON.stringify('e'.repeat(2000))};`);
  writeBuilt(path.join(root, 'mf-manifest.json'), JSON.stringify({ name: 'x', pad: 'm'.repeat(2000) }));
  writeBuilt(path.join(root, 'small.js'), 'var small = 1;', { variants: false });
  writeBuilt(path.join(root, 'logo.png'), 'not really a png', { variants: false });
  // A sibling whose name starts like the root: a prefix check without the separator would let it out.
  writeBuilt(path.join(work, 'dist-other/secret.txt'), 'secret', { variants: false });
  writeBuilt(path.join(work, 'secret.txt'), 'secret', { variants: false });
  writeBuilt(path.join(work, 'config/config.json'), '{"v":1}', { variants: false });
  server = await startStaticServer({ root, port: 0 });
  spaServer = await startStaticServer({
    root,
    port: 0,
    spa: true,
    files: { '/config.json': path.join(work, 'config/config.json') },
  });
});

after(async () => {
  await Promise.all([server?.close(), spaServer?.close()]);
  rmSync(work, { recursive: true, force: true });
});

test('a client accepting brotli gets the .br with Content-Encoding: br and its own length', async () => {
  const response = await get(server, CHUNK, { headers: { 'Accept-Encoding': 'gzip, deflate, br, zstd' } });
  assert.equal(response.status, 200);
  assert.equal(response.headers['content-encoding'], 'br');
  assert.equal(response.headers['content-type'], 'text/javascript; charset=utf-8');
  assert.equal(response.headers.vary, 'Accept-Encoding');
  assert.equal(Number(response.headers['content-length']), response.body.length);
  assert.ok(response.body.length < Buffer.byteLength(chunkText) / 10, 'the compressed bytes are sent');
  assert.equal(decode(response), chunkText);
});

test('a client accepting only gzip gets the .gz', async () => {
  const response = await get(server, CHUNK, { headers: { 'Accept-Encoding': 'gzip' } });
  assert.equal(response.headers['content-encoding'], 'gzip');
  assert.equal(Number(response.headers['content-length']), response.body.length);
  assert.equal(decode(response), chunkText);
});

test('a client accepting neither gets the original, still with Vary', async () => {
  for (const headers of [{}, { 'Accept-Encoding': 'identity' }, { 'Accept-Encoding': 'br;q=0, gzip;q=0' }]) {
    const response = await get(server, CHUNK, { headers });
    assert.equal(response.headers['content-encoding'], undefined);
    assert.equal(response.headers.vary, 'Accept-Encoding');
    assert.equal(response.body.toString('utf8'), chunkText);
    assert.equal(Number(response.headers['content-length']), Buffer.byteLength(chunkText));
  }
});

test('Accept-Encoding quality values and the wildcard decide the coding', () => {
  assert.deepEqual(acceptedEncodings('gzip, deflate, br'), ['br', 'gzip']);
  assert.deepEqual(acceptedEncodings('br;q=0.5, gzip'), ['gzip', 'br']);
  assert.deepEqual(acceptedEncodings('br;q=0, gzip;q=0.1'), ['gzip']);
  assert.deepEqual(acceptedEncodings('*'), ['br', 'gzip']);
  assert.deepEqual(acceptedEncodings('*;q=0, gzip'), ['gzip']);
  assert.deepEqual(acceptedEncodings('deflate'), []);
  assert.deepEqual(acceptedEncodings(undefined), []);
});

test('a file without variants (small, or not text) is sent as it is', async () => {
  const small = await get(server, '/small.js', { headers: { 'Accept-Encoding': 'br, gzip' } });
  assert.equal(small.headers['content-encoding'], undefined);
  assert.equal(small.body.toString(), 'var small = 1;');
  assert.equal(small.headers.vary, 'Accept-Encoding');
  const png = await get(server, '/logo.png', { headers: { 'Accept-Encoding': 'br, gzip' } });
  assert.equal(png.headers['content-type'], 'image/png');
  assert.equal(png.headers['content-encoding'], undefined);
  assert.equal(png.headers.vary, undefined, 'not a compressible type');
});

test('a variant that no longer matches its original (edited after the build) is not served', async () => {
  const file = path.join(root, 'edited.0123456789.js');
  writeBuilt(file, chunkText);
  const before = await get(server, '/edited.0123456789.js', { headers: { 'Accept-Encoding': 'br, gzip' } });
  assert.equal(before.headers['content-encoding'], 'br');
  const edited = chunkText.replace('chunk', 'edits');
  writeFileSync(file, edited);
  writeFileSync(`${file}.gz`, gzipSync(edited));
  const response = await get(server, '/edited.0123456789.js', { headers: { 'Accept-Encoding': 'br, gzip' } });
  assert.equal(response.headers['content-encoding'], 'gzip', 'the .gz matches the edited original, the .br does not');
  assert.equal(decode(response), edited);
  writeFileSync(file, chunkText.replace('chunk', 'again'));
  const identity = await get(server, '/edited.0123456789.js', { headers: { 'Accept-Encoding': 'br, gzip' } });
  assert.equal(identity.headers['content-encoding'], undefined);
  assert.equal(identity.body.toString(), chunkText.replace('chunk', 'again'));
});

test('a matching variant is served whatever the file times (builds and copies write them in any order)', async () => {
  const file = path.join(root, 'copied.0123456789.js');
  writeBuilt(file, chunkText);
  const past = new Date(Date.now() - 60_000);
  utimesSync(`${file}.br`, past, past);
  const response = await get(server, '/copied.0123456789.js', { headers: { 'Accept-Encoding': 'br' } });
  assert.equal(response.headers['content-encoding'], 'br');
  assert.equal(decode(response), chunkText);
});

test('entry files revalidate, content-hashed chunks are immutable', async () => {
  const headers = { 'Accept-Encoding': 'br' };
  assert.equal((await get(server, CHUNK, { headers })).headers['cache-control'], 'public, max-age=31536000, immutable');
  for (const entry of ['/', '/index.html', '/remoteEntry.js', '/mf-manifest.json', '/small.js']) {
    const response = await get(server, entry, { headers });
    assert.equal(response.status, 200, entry);
    assert.equal(response.headers['cache-control'], 'no-cache', entry);
  }
  const manifest = await get(server, '/mf-manifest.json', { headers });
  assert.equal(manifest.headers['content-type'], 'application/json; charset=utf-8');
  assert.equal(manifest.headers['content-encoding'], 'br');
  assert.equal(JSON.parse(decode(manifest)).name, 'x');
  assert.equal(cacheControlFor('config.json'), 'no-cache');
  assert.equal(cacheControlFor('mf-stats.json'), 'no-cache');
  assert.equal(cacheControlFor('assets/logo.0123abcd45.svg'), 'public, max-age=31536000, immutable');
});

test('an unchanged file revalidates with 304, per coding', async () => {
  const first = await get(server, CHUNK, { headers: { 'Accept-Encoding': 'br' } });
  assert.ok(first.headers.etag);
  assert.ok(first.headers['last-modified']);
  const again = await get(server, CHUNK, { headers: { 'Accept-Encoding': 'br', 'If-None-Match': first.headers.etag } });
  assert.equal(again.status, 304);
  assert.equal(again.body.length, 0);
  assert.equal(again.headers.vary, 'Accept-Encoding');
  assert.equal(again.headers['cache-control'], 'public, max-age=31536000, immutable');
  const otherCoding = await get(server, CHUNK, {
    headers: { 'Accept-Encoding': 'gzip', 'If-None-Match': first.headers.etag },
  });
  assert.equal(otherCoding.status, 200, 'the gzip body is another representation');
  const byDate = await get(server, CHUNK, {
    headers: { 'Accept-Encoding': 'br', 'If-Modified-Since': first.headers['last-modified'] },
  });
  assert.equal(byDate.status, 304);
});

test('HEAD sends the headers of GET without a body', async () => {
  const headers = { 'Accept-Encoding': 'br' };
  const got = await get(server, CHUNK, { headers });
  const head = await get(server, CHUNK, { method: 'HEAD', headers });
  assert.equal(head.status, 200);
  assert.equal(head.body.length, 0);
  for (const name of ['content-type', 'content-length', 'content-encoding', 'cache-control', 'vary', 'etag']) {
    assert.equal(head.headers[name], got.headers[name], name);
  }
});

test('a folder serves its index.html, compressed too', async () => {
  for (const urlPath of ['/landing', '/landing/']) {
    const response = await get(server, urlPath, { headers: { 'Accept-Encoding': 'br' } });
    assert.equal(response.status, 200, urlPath);
    assert.equal(response.headers['content-type'], 'text/html; charset=utf-8');
    assert.equal(response.headers['content-encoding'], 'br');
    assert.equal(response.headers['cache-control'], 'no-cache');
    assert.equal(decode(response), landingText);
  }
});

test('with spa, unknown paths without an extension get index.html; missing files stay 404', async () => {
  const deepLink = await get(spaServer, '/habits/123', { headers: { 'Accept-Encoding': 'gzip' } });
  assert.equal(deepLink.status, 200);
  assert.equal(deepLink.headers['content-type'], 'text/html; charset=utf-8');
  assert.equal(deepLink.headers['content-encoding'], 'gzip');
  assert.equal(deepLink.headers['cache-control'], 'no-cache');
  assert.equal(decode(deepLink), indexText);
  assert.equal(
    decode(await get(spaServer, '/landing', { headers: { 'Accept-Encoding': 'br' } })),
    landingText,
    'a real folder wins over the fallback',
  );
  assert.equal((await get(spaServer, '/missing.0123456789.js')).status, 404);
  assert.equal((await get(server, '/habits/123')).status, 404, 'without spa');
});

test('paths outside the root are refused', async () => {
  for (const urlPath of ['/..%2fsecret.txt', '/..%2fdist-other%2fsecret.txt', '/%2e%2e/secret.txt', '/../secret.txt']) {
    const response = await get(spaServer, urlPath);
    assert.ok([403, 404].includes(response.status), `${urlPath}: ${response.status}`);
    assert.notEqual(response.body.toString(), 'secret', urlPath);
  }
  assert.equal((await get(server, '/%E0%A4%A')).status, 400);
});

test('a files override serves a file outside root, read fresh on every request', async () => {
  const configFile = path.join(work, 'config/config.json');
  const first = await get(spaServer, '/config.json', { headers: { 'Accept-Encoding': 'br, gzip' } });
  assert.equal(first.status, 200);
  assert.equal(first.headers['cache-control'], 'no-cache');
  assert.equal(first.headers['content-type'], 'application/json; charset=utf-8');
  assert.deepEqual(JSON.parse(decode(first)), { v: 1 });
  writeFileSync(configFile, '{"v":22}');
  const second = await get(spaServer, '/config.json');
  assert.deepEqual(JSON.parse(second.body.toString()), { v: 22 });
  assert.equal(Number(second.headers['content-length']), 8);
});

test('a file written after the server started is served', async () => {
  writeBuilt(path.join(root, 'late.abcdef0123.js'), chunkText);
  const response = await get(server, '/late.abcdef0123.js', { headers: { 'Accept-Encoding': 'br' } });
  assert.equal(response.status, 200);
  assert.equal(decode(response), chunkText);
});

test('CORS is open, OPTIONS answers 204, other methods 405', async () => {
  const got = await get(server, CHUNK);
  assert.equal(got.headers['access-control-allow-origin'], '*');
  const options = await get(server, CHUNK, { method: 'OPTIONS' });
  assert.equal(options.status, 204);
  assert.equal(options.headers['access-control-allow-methods'], 'GET, HEAD, OPTIONS');
  const post = await get(server, CHUNK, { method: 'POST' });
  assert.equal(post.status, 405);
  assert.equal(post.headers.allow, 'GET, HEAD, OPTIONS');
});
