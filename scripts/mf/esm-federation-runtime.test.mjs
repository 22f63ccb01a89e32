import assert from 'node:assert/strict';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { after, test } from 'node:test';
import rspack from '@rspack/core';
import { ModuleFederationPlugin } from '@module-federation/enhanced/rspack';
import { EsmFederationRuntimePlugin } from './esm-federation-runtime.mjs';
import { workspaceRoot } from './shared-deps.mjs';

const work = mkdtempSync(path.join(tmpdir(), 'esm-federation-runtime-test-'));
after(() => rmSync(work, { recursive: true, force: true }));

/** The @module-federation files a host like the shell bundles (its runtime, plus the sdk it imports itself). */
async function federationFiles(plugins) {
  const projectRoot = path.join(work, `host-${plugins.length}`);
  mkdirSync(path.join(projectRoot, 'src'), { recursive: true });
  writeFileSync(
    path.join(projectRoot, 'src/index.js'),
    "import * as sdk from '@module-federation/sdk';\nglobalThis.sdk = sdk;\n",
  );
  const compiler = rspack({
    mode: 'production',
    context: projectRoot,
    entry: { main: './src/index.js' },
    output: { path: path.join(projectRoot, 'dist') },
    resolve: { modules: [path.join(workspaceRoot, 'node_modules')] },
    devtool: false,
    optimization: { concatenateModules: false }, // one stats entry per file
    plugins: [
      new ModuleFederationPlugin({
        name: 'host',
        remotes: {},
        manifest: false,
        dts: false,
        experiments: { provideExternalRuntime: true },
      }),
      ...plugins,
    ],
  });
  const stats = await new Promise((resolve, reject) =>
    compiler.run((error, result) => (error ? reject(error) : resolve(result))),
  );
  await new Promise((resolve) => compiler.close(resolve));
  assert.equal(stats.hasErrors(), false, stats.toString({ all: false, errors: true }));
  const { modules } = stats.toJson({ all: false, modules: true, nestedModules: true });
  const names = modules.flatMap((m) => [
    m.nameForCondition ?? m.name ?? '',
    ...(m.modules ?? []).map((n) => n.nameForCondition ?? n.name ?? ''),
  ]);
  // 'sdk/dist/dom.cjs' ...
  return names
    .filter((name) => name.includes('node_modules/@module-federation/'))
    .map((name) => name.split('node_modules/@module-federation/').pop());
}

test('without the plugin the runtime is CommonJS and the sdk comes twice (the premise)', async () => {
  const files = await federationFiles([]);
  const sdkFiles = files.filter((file) => file.startsWith('sdk/dist/'));
  assert.ok(
    sdkFiles.some((file) => file.endsWith('.cjs')) && sdkFiles.some((file) => file.endsWith('.js')),
    files.join('\n'),
  );
});

test('with it every runtime file is an ES module and the sdk comes once', async () => {
  const files = await federationFiles([new EsmFederationRuntimePlugin()]);
  assert.ok(files.length > 10, files.join('\n'));
  assert.deepEqual(
    files.filter((file) => file.endsWith('.cjs')),
    [],
  );
  assert.ok(files.includes('runtime-core/dist/core.js'), files.join('\n'));
});
