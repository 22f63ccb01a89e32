import assert from 'node:assert/strict';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { after, describe, test } from 'node:test';
import { classifyApi, LEVEL_NAMES } from './api-versions/classify.mjs';
import { nextVersion, requiredBump, run } from './check-api-versions.mjs';

// ------------------------------------------------------------------------------------------------------
// The classification, on report text (what the committed report holds and what the code gives now).

/** The level ('none', 'minor', 'major') and change lines from one export's text before and after. */
function classify(before, after, id = 'x') {
  const result = classifyApi(
    new Map(before === null ? [] : [[id, before]]),
    new Map(after === null ? [] : [[id, after]]),
  );
  return {
    level: LEVEL_NAMES[result.level],
    changes: result.changes.map((c) => `${LEVEL_NAMES[c.level]} ${c.path}: ${c.what}`),
  };
}
const level = (before, after) => classify(before, after).level;

const GOAL = 'interface Goal {\n  id: string;\n  priority: Priority;\n}';

describe('classifying a change of one export', () => {
  test('nothing changed: none', () => {
    assert.equal(level(GOAL, GOAL), 'none');
    assert.deepEqual(classifyApi(new Map([['a', 'const a: 1;']]), new Map([['a', 'const a: 1;']])), {
      level: 0,
      changes: [],
      reworded: [],
    });
  });

  test('an added export is minor, a removed one major', () => {
    assert.equal(level(null, 'function save(goal: Goal): void;'), 'minor');
    assert.equal(level('function save(goal: Goal): void;', null), 'major');
  });

  test('an added optional property of an exported interface or object type is minor', () => {
    assert.equal(level(GOAL, GOAL.replace('id: string;', 'id: string;\n  note?: string | undefined;')), 'minor');
    assert.deepEqual(classify(GOAL, GOAL.replace('id: string;', 'id: string;\n  note?: string;')).changes, [
      'minor x › note: optional property added',
    ]);
    assert.equal(level('type Goal = { id: string };', 'type Goal = { id: string; note?: string };'), 'minor');
    // deep inside: a property of a property, an element of an array, a member of a union
    assert.equal(
      level('type G = { steps: { id: string }[] };', 'type G = { steps: { id: string; done?: boolean }[] };'),
      'minor',
    );
    assert.equal(
      level(
        'type M = { type: "a"; id: string } | { type: "b" };',
        'type M = { type: "a"; id: string; at?: number } | { type: "b" };',
      ),
      'minor',
    );
  });

  test('an added required property of an exported type is major', () => {
    const { level: result, changes } = classify(GOAL, GOAL.replace('id: string;', 'id: string;\n  note: string;'));
    assert.equal(result, 'major');
    assert.match(changes[0], /major x › note: required property added/);
  });

  test('a removed property, or one made required, is major', () => {
    assert.equal(level(GOAL, 'interface Goal {\n  id: string;\n}'), 'major');
    assert.equal(level('type G = { note?: string };', 'type G = { note: string };'), 'major');
    assert.equal(level('type G = { note: string };', 'type G = { readonly note: string };'), 'major');
  });

  test('a changed property type is major', () => {
    assert.equal(level('type G = { id: string };', 'type G = { id: number };'), 'major');
    assert.deepEqual(classify('type G = { id: string };', 'type G = { id: number };').changes, [
      'major x › id: type changed from string to number',
    ]);
    // an exported type may be read by a remote: a new union member is as breaking as a dropped one
    assert.equal(level('type Priority = "High" | "Low";', 'type Priority = "High" | "Low" | "Urgent";'), 'major');
    assert.equal(level('type Priority = "High" | "Low";', 'type Priority = "High";'), 'major');
  });

  test('an added optional parameter is minor, an added required one major', () => {
    assert.equal(
      level('function load(id: string): Goal;', 'function load(id: string, options?: Options): Goal;'),
      'minor',
    );
    assert.equal(
      level('function load(id: string): Goal;', 'function load(id: string, ...more: string[]): Goal;'),
      'minor',
    );
    assert.equal(
      level('function load(id: string): Goal;', 'function load(id: string, options: Options): Goal;'),
      'major',
    );
    assert.equal(
      level('function load(id: string, options?: Options): Goal;', 'function load(id: string): Goal;'),
      'major',
    );
  });

  test('a wider input is minor: a parameter that accepts more, or is no longer required', () => {
    assert.equal(level('function load(id: string): Goal;', 'function load(id: string | number): Goal;'), 'minor');
    assert.equal(level('function load(id: string): Goal;', 'function load(id?: string): Goal;'), 'minor');
    assert.equal(level('function load(o: { id: string }): Goal;', 'function load(o: { id?: string }): Goal;'), 'minor');
    assert.equal(level('function load(id: string | number): Goal;', 'function load(id: string): Goal;'), 'major');
    // a parameter object the remote builds: a new required property breaks it, a new optional one does not
    assert.equal(
      level(
        'function load(o: Options { retries: number }): Goal;',
        'function load(o: Options { retries: number; delayMs: number }): Goal;',
      ),
      'major',
    );
    assert.equal(
      level(
        'function load(o: Options { retries: number }): Goal;',
        'function load(o: Options { retries: number; delayMs?: number }): Goal;',
      ),
      'minor',
    );
  });

  test('what a remote only reads may hold less: a dropped union member, a new property', () => {
    assert.equal(level('function load(): Goal | null;', 'function load(): Goal;'), 'minor');
    assert.equal(level('function load(): Goal;', 'function load(): Goal | null;'), 'major');
    assert.equal(
      level('const queries: { all: () => Q };', 'const queries: { all: () => Q; byId: (id: string) => Q };'),
      'minor',
    );
    assert.equal(
      level('const queries: { all: () => Q; byId: (id: string) => Q };', 'const queries: { all: () => Q };'),
      'major',
    );
    // a callback's parameter is provided by the library and read by the remote
    assert.equal(
      level(
        'function on(listener: (event: E | null) => void): void;',
        'function on(listener: (event: E) => void): void;',
      ),
      'minor',
    );
    assert.equal(
      level(
        'function on(listener: (event: E) => void): void;',
        'function on(listener: (event: E | null) => void): void;',
      ),
      'major',
    );
  });

  test('a type argument may be read or written: only optional additions are minor there', () => {
    assert.equal(
      level('function f(): Promise<{ id: string }>;', 'function f(): Promise<{ id: string; note?: string }>;'),
      'minor',
    );
    assert.equal(
      level('function f(): Promise<{ id: string }>;', 'function f(): Promise<{ id: string; note: string }>;'),
      'major',
    );
    assert.equal(level('function f(): Promise<Goal>;', 'function f(): Set<Goal>;'), 'major');
  });

  test('a renamed parameter or a different layout is no change', () => {
    const result = classifyApi(
      new Map([['load', 'function load(id: string): Goal;']]),
      new Map([['load', 'function load(\n  goalId: string\n): Goal;']]),
    );
    assert.equal(result.level, 0);
    assert.deepEqual(result.reworded, ['load']);
    assert.equal(level('type A = { b: string; a: number };', 'type A = {\n  a: number;\n  b: string;\n};'), 'none');
    assert.equal(level('type B = false | true;', 'type B = boolean;'), 'none');
  });

  test('an interface turned into the same type alias is no change, into a class a major one', () => {
    assert.equal(level(GOAL, 'type Goal = { id: string; priority: Priority };'), 'none');
    assert.equal(level(GOAL, 'class Goal {\n  id: string;\n  priority: Priority;\n}'), 'major');
  });

  test('text it cannot read is compared as text: any change is major', () => {
    assert.equal(level('const a: 1;', 'const a: %%%;'), 'major');
  });
});

