import assert from 'node:assert/strict';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { after, test } from 'node:test';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import rspack from '@rspack/core';
import { compressionPlugins, writeWithCompressedCopies } from './compression.mjs';

const work = mkdtempSync(path.join(tmpdir(), 'compression-test-'));
after(() => rmSync(work, { recursive: true, force: true }));

/** Builds a tiny project with the plugins and returns its output folder. */
async function build(isProduction) {
  const projectRoot = path.join(work, isProduction ? 'production' : 'development');
  mkdirSync(path.join(projectRoot, 'src'), { recursive: true });
  // Enough distinct text that the minified bundle stays well above the 1 KB threshold.
  const words = Array.from({ length: 300 }, (_, i) => `word number ${i}`);
  writeFileSync(
    path.join(projectRoot, 'src/index.js'),
    `export const words = ${JSON.stringify(words)};\nconsole.log(words.join(", "));\n`,
  );
  const compiler = rspack({
    mode: isProduction ? 'production' : 'development',
    context: projectRoot,
    devtool: 'source-map',
    entry: { main: './src/index.js', tiny: './src/tiny.js' },
    output: { path: path.join(projectRoot, 'dist'), filename: '[name].[contenthash:10].js' },
    plugins: [
      new rspack.HtmlRspackPlugin({
        chunks: ['main'],
        templateContent: `<!DOCTYPE html><html><body>${'<p>page</p>'.repeat(200)}</body></html>`,
      }),
      ...compressionPlugins({ isProduction }),
    ],
    infrastructureLogging: { level: 'error' },
  });
  writeFileSync(path.join(projectRoot, 'src/tiny.js'), 'console.log(1);\n');
  const stats = await new Promise((resolve, reject) =>
    compiler.run((error, result) => (error ? reject(error) : resolve(result))),
  );
  await new Promise((resolve) => compiler.close(resolve));
  assert.ok(!stats.hasErrors(), stats.toString('errors-only'));
  return path.join(projectRoot, 'dist');
}

test('a production build has a .br and a .gz of each text asset above 1 KB, decoding to the original', async () => {
  const dist = await build(true);
  const files = readdirSync(dist);
  const main = files.find((name) => /^main\.[0-9a-f]{10}\.js$/.test(name));
  for (const original of [main, 'index.html']) {
    const bytes = readFileSync(path.join(dist, original));
    assert.ok(bytes.length > 1024, `${original} is big enough to be compressed`);
    assert.deepEqual(brotliDecompressSync(readFileSync(path.join(dist, `${original}.br`))), bytes, `${original}.br`);
    assert.deepEqual(gunzipSync(readFileSync(path.join(dist, `${original}.gz`))), bytes, `${original}.gz`);
  }
  const tiny = files.find((name) => /^tiny\.[0-9a-f]{10}\.js$/.test(name));
  assert.ok(tiny && !existsSync(path.join(dist, `${tiny}.br`)), 'a file under 1 KB is not compressed');
  assert.ok(files.some((name) => name.endsWith('.js.map')));
  assert.ok(!files.some((name) => /\.map\.(br|gz)$/.test(name)), 'source maps are not compressed');
});

test('a development build has no compressed copies', async () => {
  const dist = await build(false);
  assert.ok(!readdirSync(dist).some((name) => /\.(br|gz)$/.test(name)));
});

test('a file written after the build gets matching copies, and a small one loses its old ones', () => {
  const file = path.join(work, 'page.html');
  const page = `<!DOCTYPE html>${'<p>prerendered</p>'.repeat(100)}`;
  writeWithCompressedCopies(file, page);
  assert.equal(brotliDecompressSync(readFileSync(`${file}.br`)).toString(), page);
  assert.equal(gunzipSync(readFileSync(`${file}.gz`)).toString(), page);
  writeWithCompressedCopies(file, '<p>small</p>');
  assert.equal(readFileSync(file, 'utf8'), '<p>small</p>');
  assert.ok(!existsSync(`${file}.br`) && !existsSync(`${file}.gz`));
});
