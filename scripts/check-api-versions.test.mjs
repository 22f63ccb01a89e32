import assert from 'node:assert/strict';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { after, describe, test } from 'node:test';
import { compareApi, nextVersion, requiredBump, run } from './check-api-versions.mjs';

const BASE = `
/** Not exported, but part of load()'s signature. */
interface Options {
  retries: number;
}
export type Priority = 'Low' | 'High';
export interface Goal {
  id: string;
  priority: Priority;
}
export function load(id: string, options?: Options): Promise<Goal[]> {
  return Promise.resolve(options && id ? [] : []);
}
export const LIMIT = 3;
export class Store {
  constructor(readonly name: string) {}
  get(key: string): string | undefined {
    return key ? undefined : this.name;
  }
}
`;

const roots = [];
after(() => roots.forEach((root) => rmSync(root, { recursive: true, force: true })));

/** A throw-away workspace with one library, its API recorded at 1.0.0. */
function fixture(source = BASE, extra = 'export const extra = 1;\n') {
  const root = mkdtempSync(path.join(tmpdir(), 'api-versions-'));
  roots.push(root);
  const lib = path.join(root, 'fake-lib');
  mkdirSync(path.join(lib, 'src'), { recursive: true });
  writeFileSync(
    path.join(lib, 'package.json'),
    `${JSON.stringify({ name: '@fake/lib', version: '0.1.0', exports: { '.': './src/index.ts', './extra': './src/extra.ts' } }, null, 2)}\n`,
  );
  writeFileSync(
    path.join(lib, 'tsconfig.json'),
    JSON.stringify({ compilerOptions: { strict: true, target: 'ES2022', module: 'ESNext', moduleResolution: 'Bundler', lib: ['ES2023'], types: [] } }),
  );
  writeFileSync(path.join(lib, 'src/index.ts'), source);
  writeFileSync(path.join(lib, 'src/extra.ts'), extra);
  const options = { root, libraries: ['fake-lib'], recordDir: path.join(root, 'records') };
  run({ ...options, write: true });
  return {
    edit: (file, text) => writeFileSync(path.join(lib, 'src', file), text),
    setVersion: (version) => {
      const pkg = JSON.parse(readFileSync(path.join(lib, 'package.json'), 'utf8'));
      writeFileSync(path.join(lib, 'package.json'), JSON.stringify({ ...pkg, version }));
    },
    addEntry: (entry, file, text) => {
      writeFileSync(path.join(lib, 'src', file), text);
      const pkg = JSON.parse(readFileSync(path.join(lib, 'package.json'), 'utf8'));
      writeFileSync(path.join(lib, 'package.json'), JSON.stringify({ ...pkg, exports: { ...pkg.exports, [entry]: `./src/${file}` } }));
    },
    version: () => JSON.parse(readFileSync(path.join(lib, 'package.json'), 'utf8')).version,
    check: () => run(options).problems.join('\n'),
    write: () => run({ ...options, write: true }),
  };
}

describe('the version rules', () => {
  test('removed or changed exports need a major bump, added ones a minor bump', () => {
    const before = { '.': { a: '1', b: '2' }, './x': { c: '3' } };
    assert.equal(requiredBump(compareApi(before, before)), null);
    assert.equal(requiredBump(compareApi(before, { '.': { a: '1', b: '2', d: '4' }, './x': { c: '3' } })), 'minor');
    assert.equal(requiredBump(compareApi(before, { '.': { a: '1', b: '9' }, './x': { c: '3' } })), 'major');
    assert.deepEqual(compareApi(before, { '.': { a: '1', b: '2' }, './x': {} }), { removed: ['./x#c'], changed: [], added: [] });
  });

  test('a version already bumped by hand beyond what is needed is kept', () => {
    assert.equal(nextVersion('1.2.3', '1.2.3', 'minor'), '1.3.0');
    assert.equal(nextVersion('1.2.3', '1.2.3', 'major'), '2.0.0');
    assert.equal(nextVersion('1.2.3', '3.0.0', 'major'), '3.0.0');
    assert.equal(nextVersion('1.2.3', '1.2.4', null), '1.2.4');
  });
});

