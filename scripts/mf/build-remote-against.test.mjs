// A remote built against the next major of shared-data is refused at run time while every other remote
// keeps the shell's copies. The remote is really built, in a copy of the workspace whose shared-data is
// one major ahead; what its build says (mf-manifest.json, remoteEntry.js) goes to the shared-version check
// and to the real Module Federation runtime. The browser half: e2e/tests/platform-shared-versions.spec.ts.
import assert from 'node:assert/strict';
import { existsSync, mkdtempSync, readFileSync, realpathSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { after, describe, test } from 'node:test';
import { createInstance } from '@module-federation/runtime';
import semver from 'semver';
import { compareShared } from '../check-shared-versions.mjs';
import { buildRemoteAgainst, workspaceCopy } from './build-remote-against.mjs';
import { sharedDependencies, workspaceRoot } from './shared-deps.mjs';

const version = (folder) => JSON.parse(readFileSync(path.join(workspaceRoot, folder, 'package.json'), 'utf8')).version;
const isWorkspaceLibrary = (name) => name.startsWith('@onething/');
const removals = [];
after(() => removals.forEach((remove) => remove()));

describe('a copy of the workspace with other versions', () => {
  test('has the versions asked for, and its workspace packages are its own', () => {
    const before = version('shared-data');
    const copy = workspaceCopy({ 'shared-data': 'next-major', 'shared-ui': '9.9.9' });
    removals.push(copy.remove);
    const next = semver.inc(version('shared-data'), 'major');
    assert.deepEqual(copy.versions, { 'shared-data': next, 'shared-ui': '9.9.9' });
    assert.equal(JSON.parse(readFileSync(path.join(copy.root, 'shared-data/package.json'), 'utf8')).version, next);
    assert.equal(
      realpathSync(path.join(copy.root, 'node_modules/@onething/shared-data')),
      realpathSync(path.join(copy.root, 'shared-data')),
    );
    assert.equal(
      realpathSync(path.join(copy.root, 'node_modules/react')),
      realpathSync(path.join(workspaceRoot, 'node_modules/react')),
    );
    assert.equal(version('shared-data'), before, 'the workspace itself is untouched');
    copy.remove();
    assert.equal(existsSync(copy.root), false);
  });
});

/** The shell's shared modules as its mf-manifest.json lists them. */
function shellManifestShared() {
  return Object.entries(sharedDependencies()).map(([name, config]) => ({
    name,
    version: config.version,
    requiredVersion: config.requiredVersion,
    singleton: config.singleton,
  }));
}

describe('a remote built against the next major of shared-data', () => {
  const outDir = mkdtempSync(path.join(tmpdir(), 'remote-next-major-'));
  removals.push(() => rmSync(outDir, { recursive: true, force: true }));
  const current = version('shared-data');
  const next = semver.inc(current, 'major');
  let built;
  const build = async () =>
    (built ??= await buildRemoteAgainst({ remote: 'mf-habits', versions: { 'shared-data': 'next-major' }, outDir }));

  test('requires that major and bundles no copy of the workspace libraries', { timeout: 600_000 }, async () => {
    const { manifest, versions } = await build();
    assert.equal(versions['shared-data'], next);
    const sharedData = manifest.shared.find((s) => s.name === '@onething/shared-data');
    assert.equal(sharedData.requiredVersion, `^${next}`);
    assert.equal(sharedData.singleton, true);
    // strictVersion: the runtime throws instead of warning (the manifest does not say; the runtime code does)
    assert.match(readFileSync(path.join(outDir, 'remoteEntry.js'), 'utf8'), /strictVersion/);
    for (const shared of manifest.shared.filter((s) => isWorkspaceLibrary(s.name))) {
      assert.deepEqual(
        [...shared.assets.js.sync, ...shared.assets.js.async],
        [],
        `${shared.name}: the remote ships no copy of it`,
      );
    }
  });

  test('fails the shared-version check against the shell', { timeout: 600_000 }, async () => {
    const { manifest } = await build();
    assert.deepEqual(compareShared(shellManifestShared(), manifest.shared, 'mf-habits'), [
      `mf-habits: requires @onething/shared-data@^${next} but the shell provides ${current}`,
    ]);
  });

  test(
    'is refused by the runtime, and the other remotes still get the shell copies',
    { timeout: 600_000 },
    async () => {
      const { manifest } = await build();
      const shellShared = sharedDependencies();
      const entries = Object.keys(shellShared).filter(isWorkspaceLibrary);
      const shareInfo = (config) => ({
        version: config.version,
        scope: ['default'],
        shareConfig: { singleton: config.singleton, requiredVersion: config.requiredVersion, strictVersion: true },
      });
      // The shell provides every entry and has loaded only its main entries (the others stay lazy until asked).
      const shell = createInstance({
        name: 'shell',
        remotes: [],
        shareStrategy: 'loaded-first',
        shared: Object.fromEntries(
          entries.map((name) => [
            name,
            { ...shareInfo(shellShared[name]), get: async () => () => ({ copy: 'shell', name }) },
          ]),
        ),
      });
      for (const name of ['@onething/shared-data', '@onething/shared-ui']) await shell.loadShare(name);

      // The new remote registers what its build provides (chunks in its manifest), then asks for what it needs.
      const provided = manifest.shared.filter(
        (s) => isWorkspaceLibrary(s.name) && s.assets.js.sync.length + s.assets.js.async.length > 0,
      );
      const remote = createInstance({
        name: 'mf_habits',
        remotes: [],
        shared: Object.fromEntries(
          provided.map((s) => [s.name, { ...shareInfo(s), get: async () => () => ({ copy: 'remote', name: s.name }) }]),
        ),
      });
      remote.initShareScopeMap('default', shell.shareScopeMap.default);
      await Promise.all(remote.initializeSharing('default'));
      await assert.rejects(
        remote.loadShare('@onething/shared-data', {
          customShareInfo: shareInfo(manifest.shared.find((s) => s.name === '@onething/shared-data')),
        }),
        new RegExp(
          `Version ${current.replace(/\./g, '\\.')} from shell of shared singleton module @onething/shared-data does not satisfy`,
        ),
      );

      // Another remote, built against the shell's versions, loads any entry afterwards: always the shell's.
      const other = createInstance({ name: 'mf_calendar', remotes: [], shared: {} });
      other.initShareScopeMap('default', shell.shareScopeMap.default);
      for (const name of entries) {
        const factory = await other.loadShare(name, { customShareInfo: shareInfo(shellShared[name]) });
        assert.deepEqual(factory(), { copy: 'shell', name }, name);
      }
    },
  );
});
