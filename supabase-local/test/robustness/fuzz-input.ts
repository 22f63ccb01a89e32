// Generators of hostile and malformed REST requests, driven by a seeded PRNG so a failure reproduces.
import { OPERATORS } from '../../src/rest/parse-filter.ts';

export type Rng = () => number;

/** mulberry32: tiny, fast, good enough to spread cases. */
export function seededRng(seed: number): Rng {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

export const pick = <T>(rng: Rng, list: readonly T[]): T => list[Math.floor(rng() * list.length)] as T;
const int = (rng: Rng, max: number): number => Math.floor(rng() * max);

/** The tables of the server's test schema (test/fixtures/schema). */
export const TABLES = [
  'habits',
  'habit_completions',
  'one_thing_goals',
  'one_thing_tasks',
  'deep_work_sessions',
  'playbooks',
  'user_settings',
  'profiles',
  'reflections',
  'groups',
  'group_members',
] as const;
const COLUMNS = [
  'id',
  'user_id',
  'title',
  'name',
  'goal_id',
  'start_time',
  'scheduled_days',
  'completed_at',
  'progress',
  'is_active',
  'tasks',
  'created_at',
  'sort_order',
  'onboarding_answers',
];

const INJECTIONS = [
  `"; drop table public.habits; --`,
  `id); drop table public.habits; --`,
  `' or '1'='1`,
  `1 or 1=1`,
  `id" or "1"="1`,
  `pg_sleep(5)`,
  `(select 1)`,
  `$1`,
  `$$; drop table x; $$`,
  `\\"`,
  `*/ select 1 /*`,
  `id::text; delete from public.habits`,
  `auth.users`,
  `../auth/users`,
  `pg_catalog.pg_class`,
  `x'||pg_sleep(1)||'`,
  `ä名字`,
  `\u0000`,
  `na\u0000me`,
  `user_id\u0000`,
  `%00`,
  `%`,
  `\n`,
  ``,
];

// Every operator the parser knows, then forms it must refuse or read with care.
const OPS = [
  ...OPERATORS,
  'eq(any)',
  'like(all)',
  'fts(english)',
  'fts(nope)',
  'xx',
  'EQ',
  '',
  'not',
  'not.eq',
  'not.not.eq',
  'eq(any',
  'in(any)',
];

const VALUES = [
  '1',
  '-1',
  '0',
  '1.5',
  'null',
  'NULL',
  'true',
  'maybe',
  'unknown',
  'not_null',
  '{}',
  '{a,b}',
  '{"a":1}',
  '[1,2]',
  '(1,2)',
  '(1,"2,3")',
  '(',
  ')',
  '()',
  '("unterminated',
  '"quoted"',
  "'single'",
  '2026-01-01',
  '2026-13-45',
  '25:61',
  'not-a-uuid',
  '00000000-0000-0000-0000-000000000000',
  '99999999999999999999999',
  '1e309',
  'NaN',
  '*',
  '%',
  '\\',
  '[',
  '(((((((',
  ')))))',
  '.*',
  '(a|b)*c',
  '[[:alpha:]',
  '[1,5)',
  'x'.repeat(3000),
  ...INJECTIONS,
];

function ident(rng: Rng): string {
  const r = rng();
  if (r < 0.55) return pick(rng, COLUMNS);
  if (r < 0.8) return pick(rng, INJECTIONS);
  return `"${pick(rng, INJECTIONS).replace(/"/g, '')}"`;
}

function value(rng: Rng): string {
  return pick(rng, VALUES);
}

function logicTree(rng: Rng, depth: number): string {
  const n = 1 + int(rng, 3);
  const items: string[] = [];
  for (let i = 0; i < n; i++) {
    if (depth < 4 && rng() < 0.3)
      items.push(`${pick(rng, ['and', 'or', 'not.and', 'not.or', 'xor'])}${logicTree(rng, depth + 1)}`);
    else items.push(`${ident(rng)}.${pick(rng, OPS)}.${value(rng)}`);
  }
  let tree = `(${items.join(pick(rng, [',', ',', ',', ';', ', ']))})`;
  if (rng() < 0.15) tree = tree.slice(0, int(rng, tree.length));
  if (rng() < 0.1) tree += ')';
  return tree;
}

function selectString(rng: Rng, depth = 0): string {
  const n = 1 + int(rng, 4);
  const parts: string[] = [];
  for (let i = 0; i < n; i++) {
    const r = rng();
    if (r < 0.15) parts.push('*');
    else if (r < 0.45) parts.push(ident(rng));
    else if (r < 0.55) parts.push(`${ident(rng)}:${ident(rng)}`);
    else if (r < 0.62)
      parts.push(`${ident(rng)}::${pick(rng, ['text', 'int', 'nope', 'text; drop table x', 'int[]', 'regclass'])}`);
    else if (r < 0.7) parts.push(`${ident(rng)}->${ident(rng)}->>${value(rng)}`);
    else if (depth < 6)
      parts.push(
        `${rng() < 0.5 ? pick(rng, TABLES) : ident(rng)}${pick(rng, ['', '!inner', '!left', '!nope', '!'])}(${selectString(rng, depth + 1)})`,
      );
  }
  let s = parts.join(',');
  if (rng() < 0.1) s = s.replace(')', '');
  if (rng() < 0.05) s += '('.repeat(int(rng, 50));
  return s;
}

function queryString(rng: Rng): string {
  const params = new URLSearchParams();
  const n = int(rng, 6);
  for (let i = 0; i < n; i++) {
    const r = rng();
    if (r < 0.15) params.append('select', selectString(rng));
    else if (r < 0.25)
      params.append(
        'order',
        `${ident(rng)}${pick(rng, ['', '.asc', '.desc', '.nullsfirst', '.desc.nullslast', '.sideways', '.asc.asc', ','])}`,
      );
    else if (r < 0.32)
      params.append(
        pick(rng, ['limit', 'offset']),
        pick(rng, ['1', '0', '-1', 'abc', '99999999999999999999', '1e3', ' 1', '10 ; drop']),
      );
    else if (r < 0.45) params.append(pick(rng, ['or', 'and', 'not.or', 'one_thing_goals.or']), logicTree(rng, 0));
    else if (r < 0.5) params.append(pick(rng, ['on_conflict', 'columns']), `${ident(rng)},${ident(rng)}`);
    else if (r < 0.55) params.append(`${pick(rng, TABLES)}.${ident(rng)}`, `${pick(rng, OPS)}.${value(rng)}`);
    else params.append(ident(rng), `${pick(rng, OPS)}.${value(rng)}`);
  }
  const text = params.toString();
  // Sometimes hand-broken encoding that URLSearchParams would never produce.
  return rng() < 0.05 ? `${text}&%E0%A4%A=1&%zz` : text;
}

function jsonValue(rng: Rng, depth: number): unknown {
  const r = rng();
  if (r < 0.2) return value(rng);
  if (r < 0.3) return int(rng, 1e9) - 5e8;
  if (r < 0.35) return null;
  if (r < 0.4) return rng() < 0.5;
  if (r < 0.5 && depth < 3) return [jsonValue(rng, depth + 1), jsonValue(rng, depth + 1)];
  if (r < 0.6 && depth < 3) return jsonObject(rng, depth + 1);
  return pick(rng, INJECTIONS);
}

function jsonObject(rng: Rng, depth: number): Record<string, unknown> {
  const o: Record<string, unknown> = {};
  const n = int(rng, 5);
  for (let i = 0; i < n; i++) o[ident(rng)] = jsonValue(rng, depth);
  return o;
}

/** Keys that exist on the fuzzed tables and as RPC arguments, so a deep value gets past the name checks. */
const DEEP_KEYS = ['name', 'title', 'user_id', 'body', 'code', 'gid', 'scheduled_days'];

/** JSON nested thousands of levels deep, alone or as one value of an otherwise plausible row. */
function deepJson(rng: Rng): string {
  const depth = 1000 + int(rng, 20_000);
  const nested =
    rng() < 0.5 ? `${'['.repeat(depth)}${']'.repeat(depth)}` : `${'{"a":'.repeat(depth)}1${'}'.repeat(depth)}`;
  const r = rng();
  if (r < 0.15) return nested;
  if (r < 0.85) return `{"${pick(rng, DEEP_KEYS)}":${nested}}`;
  // Unbalanced on purpose: the nesting check must not trust the brackets to close.
  return `[${'{"x":['.repeat(depth)}`;
}

/** A write or RPC call carrying deeply nested JSON to a target that exists, filtered so PATCH gets that far. */
function deepJsonRequest(rng: Rng): FuzzRequest {
  const target = pick(rng, ['/habits', '/playbooks', '/groups', '/rpc/join_group_by_invite', '/rpc/is_group_member']);
  const method = target.startsWith('/rpc/') ? 'POST' : pick(rng, ['POST', 'PATCH']);
  const path = method === 'PATCH' ? `${target}?id=eq.00000000-0000-0000-0000-000000000000` : target;
  return { method, path, headers: { 'content-type': 'application/json' }, body: deepJson(rng) };
}

function body(rng: Rng): string {
  const r = rng();
  if (r < 0.04) return deepJson(rng);
  if (r < 0.1) return '';
  if (r < 0.2)
    return pick(rng, [
      '{',
      'nope',
      '[1,2',
      '{"a":}',
      'null',
      '1',
      '"str"',
      'true',
      '[]',
      '{}',
      '[[]]',
      '[{}, 1]',
      '\u0000',
      '{"__proto__":{"x":1}}',
      '{"name":"a\\u0000b"}',
      '{"a\\u0000":1}',
    ]);
  if (r < 0.6) return JSON.stringify(jsonObject(rng, 0));
  if (r < 0.8) return JSON.stringify(Array.from({ length: 1 + int(rng, 4) }, () => jsonObject(rng, 0)));
  return JSON.stringify(
    Array.from({ length: 200 + int(rng, 2000) }, () => ({ [pick(rng, COLUMNS)]: jsonValue(rng, 2) })),
  );
}

function headers(rng: Rng): Record<string, string> {
  const h: Record<string, string> = {};
  if (rng() < 0.4) {
    h.prefer = Array.from({ length: 1 + int(rng, 3) }, () =>
      pick(rng, [
        'return=representation',
        'return=minimal',
        'return=headers-only',
        'count=exact',
        'count=planned',
        'count=bogus',
        'resolution=merge-duplicates',
        'resolution=ignore-duplicates',
        'missing=default',
        'tx=rollback',
        'handling=strict',
        'return=',
        '=',
        ',,,',
      ]),
    ).join(',');
  }
  if (rng() < 0.2)
    h.accept = pick(rng, [
      'application/vnd.pgrst.object+json',
      'application/json',
      'text/csv',
      '*/*',
      'application/vnd.pgrst.object+json;nulls=stripped',
      'application/geo+json',
      'garbage',
      '',
    ]);
  if (rng() < 0.1) h.range = pick(rng, ['0-9', '5-1', 'items=0-', 'a-b', '99999999999999999-999999999999999999', '-5']);
  if (rng() < 0.05) h['accept-profile'] = pick(rng, ['public', 'auth', 'pg_catalog', '']);
  if (rng() < 0.05) h['content-profile'] = pick(rng, ['public', 'auth', 'storage']);
  if (rng() < 0.3) h['content-type'] = 'application/json';
  return h;
}

export interface FuzzRequest {
  method: string;
  path: string;
  headers: Record<string, string>;
  body?: string;
}

const NUL_NAMES = ['\u0000', 'a\u0000b', 'id\u0000', '"x\u0000y"'];

/** A read that is valid except for a NUL inside a name that would become an SQL identifier (alias, JSON key). */
function nulNameRequest(rng: Rng): FuzzRequest {
  const name = pick(rng, NUL_NAMES);
  const select = pick(rng, [
    `${name}:id`,
    `id,${name}:user_id`,
    `*,${name}:one_thing_tasks(*)`,
    `user_id->>${name}`,
    `id::text`,
  ]);
  const params = new URLSearchParams({ select });
  if (rng() < 0.3) params.append('order', `${name}.desc`);
  return {
    method: pick(rng, ['GET', 'HEAD']),
    path: `/${pick(rng, ['habits', 'one_thing_goals', 'playbooks'])}?${params}`,
    headers: {},
  };
}

export function fuzzRequest(rng: Rng): FuzzRequest {
  const special = rng();
  if (special < 0.04) return deepJsonRequest(rng);
  if (special < 0.07) return nulNameRequest(rng);
  const method = pick(rng, ['GET', 'GET', 'HEAD', 'POST', 'POST', 'PATCH', 'DELETE', 'PUT']);
  const r = rng();
  let path: string;
  if (r < 0.65) path = `/${pick(rng, TABLES)}`;
  else if (r < 0.75) path = `/${encodeURIComponent(pick(rng, INJECTIONS))}`;
  else if (r < 0.9)
    path = `/rpc/${pick(rng, ['group_member_summaries', 'join_group_by_invite', 'set_updated_at', 'is_group_member', 'pg_sleep', 'nope', encodeURIComponent(pick(rng, INJECTIONS))])}`;
  else path = pick(rng, ['/', '/habits/1', '/rpc', '/rpc/', '/%E0%A4%A', '/rpc/a/b', '//habits']);
  const qs = queryString(rng);
  const hasBody = method === 'POST' || method === 'PATCH' || method === 'PUT';
  return { method, path: qs ? `${path}?${qs}` : path, headers: headers(rng), body: hasBody ? body(rng) : undefined };
}