describe('a library whose API is recorded', () => {
  test('starts at 1.0.0 and passes the check', () => {
    const lib = fixture();
    assert.equal(lib.version(), '1.0.0');
    assert.equal(lib.check(), '');
  });

  test('edits that keep the API (names of parameters, union order, comments, bodies) need no bump', () => {
    const lib = fixture();
    lib.edit(
      'index.ts',
      BASE.replace("'Low' | 'High'", "'High' | 'Low'")
        .replace('load(id: string, options?: Options)', 'load(goalId: string, opts?: Options)')
        .replace('options && id', 'opts && goalId')
        .replace('/** Not exported', '// Internal\n/** Not exported'),
    );
    assert.equal(lib.check(), '');
  });

  test('an added export fails the check until --write bumps the minor version', () => {
    const lib = fixture();
    lib.edit('index.ts', `${BASE}export function save(goal: Goal): void { void goal; }\n`);
    assert.match(lib.check(), /added: save.*needs a minor version \(1\.1\.0\)/);
    lib.write();
    assert.equal(lib.version(), '1.1.0');
    assert.equal(lib.check(), '');
  });

  test('a removed export needs a major version', () => {
    const lib = fixture();
    lib.edit('index.ts', BASE.replace('export const LIMIT = 3;', ''));
    assert.match(lib.check(), /removed: LIMIT.*needs a major version \(2\.0\.0\)/);
    lib.write();
    assert.equal(lib.version(), '2.0.0');
  });

  test('a changed parameter type, property or union member needs a major version', () => {
    for (const [from, to, changed] of [
      ['load(id: string', 'load(id: number', 'load'],
      ['  id: string;\n  priority', '  id: string;\n  note: string;\n  priority', 'Goal'],
      ["'Low' | 'High'", "'Low' | 'High' | 'Urgent'", 'Priority'],
      ['get(key: string): string | undefined', 'get(key: string): string', 'Store'],
      ['constructor(readonly name: string)', 'constructor(readonly name: string, size: number)', 'Store'],
    ]) {
      const lib = fixture();
      lib.edit('index.ts', BASE.replace(from, to));
      assert.match(lib.check(), new RegExp(`changed: ${changed}\\b.*needs a major version`), `${from} → ${to}`);
    }
  });

  test('a change to a non-exported type that an export uses is a change of that export', () => {
    const lib = fixture();
    lib.edit('index.ts', BASE.replace('retries: number;', 'retries: number;\n  delayMs: number;'));
    assert.match(lib.check(), /changed: load\b/);
  });

  test('every package.json export entry is covered', () => {
    const lib = fixture();
    lib.edit('extra.ts', 'export const extra = "one";\n');
    assert.match(lib.check(), /changed: \.\/extra#extra/);
  });

  test('an export moved to another entry point is removed from one and added to the other: a major version', () => {
    const lib = fixture();
    lib.edit('index.ts', BASE.replace('export const LIMIT = 3;', ''));
    lib.edit('extra.ts', 'export const extra = 1;\nexport const LIMIT = 3;\n');
    assert.match(lib.check(), /removed: LIMIT; added: \.\/extra#LIMIT.*needs a major version \(2\.0\.0\)/);
    lib.write();
    assert.equal(lib.version(), '2.0.0');
    assert.equal(lib.check(), '');
  });

  test('an entry point that uses a type of another entry refers to it by name, so only the owner changes with it', () => {
    const lib = fixture(BASE, "import type { Goal } from './index';\nexport function first(goals: Goal[]): Goal | undefined { return goals[0]; }\n");
    lib.edit('index.ts', BASE.replace('  id: string;\n  priority', '  id: string;\n  note: string;\n  priority'));
    const problems = lib.check();
    assert.match(problems, /changed: Goal\b/);
    assert.doesNotMatch(problems, /\.\/extra#first/);
  });

  test('a new entry point adds its exports: a minor version', () => {
    const lib = fixture();
    lib.addEntry('./more', 'more.ts', 'export function more(): number { return 1; }\n');
    assert.match(lib.check(), /added: \.\/more#more.*needs a minor version \(1\.1\.0\)/);
  });

  test('a version changed by hand without recording it fails the check, and --write keeps it', () => {
    const lib = fixture();
    lib.setVersion('1.0.1');
    assert.match(lib.check(), /package\.json says 1\.0\.1 but the recorded API is 1\.0\.0/);
    lib.write();
    assert.equal(lib.version(), '1.0.1');
    assert.equal(lib.check(), '');
  });
});