describe('the version rules', () => {
  test('a version already bumped by hand beyond what is needed is kept', () => {
    assert.equal(nextVersion('1.2.3', '1.2.3', 'minor'), '1.3.0');
    assert.equal(nextVersion('1.2.3', '1.2.3', 'major'), '2.0.0');
    assert.equal(nextVersion('1.2.3', '3.0.0', 'major'), '3.0.0');
    assert.equal(nextVersion('1.2.3', '1.2.4', null), '1.2.4');
    assert.equal(requiredBump(2), 'major');
    assert.equal(requiredBump(1), 'minor');
    assert.equal(requiredBump(0), null);
  });
});

// ------------------------------------------------------------------------------------------------------
// The whole check on a throw-away library, through the TypeScript compiler.

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
    JSON.stringify({
      compilerOptions: {
        strict: true,
        target: 'ES2022',
        module: 'ESNext',
        moduleResolution: 'Bundler',
        lib: ['ES2023'],
        types: [],
      },
    }),
  );
  writeFileSync(path.join(lib, 'src/index.ts'), source);
  writeFileSync(path.join(lib, 'src/extra.ts'), extra);
  const options = { root, libraries: ['fake-lib'] };
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
      writeFileSync(
        path.join(lib, 'package.json'),
        JSON.stringify({ ...pkg, exports: { ...pkg.exports, [entry]: `./src/${file}` } }),
      );
    },
    report: () => readFileSync(path.join(lib, 'api-report.md'), 'utf8'),
    editReport: (edit) =>
      writeFileSync(path.join(lib, 'api-report.md'), edit(readFileSync(path.join(lib, 'api-report.md'), 'utf8'))),
    version: () => JSON.parse(readFileSync(path.join(lib, 'package.json'), 'utf8')).version,
    check: () => run(options).problems.join('\n'),
    write: () => run({ ...options, write: true }),
  };
}

