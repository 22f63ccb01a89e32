import { parseError, RestError } from './errors.ts';
import { MAX_EMBED_DEPTH_CEILING } from './limits.ts';

export interface JsonStep {
  arrow: '->' | '->>';
  key: string;
}

export interface FieldRef {
  name: string;
  json: JsonStep[];
}

export type SelectItem =
  | { kind: 'star' }
  | { kind: 'column'; field: FieldRef; alias: string | null; cast: string | null }
  | {
      kind: 'embed';
      name: string;
      alias: string | null;
      hints: string[];
      joinType: 'inner' | 'left' | null;
      children: SelectItem[];
    }
  /** `count()` or `column.sum()` and the like: PostgREST's aggregate functions (refused when planned). */
  | { kind: 'aggregate'; fn: string };

/** `.sum()` after a column, and the other aggregate functions PostgREST knows. */
const AGGREGATE_CALL = /^\.(sum|avg|count|max|min)\(\)/;

const MAX_ITEMS = 500;

/** Characters that end a bare name inside select, filter keys and logic trees. */
const STOP = new Set([',', '(', ')', '!', ':', '.', '"']);

/** A small cursor over one parameter value; errors carry the whole value like PostgREST's parser does. */
export class Cursor {
  pos = 0;
  readonly text: string;
  readonly what: string;

  constructor(text: string, what: string) {
    this.text = text;
    this.what = what;
  }

  get done(): boolean {
    return this.pos >= this.text.length;
  }

  peek(n = 1): string {
    return this.text.slice(this.pos, this.pos + n);
  }

  eat(s: string): boolean {
    if (this.text.startsWith(s, this.pos)) {
      this.pos += s.length;
      return true;
    }
    return false;
  }

  expect(s: string): void {
    if (!this.eat(s)) this.fail(`expecting "${s}"`);
  }

  fail(detail: string): never {
    const found = this.done ? 'end of input' : `"${this.text[this.pos]}"`;
    throw parseError(
      `"failed to parse ${this.what} (${this.text})" (line 1, column ${this.pos + 1})`,
      `unexpected ${found} ${detail}`,
    );
  }

  /** A double-quoted name or value with backslash escapes, or a bare run of characters up to a stop char. */
  name(extraStops: Set<string> = STOP): string {
    const start = this.pos;
    if (this.peek() === '"') return this.checked(this.quoted(), start);
    while (!this.done) {
      const ch = this.text[this.pos] as string;
      if (extraStops.has(ch)) break;
      if (ch === '-' && this.peek(2) === '->') break;
      this.pos++;
    }
    if (this.pos === start) this.fail('expecting a name');
    return this.checked(this.text.slice(start, this.pos), start);
  }

  /** Names end up as SQL identifiers, where a NUL character cannot travel. */
  private checked(name: string, start: number): string {
    if (name.includes('\u0000')) {
      this.pos = start + name.indexOf('\u0000');
      this.fail('expecting a name without NUL characters');
    }
    return name;
  }

  quoted(): string {
    this.expect('"');
    let out = '';
    while (!this.done) {
      const ch = this.text[this.pos] as string;
      this.pos++;
      if (ch === '\\' && !this.done) {
        out += this.text[this.pos];
        this.pos++;
      } else if (ch === '"') {
        return out;
      } else {
        out += ch;
      }
    }
    return this.fail('expecting a closing quote');
  }

  jsonPath(): JsonStep[] {
    const steps: JsonStep[] = [];
    while (this.peek(2) === '->') {
      const arrow = this.eat('->>') ? '->>' : (this.eat('->'), '->');
      steps.push({ arrow, key: this.name() });
    }
    return steps;
  }
}

export function parseSelect(text: string): SelectItem[] {
  const cur = new Cursor(text, 'select');
  if (text === '') return [];
  const items = parseList(cur, 0);
  if (!cur.done) cur.fail('expecting "," or end of input');
  return items;
}

function parseList(cur: Cursor, depth: number): SelectItem[] {
  if (depth > MAX_EMBED_DEPTH_CEILING) cur.fail('embedding is nested too deeply');
  const items: SelectItem[] = [];
  for (;;) {
    if (items.length >= MAX_ITEMS) cur.fail('too many select items');
    items.push(parseItem(cur, depth));
    if (!cur.eat(',')) return items;
  }
}

const CAST_TYPE = /^[a-z][a-z0-9_ ]*(\[\])?$/;

function parseItem(cur: Cursor, depth: number): SelectItem {
  if (cur.eat('*')) return { kind: 'star' };
  if (cur.peek(3) === '...') cur.fail('spread embeds are not supported here');
  let alias: string | null = null;
  let name = cur.name();
  if (cur.peek() === ':' && cur.peek(2) !== '::') {
    cur.pos++;
    alias = name;
    name = cur.name();
  }
  // `count` is never a resource to embed: `count()` is the aggregate over the rows.
  if (name === 'count' && cur.peek() === '(') {
    cur.expect('()');
    castAfter(cur);
    return { kind: 'aggregate', fn: 'count' };
  }
  if (cur.peek() === '!' || cur.peek() === '(') {
    const hints: string[] = [];
    let joinType: 'inner' | 'left' | null = null;
    while (cur.eat('!')) {
      const hint = cur.name();
      if (hint === 'inner' || hint === 'left') joinType = hint;
      else hints.push(hint);
    }
    cur.expect('(');
    const children = cur.peek() === ')' ? [] : parseList(cur, depth + 1);
    cur.expect(')');
    return { kind: 'embed', name, alias, hints, joinType, children };
  }
  const json = cur.jsonPath();
  const cast = castAfter(cur);
  const aggregate = AGGREGATE_CALL.exec(cur.text.slice(cur.pos));
  if (aggregate) {
    cur.pos += aggregate[0].length;
    castAfter(cur);
    return { kind: 'aggregate', fn: aggregate[1] as string };
  }
  return { kind: 'column', field: { name, json }, alias, cast };
}

/** An optional `::type` at the cursor, lower-cased. */
function castAfter(cur: Cursor): string | null {
  if (!cur.eat('::')) return null;
  const start = cur.pos;
  while (!cur.done && /[a-zA-Z0-9_ [\]]/.test(cur.peek())) cur.pos++;
  const cast = cur.text.slice(start, cur.pos).toLowerCase();
  if (!CAST_TYPE.test(cast)) cur.fail('expecting a type name');
  return cast;
}

/** Levels of embedded resources in a parsed select: 0 without embeds, 1 for `*,goal(*)`, … */
export function embedDepth(items: SelectItem[]): number {
  let depth = 0;
  for (const item of items) if (item.kind === 'embed') depth = Math.max(depth, 1 + embedDepth(item.children));
  return depth;
}

/** Nested embeds multiply rows level by level, so a deep select can ask for millions of rows. */
export function checkEmbedDepth(items: SelectItem[], maxDepth: number): void {
  const depth = embedDepth(items);
  if (depth > maxDepth) {
    throw new RestError(
      400,
      'PGRST100',
      'Embedded resources are nested too deeply',
      `The select parameter nests ${depth} levels of embedded resources; this server allows ${maxDepth}.`,
      'Embed fewer levels, or read the deeper levels with separate requests.',
    );
  }
}
