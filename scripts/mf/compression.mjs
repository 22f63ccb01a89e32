// Precompressed copies of a production build: every text asset above 1 KB gets a `.br` (brotli at its
// highest quality) and a `.gz` (gzip level 9) next to it, and the original stays for clients that accept
// neither. Compressing once at build time lets the static server send the smallest bytes without spending
// CPU on every request (scripts/static-server.mjs picks the variant from Accept-Encoding).
// Source maps are left alone: only developer tools fetch them.
import { rmSync, writeFileSync } from 'node:fs';
import zlib from 'node:zlib';
import CompressionPlugin from 'compression-webpack-plugin';

/** Text assets worth compressing; `.map` is deliberately not among them. */
export const COMPRESSIBLE_ASSET = /\.(js|mjs|css|html|json|svg|txt)$/;
/** Below this size a compressed copy saves less than the headers it costs. */
export const COMPRESSION_THRESHOLD = 1024;

const BROTLI_OPTIONS = {
  params: {
    [zlib.constants.BROTLI_PARAM_MODE]: zlib.constants.BROTLI_MODE_TEXT,
    [zlib.constants.BROTLI_PARAM_QUALITY]: zlib.constants.BROTLI_MAX_QUALITY,
  },
};
export const GZIP_OPTIONS = { level: zlib.constants.Z_BEST_COMPRESSION };

/** The two compression plugins, or none outside production (dev servers compress on the fly). */
export function compressionPlugins({ isProduction }) {
  if (!isProduction) return [];
  const common = { test: COMPRESSIBLE_ASSET, threshold: COMPRESSION_THRESHOLD, deleteOriginalAssets: false };
  return [
    new CompressionPlugin({
      ...common,
      filename: '[path][base].br',
      algorithm: 'brotliCompress',
      compressionOptions: BROTLI_OPTIONS,
    }),
    new CompressionPlugin({
      ...common,
      filename: '[path][base].gz',
      algorithm: 'gzip',
      compressionOptions: GZIP_OPTIONS,
    }),
  ];
}

/**
 * Writes a file a script produces after the build (a prerendered page) with the same compressed copies
 * the plugins make; the static server refuses copies that no longer match, so rewrite them together.
 * @param {string} file
 * @param {string | Buffer} contents
 */
export function writeWithCompressedCopies(file, contents) {
  writeFileSync(file, contents);
  if (Buffer.byteLength(contents) < COMPRESSION_THRESHOLD) {
    for (const suffix of ['.br', '.gz']) rmSync(`${file}${suffix}`, { force: true });
    return;
  }
  writeFileSync(`${file}.br`, zlib.brotliCompressSync(contents, BROTLI_OPTIONS));
  writeFileSync(`${file}.gz`, zlib.gzipSync(contents, GZIP_OPTIONS));
}
