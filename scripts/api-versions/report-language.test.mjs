import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { exportTexts, formatReport, parseReport } from './report-file.mjs';
import { parseDeclarations, parseType } from './parse-declarations.mjs';
import { printDeclarations } from './print-declarations.mjs';
import { flat, keyOf } from './type-nodes.mjs';

/** Printed, read back and printed again: the text must not move. */
function roundTrip(text) {
  const printed = printDeclarations(parseDeclarations(text));
  assert.equal(printDeclarations(parseDeclarations(printed)), printed, `not stable: ${text}`);
  return printed;
}

describe('the report language', () => {
  test('reads and prints declarations of every kind', () => {
    assert.equal(roundTrip('const LIMIT: 3;'), 'const LIMIT: 3;');
    assert.equal(
      roundTrip('function load(id: string, options?: Options { retries: number }): Promise<Goal[]>;'),
      'function load(id: string, options?: Options { retries: number }): Promise<Goal[]>;',
    );
    assert.equal(roundTrip('type Priority = "Low" | "High";'), 'type Priority = "High" | "Low";');
    assert.equal(
      roundTrip('interface Goal extends Base<string> { id: string; readonly note?: string }'),
      'interface Goal extends Base<string> {\n  id: string;\n  readonly note?: string;\n}',
    );
    assert.equal(
      roundTrip('class Store { get: (key: string) => string | undefined }'),
      'class Store {\n  get: (key: string) => string | undefined;\n}',
    );
    assert.equal(roundTrip('namespace Icons;'), 'namespace Icons;');
    assert.equal(roundTrip('enum Color = Color.Red | Color.Green;'), 'enum Color = Color.Green | Color.Red;');
  });

  test('a value with several call signatures prints one function line per signature', () => {
    const text = 'function f(a: string): string;\nfunction f(a: number): number;';
    assert.equal(roundTrip(text), text);
    assert.equal(parseDeclarations(text).length, 1);
  });

  test('parentheses only where the meaning needs them', () => {
    for (const [input, output] of [
      ['type A = (string | number)[];', 'type A = (number | string)[];'],
      ['type A = ((a: string) => void) | null;', 'type A = ((a: string) => void) | null;'],
      ['type A = (A & B) | C;', 'type A = A & B | C;'],
      ['type A = (A | B) & C;', 'type A = (A | B) & C;'],
      ['type A = ReadonlyArray<readonly [string]>;', 'type A = readonly (readonly [string])[];'],
      ['type A = keyof (A | B);', 'type A = keyof (A | B);'],
      ['type A = T extends string ? (x: T) => void : never;', 'type A = T extends string ? (x: T) => void : never;'],
      [
        'type A = [a: string, b?: number, ...rest: boolean[]];',
        'type A = [a: string, b?: number, ...rest: boolean[]];',
      ],
      ['type A = [string, (number | null)?];', 'type A = [string, (number | null)?];'],
    ]) {
      assert.equal(roundTrip(input), output);
    }
  });

  test('names of packages and entry points stay one name; text of the compiler is read like ours', () => {
    const type = parseType('react:React.ReactNode | @tanstack/query-core:QueryKey | ./calendar#CalendarEvent');
    assert.deepEqual(
      type.types.map((t) => t.name),
      ['./calendar#CalendarEvent', '@tanstack/query-core:QueryKey', 'react:React.ReactNode'],
    );
    assert.equal(
      keyOf(parseType('{ id: number; posted_at?: string | undefined; }')),
      keyOf(parseType('{ posted_at?: string; id: number }')),
    );
    assert.equal(
      flat(parseType('{ get(key: string): string; get(key: number): number; }')),
      '{ get: { (key: string): string; (key: number): number } }',
    );
    assert.equal(flat(parseType('`px-${number}`')), '`px-${number}`');
  });

  test('false | true is boolean, and null and undefined go last', () => {
    assert.equal(flat(parseType('undefined | true | string | false | null')), 'boolean | string | null | undefined');
    assert.equal(keyOf(parseType('boolean')), keyOf(parseType('true | false')));
  });

  test('a type predicate, a generic signature, a constructor', () => {
    assert.equal(
      roundTrip('function isGoal<T extends object = {}>(value: T): value is T & Goal;'),
      'function isGoal<T extends object = {}>(value: T): value is Goal & T;',
    );
    assert.equal(
      roundTrip('const Store: { new (name: string): Store; prototype: Store };'),
      'const Store: { new (name: string): Store; prototype: Store };',
    );
    assert.equal(
      roundTrip('function assertGoal(value: unknown): asserts value is Goal;'),
      'function assertGoal(value: unknown): asserts value is Goal;',
    );
  });

  test('what it cannot structure (a mapped type) is kept as its text', () => {
    const type = parseType('{ [K in keyof T]?: T[K]; id: string }');
    assert.deepEqual(
      type.members.map((m) => m.k),
      ['raw', 'prop'],
    );
    assert.equal(type.members[0].text, '[K in keyof T]?: T[K]');
  });

  test('long types break over lines, one property per line and short union members filling lines', () => {
    const members = Array.from({ length: 30 }, (_, i) => `"value${i}"`).join(' | ');
    const printed = roundTrip(
      `type A = { kind: ${members}; label: string; nested: { a: string; b: number; c: boolean; d: string[]; e: Record<string, number> } };`,
    );
    assert.equal(
      printed,
      [
        'type A = {',
        '  kind:',
        '    | "value0" | "value1" | "value10" | "value11" | "value12" | "value13" | "value14" | "value15"',
        '    | "value16" | "value17" | "value18" | "value19" | "value2" | "value20" | "value21" | "value22"',
        '    | "value23" | "value24" | "value25" | "value26" | "value27" | "value28" | "value29" | "value3"',
        '    | "value4" | "value5" | "value6" | "value7" | "value8" | "value9";',
        '  label: string;',
        '  nested: { a: string; b: number; c: boolean; d: string[]; e: Record<string, number> };',
        '};',
      ].join('\n'),
    );
    assert.ok(printed.split('\n').every((line) => line.length <= 100));
  });

  test('text that is not the language fails to parse', () => {
    assert.throws(() => parseDeclarations('const a: %%%;'), SyntaxError);
    assert.throws(() => parseDeclarations('let a: string;'), /unknown declaration let/);
  });
});

describe('the report file', () => {
  test('holds the version and every export of every entry, and reads back the same', () => {
    const surface = {
      '.': { b: 'const b: 2;', a: 'type a = string;' },
      './extra': { c: 'const c: 3;' },
      './empty': {},
    };
    const text = formatReport({ name: '@fake/lib', version: '2.1.0', surface });
    assert.match(text, /^# @fake\/lib 2\.1\.0: public API\n/);
    assert.ok(text.indexOf('### `a`') < text.indexOf('### `b`'), 'exports sorted');
    assert.ok(text.indexOf('## `@fake/lib`') < text.indexOf('## `@fake/lib/empty`'), 'the main entry first');
    assert.match(text, /## `@fake\/lib\/empty`\n\nNo exports\./);
    const parsed = parseReport(text);
    assert.equal(parsed.name, '@fake/lib');
    assert.equal(parsed.version, '2.1.0');
    assert.deepEqual(parsed.exports, exportTexts(surface));
  });

  test('a file that is not a report is refused', () => {
    assert.throws(() => parseReport('# Something else\n'), /not an API report/);
  });
});
