// Reads a constant from the workspace's TypeScript source in plain Node: the module bundled in memory by
// esbuild and imported, so a build script takes a value (the app's name, the theme colours) from its one
// definition instead of a copy. Only for modules that need no browser to evaluate.
import { buildSync } from 'esbuild';

/** The exports of the TypeScript module `file` (an absolute path). */
export async function importSourceModule(file) {
  const { outputFiles } = buildSync({
    entryPoints: [file],
    bundle: true,
    format: 'esm',
    platform: 'neutral',
    write: false,
    logLevel: 'silent',
  });
  return import(`data:text/javascript;base64,${Buffer.from(outputFiles[0].text).toString('base64')}`);
}
