import { parseError } from './errors.ts';
import {
  parseCount,
  parseLogicTree,
  parseOperation,
  parseOrder,
  splitTopLevel,
  type Condition,
  type OrderTerm,
} from './parse-filter.ts';
import { checkEmbedDepth, Cursor, parseSelect, type FieldRef, type SelectItem } from './parse-select.ts';

export interface PathedCondition {
  /** Embed names/aliases leading to the level the condition applies to; empty for the root. */
  path: string[];
  condition: Condition;
}

export interface QueryParts {
  select: SelectItem[];
  selectGiven: boolean;
  conditions: PathedCondition[];
  orders: { path: string[]; terms: OrderTerm[] }[];
  limits: { path: string[]; limit: number | null; offset: number | null }[];
  onConflict: string[] | null;
  columns: string[] | null;
}

const MAX_PARAMS = 200;

/** Splits a key like `goal.tasks.title` or `data->a` into its embed path and the last segment. */
function parseKey(key: string): { path: string[]; last: FieldRef } {
  const cur = new Cursor(key, `key (${key})`);
  const segments: string[] = [];
  for (;;) {
    const name = cur.name();
    const json = cur.jsonPath();
    if (json.length > 0 || cur.done) {
      if (!cur.done) cur.fail('expecting end of key after a JSON path');
      return { path: segments, last: { name, json } };
    }
    cur.expect('.');
    segments.push(name);
  }
}

function pathLimit(parts: QueryParts, path: string[]): { path: string[]; limit: number | null; offset: number | null } {
  const key = path.join('\u0000');
  let entry = parts.limits.find((l) => l.path.join('\u0000') === key);
  if (!entry) {
    entry = { path, limit: null, offset: null };
    parts.limits.push(entry);
  }
  return entry;
}

/** Column lists in `columns=` and `on_conflict=`: names separated by commas, optionally double-quoted. */
export function parseColumnList(text: string, what: string): string[] {
  return splitTopLevel(text, `${what} (${text})`).map((part) => {
    const cur = new Cursor(part, what);
    const name = cur.name(new Set([',', '"']));
    if (!cur.done) cur.fail('expecting "," or end of input');
    return name;
  });
}

export interface ParseOptions {
  /** Keys consumed elsewhere (rpc arguments in GET /rpc). */
  skip?: Set<string>;
  /** Levels of embedded resources the select may nest. */
  maxEmbedDepth: number;
}

export function parseQueryParams(params: URLSearchParams, options: ParseOptions): QueryParts {
  const skip = options.skip ?? new Set<string>();
  const parts: QueryParts = {
    select: [{ kind: 'star' }],
    selectGiven: false,
    conditions: [],
    orders: [],
    limits: [],
    onConflict: null,
    columns: null,
  };
  let count = 0;
  for (const [key, value] of params) {
    if (++count > MAX_PARAMS) throw parseError('"failed to parse query string"', 'too many query parameters');
    if (skip.has(key)) continue;
    switch (key) {
      case 'select':
        if (parts.selectGiven) throw parseError('"failed to parse select"', 'select was given more than once');
        parts.select = parseSelect(value);
        checkEmbedDepth(parts.select, options.maxEmbedDepth);
        parts.selectGiven = true;
        continue;
      case 'on_conflict':
        parts.onConflict = parseColumnList(value, 'on_conflict');
        continue;
      case 'columns':
        parts.columns = parseColumnList(value, 'columns');
        continue;
      default:
        break;
    }
    const { path, last } = parseKey(key);
    const reserved = last.json.length === 0 ? last.name : null;
    if (reserved === 'order') {
      parts.orders.push({ path, terms: parseOrder(value) });
    } else if (reserved === 'limit') {
      pathLimit(parts, path).limit = parseCount(value, 'limit');
    } else if (reserved === 'offset') {
      pathLimit(parts, path).offset = parseCount(value, 'offset');
    } else if (reserved === 'or' || reserved === 'and') {
      const negate = path[path.length - 1] === 'not';
      const embedPath = negate ? path.slice(0, -1) : path;
      parts.conditions.push({ path: embedPath, condition: parseLogicTree(reserved, negate, value) });
    } else {
      parts.conditions.push({ path, condition: parseOperation(last, value, false, `filter (${value})`) });
    }
  }
  return parts;
}
