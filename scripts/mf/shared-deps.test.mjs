// What the Module Federation runtime does with our share config for a workspace library when a remote
// was built against another version than the shell's: the real runtime, no browser.
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { createInstance } from '@module-federation/runtime';
import { sharedDependencies, workspaceShare } from './shared-deps.mjs';

const PKG = '@onething/shared-data';
let remoteCount = 0;

/** The shell (loaded-first, its copy already in use) and one remote sharing its scope, as in the browser. */
async function loadInRemote(shellVersion, remoteVersion) {
  const split = ({ version, ...shareConfig }) => ({ version, shareConfig });
  const shell = createInstance({
    name: `shell_${remoteCount}`,
    remotes: [],
    shareStrategy: 'loaded-first',
    shared: { [PKG]: { ...split(workspaceShare(shellVersion)), lib: () => ({ copy: 'shell' }) } },
  });
  await shell.loadShare(PKG);
  remoteCount += 1;
  const remote = createInstance({
    name: `remote_${remoteCount}`,
    remotes: [],
    shared: { [PKG]: { ...split(workspaceShare(remoteVersion)), get: async () => () => ({ copy: 'remote' }) } },
  });
  remote.initShareScopeMap('default', shell.shareScopeMap.default);
  await Promise.all(remote.initializeSharing('default'));
  const factory = await remote.loadShare(PKG);
  return factory().copy;
}

test('the build config shares both workspace libraries as strict singletons at their package version', () => {
  const shared = sharedDependencies();
  for (const pkg of ['@onething/shared-data', '@onething/shared-ui']) {
    assert.equal(shared[pkg].singleton, true);
    assert.equal(shared[pkg].strictVersion, true);
    assert.equal(shared[pkg].requiredVersion, `^${shared[pkg].version}`);
  }
});

test('a remote built against an older minor uses the shell copy', async () => {
  assert.equal(await loadInRemote('1.3.0', '1.2.0'), 'shell');
  assert.equal(await loadInRemote('1.3.0', '1.3.0'), 'shell');
});

test('a remote that needs a newer minor or another major is refused, not run against the shell copy', async () => {
  for (const [shellVersion, remoteVersion] of [
    ['1.3.0', '1.4.0'],
    ['1.3.0', '2.0.0'],
    ['2.0.0', '1.3.0'],
  ]) {
    await assert.rejects(
      loadInRemote(shellVersion, remoteVersion),
      /does not satisfy the requirement/,
      `${shellVersion} vs ${remoteVersion}`,
    );
  }
});