describe('a library with an API report', () => {
  test('starts at 1.0.0 and passes the check; the report reads like TypeScript, one block per export', () => {
    const lib = fixture();
    assert.equal(lib.version(), '1.0.0');
    assert.equal(lib.check(), '');
    const report = lib.report();
    assert.match(report, /^# @fake\/lib 1\.0\.0: public API\n/);
    assert.match(
      report,
      /## `@fake\/lib`\n\n### `Goal`\n\n```ts\ninterface Goal \{\n {2}id: string;\n {2}priority: Priority;\n\}\n```/,
    );
    assert.match(
      report,
      /```ts\nfunction load\(id: string, options\?: Options \{ retries: number \}\): Promise<Goal\[\]>;\n```/,
    );
    assert.match(report, /```ts\nconst LIMIT: 3;\n```/);
    assert.match(report, /```ts\ntype Priority = "High" \| "Low";\n```/);
    assert.match(report, /## `@fake\/lib\/extra`\n\n### `extra`\n\n```ts\nconst extra: 1;\n```/);
    assert.doesNotMatch(report, /\/tmp|src\/index/, 'no file paths');
  });

  test('edits that keep the API (names of parameters, union order, comments, bodies) need no bump', () => {
    const lib = fixture();
    lib.edit(
      'index.ts',
      BASE.replace("'Low' | 'High'", "'High' | 'Low'")
        .replace('options && id', 'options && id && true')
        .replace('/** Not exported', '// Internal\n/** Not exported'),
    );
    assert.equal(lib.check(), '');
  });

  test('a renamed parameter needs no bump, but the report says the new name', () => {
    const lib = fixture();
    lib.edit(
      'index.ts',
      BASE.replace('load(id: string, options?: Options)', 'load(goalId: string, options?: Options)').replace(
        'options && id',
        'options && goalId',
      ),
    );
    assert.match(
      lib.check(),
      /does not match the code \(no version change needed\):\n {2}reworded without an API change: load\n/,
    );
    lib.write();
    assert.equal(lib.version(), '1.0.0');
    assert.match(lib.report(), /function load\(goalId: string/);
    assert.equal(lib.check(), '');
  });

  test('an added export fails the check until --write bumps the minor version', () => {
    const lib = fixture();
    lib.edit('index.ts', `${BASE}export function save(goal: Goal): void { void goal; }\n`);
    assert.match(
      lib.check(),
      /changed since 1\.0\.0; that needs a minor version \(1\.1\.0\):\n {2}minor {2}save: export added\n/,
    );
    lib.write();
    assert.equal(lib.version(), '1.1.0');
    assert.match(lib.report(), /^# @fake\/lib 1\.1\.0/);
    assert.match(lib.report(), /### `save`\n\n```ts\nfunction save\(goal: Goal\): void;\n```/);
    assert.equal(lib.check(), '');
  });

  test('an added optional property of an exported interface is a minor version', () => {
    const lib = fixture();
    lib.edit('index.ts', BASE.replace('  id: string;\n  priority', '  id: string;\n  note?: string;\n  priority'));
    assert.match(
      lib.check(),
      /needs a minor version \(1\.1\.0\):\n {2}minor {2}Goal › note: optional property added\n/,
    );
    lib.write();
    assert.equal(lib.version(), '1.1.0');
    assert.match(lib.report(), /interface Goal \{\n {2}id: string;\n {2}note\?: string;\n/);
  });

  test('an added optional field of a parameter object the remote builds is a minor version', () => {
    const lib = fixture();
    lib.edit('index.ts', BASE.replace('retries: number;', 'retries: number;\n  delayMs?: number;'));
    assert.match(lib.check(), /minor {2}load › parameter options › delayMs: optional property added/);
  });

  test('a removed export needs a major version', () => {
    const lib = fixture();
    lib.edit('index.ts', BASE.replace('export const LIMIT = 3;', ''));
    assert.match(lib.check(), /needs a major version \(2\.0\.0\):\n {2}major {2}LIMIT: export removed/);
    lib.write();
    assert.equal(lib.version(), '2.0.0');
  });

  test('a changed parameter type, an added required property or union member, a changed method needs a major version', () => {
    for (const [from, to, changed] of [
      ['load(id: string', 'load(id: number', /major {2}load › parameter id: type changed from string to number/],
      [
        '  id: string;\n  priority',
        '  id: string;\n  note: string;\n  priority',
        /major {2}Goal › note: required property added/,
      ],
      ["'Low' | 'High'", "'Low' | 'High' | 'Urgent'", /major {2}Priority: now also includes "Urgent"/],
      [
        'get(key: string): string | undefined',
        'get(key: string): string',
        /major {2}Store › get › returns: no longer includes undefined/,
      ],
      [
        'constructor(readonly name: string)',
        'constructor(readonly name: string, size: number)',
        /major {2}Store › new › parameter size: required parameter added/,
      ],
    ]) {
      const lib = fixture();
      lib.edit('index.ts', BASE.replace(from, to));
      const problems = lib.check();
      assert.match(problems, /needs a major version \(2\.0\.0\)/, `${from} → ${to}`);
      assert.match(problems, changed, `${from} → ${to}`);
    }
  });

  test('a change to a non-exported type that an export uses is a change of that export', () => {
    const lib = fixture();
    lib.edit('index.ts', BASE.replace('retries: number;', 'retries: number;\n  delayMs: number;'));
    assert.match(
      lib.check(),
      /major {2}load › parameter options › delayMs: required property added \(the remote provides this value\)/,
    );
  });

  test('every package.json export entry is covered', () => {
    const lib = fixture();
    lib.edit('extra.ts', 'export const extra = "one";\n');
    assert.match(lib.check(), /major {2}\.\/extra#extra: type changed from 1 to "one"/);
  });

  test('an export moved to another entry point is removed from one and added to the other: a major version', () => {
    const lib = fixture();
    lib.edit('index.ts', BASE.replace('export const LIMIT = 3;', ''));
    lib.edit('extra.ts', 'export const extra = 1;\nexport const LIMIT = 3;\n');
    const problems = lib.check();
    assert.match(problems, /needs a major version \(2\.0\.0\)/);
    assert.match(problems, /major {2}LIMIT: export removed\n {2}minor {2}\.\/extra#LIMIT: export added/);
    lib.write();
    assert.equal(lib.version(), '2.0.0');
    assert.equal(lib.check(), '');
  });

  test('an entry point that uses a type of another entry refers to it by name, so only the owner changes with it', () => {
    const lib = fixture(
      BASE,
      "import type { Goal } from './index';\nexport function first(goals: Goal[]): Goal | undefined { return goals[0]; }\n",
    );
    assert.match(lib.report(), /function first\(goals: Goal\[\]\): Goal \| undefined;/);
    lib.edit('index.ts', BASE.replace('  id: string;\n  priority', '  id: string;\n  note: string;\n  priority'));
    const problems = lib.check();
    assert.match(problems, /Goal › note/);
    assert.doesNotMatch(problems, /\.\/extra#first/);
  });

  test('a new entry point adds its exports: a minor version', () => {
    const lib = fixture();
    lib.addEntry('./more', 'more.ts', 'export function more(): number { return 1; }\n');
    assert.match(lib.check(), /needs a minor version \(1\.1\.0\):\n {2}minor {2}\.\/more#more: export added/);
  });

  test('a version changed by hand without rewriting the report fails the check, and --write keeps it', () => {
    const lib = fixture();
    lib.setVersion('1.0.1');
    assert.match(lib.check(), /package\.json says 1\.0\.1 but fake-lib\/api-report\.md is 1\.0\.0/);
    lib.write();
    assert.equal(lib.version(), '1.0.1');
    assert.equal(lib.check(), '');
  });

  test('a report edited by hand fails the check', () => {
    const lib = fixture();
    lib.editReport((text) => text.replace('const LIMIT: 3;', 'const LIMIT: 4;'));
    assert.match(lib.check(), /needs a major version \(2\.0\.0\):\n {2}major {2}LIMIT: type changed from 4 to 3/);
  });
});
