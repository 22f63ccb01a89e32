import { parseError } from './errors.ts';
import { Cursor, type FieldRef } from './parse-select.ts';
import { assertRegexFeasible } from './regex-guard.ts';

export const OPERATORS = [
  'eq',
  'neq',
  'gt',
  'gte',
  'lt',
  'lte',
  'like',
  'ilike',
  'match',
  'imatch',
  'in',
  'is',
  'isdistinct',
  'cs',
  'cd',
  'ov',
  'sl',
  'sr',
  'nxr',
  'nxl',
  'adj',
  'fts',
  'plfts',
  'phfts',
  'wfts',
] as const;
export type Operator = (typeof OPERATORS)[number];
const OPERATOR_SET = new Set<string>(OPERATORS);
const QUANTIFIABLE = new Set<string>(['eq', 'neq', 'gt', 'gte', 'lt', 'lte', 'like', 'ilike', 'match', 'imatch']);
const FTS = new Set<string>(['fts', 'plfts', 'phfts', 'wfts']);
export const IS_VALUES = ['null', 'not_null', 'true', 'false', 'unknown'] as const;

export type Condition =
  | {
      kind: 'filter';
      field: FieldRef;
      negate: boolean;
      op: Operator;
      quantifier: 'any' | 'all' | null;
      ftsConfig: string | null;
      /** A single value, or the items of an in-list / any-all list. */
      value: string | string[];
    }
  | { kind: 'logic'; op: 'and' | 'or'; negate: boolean; children: Condition[] };

const MAX_LOGIC_DEPTH = 10;
const MAX_LIST = 5000;

/**
 * Parses `[not.]op[(any|all)|(config)].value`. In a plain query parameter the value is verbatim; inside a
 * logic tree (`quotedValues`) a double-quoted value is unquoted, which is how commas reach a value there.
 */
export function parseOperation(field: FieldRef, text: string, quotedValues: boolean, what: string): Condition {
  const cur = new Cursor(text, what);
  const negate = cur.eat('not.');
  const start = cur.pos;
  while (!cur.done && /[a-z]/.test(cur.peek())) cur.pos++;
  const op = text.slice(start, cur.pos);
  if (!OPERATOR_SET.has(op)) {
    cur.pos = start;
    cur.fail('expecting an operator (eq, gt, ...)');
  }
  let quantifier: 'any' | 'all' | null = null;
  let ftsConfig: string | null = null;
  if (cur.eat('(')) {
    const argStart = cur.pos;
    while (!cur.done && cur.peek() !== ')') cur.pos++;
    const arg = text.slice(argStart, cur.pos);
    cur.expect(')');
    if (FTS.has(op)) ftsConfig = arg;
    else if ((arg === 'any' || arg === 'all') && QUANTIFIABLE.has(op)) quantifier = arg;
    else {
      cur.pos = argStart;
      cur.fail('expecting (any) or (all), or a text search configuration for fts operators');
    }
  }
  cur.expect('.');
  const rest = text.slice(cur.pos);
  const operator = op as Operator;
  if (operator === 'in')
    return {
      kind: 'filter',
      field,
      negate,
      op: operator,
      quantifier,
      ftsConfig,
      value: parseList(rest, what, '(', ')'),
    };
  const isRegex = operator === 'match' || operator === 'imatch';
  if (quantifier) {
    const values = parseList(rest, what, '{', '}');
    if (isRegex) values.forEach(assertRegexFeasible);
    return { kind: 'filter', field, negate, op: operator, quantifier, ftsConfig, value: values };
  }
  let value = quotedValues && rest.startsWith('"') ? unquoteWhole(rest, what) : rest;
  if (isRegex) assertRegexFeasible(value);
  if (operator === 'is') {
    value = value.toLowerCase();
    if (!(IS_VALUES as readonly string[]).includes(value)) {
      throw parseError(
        `"failed to parse ${what} (${text})" (line 1, column ${cur.pos + 1})`,
        'unexpected value, expecting null, not_null, true, false or unknown',
      );
    }
  }
  return { kind: 'filter', field, negate, op: operator, quantifier, ftsConfig, value };
}

function unquoteWhole(text: string, what: string): string {
  const cur = new Cursor(text, what);
  const value = cur.quoted();
  if (!cur.done) cur.fail('expecting end of value after the closing quote');
  return value;
}

