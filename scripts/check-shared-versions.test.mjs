import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { after, test } from 'node:test';
import { fileURLToPath } from 'node:url';
import { compareShared } from './check-shared-versions.mjs';
import { workspaceShare } from './mf/shared-deps.mjs';

const share = (name, version) => ({ name, ...workspaceShare(version) });
const react = (version, requiredVersion = '~19.3.1') => ({ name: 'react', singleton: true, version, requiredVersion });

test('builds of the same libraries agree', () => {
  const shared = [share('@onething/shared-data', '1.3.0'), react('19.3.1')];
  assert.deepEqual(compareShared(shared, shared, 'mf-habits'), []);
});

test('a remote built against an older minor of a workspace library still fits a newer shell', () => {
  assert.deepEqual(
    compareShared([share('@onething/shared-data', '1.3.0')], [share('@onething/shared-data', '1.2.0')], 'mf-habits'),
    [],
  );
});

test('a remote built against a newer minor or another major of a workspace library is caught', () => {
  for (const [shellVersion, remoteVersion] of [
    ['1.3.0', '1.4.0'],
    ['1.3.0', '2.0.0'],
    ['2.0.0', '1.3.0'],
  ]) {
    const problems = compareShared(
      [share('@onething/shared-ui', shellVersion)],
      [share('@onething/shared-ui', remoteVersion)],
      'mf-habits',
    );
    assert.deepEqual(problems, [
      `mf-habits: requires @onething/shared-ui@^${remoteVersion} but the shell provides ${shellVersion}`,
    ]);
  }
});

test('another React, a library the shell lacks, and a non-singleton are caught', () => {
  assert.equal(compareShared([react('19.3.1')], [react('19.2.0', '~19.2.0')], 'mf-habits').length, 1);
  assert.match(compareShared([], [react('19.3.1')], 'mf-habits').join(), /which the shell does not provide/);
  assert.match(
    compareShared([react('19.3.1')], [{ ...react('19.3.1'), singleton: false }], 'mf-habits').join(),
    /not a singleton/,
  );
});

const dirs = [];
after(() => dirs.forEach((dir) => rmSync(dir, { recursive: true, force: true })));

test('the command line checks given manifests (a deployed remote against a shell) and exits non-zero on a mismatch', () => {
  const dir = mkdtempSync(path.join(tmpdir(), 'shared-versions-'));
  dirs.push(dir);
  const manifest = (file, version) => {
    writeFileSync(path.join(dir, file), JSON.stringify({ shared: [share('@onething/shared-data', version)] }));
    return path.join(dir, file);
  };
  const shell = manifest('shell.json', '2.0.0');
  const script = fileURLToPath(new URL('./check-shared-versions.mjs', import.meta.url));
  const ok = spawnSync('node', [script, '--shell', shell, `mf-habits=${manifest('new.json', '2.0.0')}`], {
    encoding: 'utf8',
  });
  assert.equal(ok.status, 0, ok.stderr);
  assert.match(ok.stdout, /1 remotes checked/);
  const old = spawnSync('node', [script, '--shell', shell, `mf-habits=${manifest('old.json', '1.4.0')}`], {
    encoding: 'utf8',
  });
  assert.equal(old.status, 1);
  assert.match(old.stderr, /mf-habits: requires @onething\/shared-data@\^1\.4\.0 but the shell provides 2\.0\.0/);
});