/** `(a,"b,c",d)`: items may be double-quoted (with backslash escapes) to carry commas or parentheses. */
export function parseList(text: string, what: string, open: string, close: string): string[] {
  const cur = new Cursor(text, what);
  cur.expect(open);
  const items: string[] = [];
  if (cur.eat(close)) {
    if (!cur.done) cur.fail('expecting end of input');
    return items;
  }
  for (;;) {
    if (items.length >= MAX_LIST) cur.fail('too many list items');
    if (cur.peek() === '"') {
      items.push(cur.quoted());
    } else {
      const start = cur.pos;
      while (!cur.done && cur.peek() !== ',' && cur.peek() !== close) cur.pos++;
      items.push(text.slice(start, cur.pos));
    }
    if (cur.eat(',')) continue;
    cur.expect(close);
    if (!cur.done) cur.fail('expecting end of input');
    return items;
  }
}

/** Field reference in a key or logic tree: a (quoted) column name with an optional JSON path. */
export function parseField(cur: Cursor): FieldRef {
  const name = cur.name();
  return { name, json: cur.jsonPath() };
}

/** The value of `or=` / `and=`: `(cond,cond,…)` where a cond is `field.op.value` or a nested `[not.]and(…)`. */
export function parseLogicTree(op: 'and' | 'or', negate: boolean, text: string): Condition {
  const what = `logic tree (${op}=${text})`;
  return { kind: 'logic', op, negate, children: parseLogicChildren(text, what, 0) };
}

function parseLogicChildren(text: string, what: string, depth: number): Condition[] {
  if (depth > MAX_LOGIC_DEPTH) throw parseError(`"failed to parse ${what}"`, 'logic trees are nested too deeply');
  if (!text.startsWith('(') || !text.endsWith(')') || text.length < 3) {
    throw parseError(
      `"failed to parse ${what}" (line 1, column 1)`,
      'expecting "(" and a non-empty list of conditions ending in ")"',
    );
  }
  const parts = splitTopLevel(text.slice(1, -1), what);
  return parts.map((part) => parseLogicItem(part, what, depth));
}

function parseLogicItem(part: string, what: string, depth: number): Condition {
  const nested = /^(not\.)?(and|or)(\(.*\))$/s.exec(part);
  if (nested) {
    const children = parseLogicChildren(nested[3] as string, what, depth + 1);
    return { kind: 'logic', op: nested[2] as 'and' | 'or', negate: nested[1] !== undefined, children };
  }
  const cur = new Cursor(part, what);
  const field = parseField(cur);
  cur.expect('.');
  return parseOperation(field, part.slice(cur.pos), true, what);
}

/** Splits on commas outside quotes and parentheses; unbalanced input is a parse error. */
export function splitTopLevel(text: string, what: string): string[] {
  const parts: string[] = [];
  let depth = 0;
  let inQuotes = false;
  let start = 0;
  for (let i = 0; i < text.length; i++) {
    const ch = text[i];
    if (inQuotes) {
      if (ch === '\\') i++;
      else if (ch === '"') inQuotes = false;
      continue;
    }
    if (ch === '"') inQuotes = true;
    else if (ch === '(') depth++;
    else if (ch === ')') {
      depth--;
      if (depth < 0) throw parseError(`"failed to parse ${what}" (line 1, column ${i + 1})`, 'unexpected ")"');
    } else if (ch === ',' && depth === 0) {
      parts.push(text.slice(start, i));
      start = i + 1;
    }
  }
  if (inQuotes || depth !== 0) throw parseError(`"failed to parse ${what}"`, 'unbalanced quotes or parentheses');
  parts.push(text.slice(start));
  if (parts.some((p) => p === '')) throw parseError(`"failed to parse ${what}"`, 'empty condition');
  return parts;
}

export interface OrderTerm {
  field: FieldRef;
  direction: 'asc' | 'desc' | null;
  nulls: 'first' | 'last' | null;
}

export function parseOrder(text: string): OrderTerm[] {
  const what = `order (${text})`;
  return splitTopLevel(text, what).map((part) => {
    const cur = new Cursor(part, 'order');
    const field = parseField(cur);
    let direction: OrderTerm['direction'] = null;
    let nulls: OrderTerm['nulls'] = null;
    while (cur.eat('.')) {
      if (cur.eat('asc')) direction = 'asc';
      else if (cur.eat('desc')) direction = 'desc';
      else if (cur.eat('nullsfirst')) nulls = 'first';
      else if (cur.eat('nullslast')) nulls = 'last';
      else cur.fail('expecting asc, desc, nullsfirst or nullslast');
    }
    if (!cur.done) cur.fail('expecting "." or ","');
    return { field, direction, nulls };
  });
}

/** limit/offset: digits only, small enough to stay an exact bigint. */
export function parseCount(text: string, what: string): number {
  if (!/^\d{1,15}$/.test(text))
    throw parseError(`"failed to parse ${what} parameter (${text})"`, 'expecting a non-negative integer');
  return Number(text);
}
