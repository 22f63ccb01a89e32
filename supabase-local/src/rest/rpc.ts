import type { ApiRequest } from '../http/types.ts';
import type { Catalog, FunctionInfo, TableInfo } from './catalog.ts';
import { RestError } from './errors.ts';
import type { MediaChoice, Preferences } from './headers.ts';
import { invalidJson, parseJsonBody } from './json-body.ts';
import type { RestLimits } from './limits.ts';
import { applyQueryParts, buildNode, capRows } from './plan.ts';
import { parseQueryParams } from './query-params.ts';
import { buildRead, guardBody, SqlBuilder } from './read-sql.ts';
import { checkBodySize, contentRange, singleRowError, statementExecutor, toNumber, type Planned, type ReadRow, type Statement } from './response.ts';
import { Params, quoteIdent as q } from './sql.ts';

function notFound(name: string, keys: string[]): RestError {
  const sorted = [...keys].sort();
  return new RestError(
    404,
    'PGRST202',
    `Could not find the function public.${name}${sorted.length ? `(${sorted.join(', ')})` : ' without parameters'} in the schema cache`,
    `Searched for the function public.${name} ${sorted.length ? `with parameters ${sorted.join(', ')}` : 'without parameters'} or with a single unnamed json/jsonb parameter, but no matches were found in the schema cache.`,
    null,
    { catalogMiss: true },
  );
}

function readArgs(req: ApiRequest, fns: FunctionInfo[]): { args: Record<string, unknown>; fromQuery: Set<string> } {
  if (req.method === 'POST') {
    if (req.rawBody.trim() === '') return { args: {}, fromQuery: new Set() };
    const body = parseJsonBody(req.rawBody);
    if (typeof body !== 'object' || body === null || Array.isArray(body)) throw invalidJson('The arguments must be a JSON object.');
    return { args: body as Record<string, unknown>, fromQuery: new Set() };
  }
  // GET/HEAD: query parameters naming an argument are arguments, the rest are filters on the result.
  const names = new Set(fns.flatMap((f) => f.args.map((a) => a.name)));
  const args: Record<string, unknown> = {};
  for (const [key, value] of req.url.searchParams) if (names.has(key)) args[key] = value;
  return { args, fromQuery: new Set(Object.keys(args)) };
}

function chooseFunction(name: string, fns: FunctionInfo[], keys: string[]): FunctionInfo {
  const matches = fns.filter((f) => {
    const names = new Set(f.args.map((a) => a.name));
    return keys.every((k) => names.has(k)) && f.args.every((a) => a.hasDefault || keys.includes(a.name));
  });
  matches.sort((a, b) => a.args.length - b.args.length);
  const chosen = matches[0];
  if (!chosen) throw notFound(name, keys);
  return chosen;
}

function pseudoTable(fn: FunctionInfo): TableInfo {
  return fn.resultTable ?? { name: fn.name, kind: 'view', columns: new Map(), columnOrder: [], primaryKey: [], uniques: [] };
}

export function planRpc(req: ApiRequest, catalog: Catalog, name: string, prefs: Preferences, media: MediaChoice, limits: RestLimits): Planned {
  const fn = findFunction(req, catalog, name);
  const statement = callStatement(req, catalog, fn, prefs, media, limits);
  // PostgREST runs GET and HEAD calls in a read-only transaction: a write inside fails with 25006 (405).
  const readOnly = req.method === 'GET' || req.method === 'HEAD';
  return {
    exec: statementExecutor(statement),
    oneShot: readOnly ? statement : null,
    readOnly,
    statementTimeoutMs: fn.info.statementTimeoutMs,
  };
}

interface FoundFunction {
  info: FunctionInfo;
  args: Record<string, unknown>;
  fromQuery: Set<string>;
}

function findFunction(req: ApiRequest, catalog: Catalog, name: string): FoundFunction {
  const fns = catalog.functions.get(name);
  if (!fns || fns.length === 0) throw notFound(name, []);
  const { args, fromQuery } = readArgs(req, fns);
  return { info: chooseFunction(name, fns, Object.keys(args)), args, fromQuery };
}

function callStatement(req: ApiRequest, catalog: Catalog, found: FoundFunction, prefs: Preferences, media: MediaChoice, limits: RestLimits): Statement {
  const { info: fn, args, fromQuery } = found;
  const keys = Object.keys(args);
  const parseOptions = { skip: fromQuery, maxEmbedDepth: limits.maxEmbedDepth };
  const maxBytes = limits.maxResponseBytes;
  const params = new Params();
  const b = new SqlBuilder(params);
  const used = fn.args.filter((a) => keys.includes(a.name));
  const argSource = used.length > 0 ? `json_to_record(${params.add(JSON.stringify(args))}::json) AS _a(${used.map((a) => `${q(a.name)} ${a.type}`).join(', ')})` : '';
  const call = `public.${q(fn.name)}(${used.map((a) => `${q(a.name)} := _a.${q(a.name)}`).join(', ')})`;
  const head = req.method === 'HEAD';

  if (fn.returnKind === 'composite') {
    const table = pseudoTable(fn);
    const parts = parseQueryParams(req.url.searchParams, parseOptions);
    const embeddable = fn.resultTable !== null && catalog.tables.get(fn.resultTable.name) === fn.resultTable;
    const root = buildNode(catalog, table, parts.select, embeddable);
    applyQueryParts(root, parts);
    capRows(root, limits.maxRows);
    const alias = b.nextAlias();
    const from = argSource ? `${argSource} CROSS JOIN LATERAL ${call} AS ${alias}` : `${call} AS ${alias}`;
    const single = media.single || !fn.returnsSet;
    const sql = buildRead(b, { cte: '', from, alias, root, count: prefs.count !== null, single, stripNulls: media.stripNulls, maxBytes });
    return statementOf(sql, params, ({ rows }) => {
      const row = rows[0] as ReadRow | undefined;
      checkBodySize(row, maxBytes);
      const n = toNumber(row?.page_total);
      if (media.single && n !== 1) throw singleRowError(n);
      const total = row?.total === null || row?.total === undefined ? null : toNumber(row.total);
      const headers = { 'content-type': media.contentType, 'content-range': contentRange(root.offset ?? 0, n, total) };
      if (head) return { status: 200, headers };
      return { status: 200, headers, body: single ? (row?.single_body ?? 'null') : (row?.body ?? '[]') };
    });
  }

  const from = argSource ? ` FROM ${argSource}` : '';
  if (fn.returnKind === 'void') {
    return statementOf(`SELECT ${call}${from}`, params, () => ({ status: 204, headers: {} }));
  }
  if (!fn.returnsSet) {
    const sql = guardBody('', `SELECT to_json(${call})::text AS body${from}`, [], maxBytes);
    return statementOf(sql, params, ({ rows }) => {
      const row = rows[0] as { body: string | null; body_bytes: number | null } | undefined;
      checkBodySize(row, maxBytes);
      const headers = { 'content-type': 'application/json; charset=utf-8' };
      if (head) return { status: 200, headers };
      return { status: 200, headers, body: row?.body ?? 'null' };
    });
  }
  const parts = parseQueryParams(req.url.searchParams, parseOptions);
  const requested = parts.limits.find((l) => l.path.length === 0)?.limit ?? null;
  const limit = limits.maxRows === null ? requested : Math.min(requested ?? limits.maxRows, limits.maxRows);
  const offset = (parts.limits.find((l) => l.path.length === 0)?.offset ?? null);
  const paging = (limit !== null ? ` LIMIT ${limit}` : '') + (offset !== null ? ` OFFSET ${offset}` : '');
  const source = argSource ? `${argSource} CROSS JOIN LATERAL ${call} AS _f(v)` : `${call} AS _f(v)`;
  const statement = `SELECT count(*)::int AS page_total, coalesce(json_agg(_r.v), '[]'::json)::text AS body FROM (SELECT _f.v FROM ${source}${paging}) AS _r`;
  const sql = guardBody('', statement, ['page_total'], maxBytes);
  return statementOf(sql, params, ({ rows }) => {
    const row = rows[0] as ReadRow | undefined;
    checkBodySize(row, maxBytes);
    const headers = { 'content-type': 'application/json; charset=utf-8', 'content-range': contentRange(offset ?? 0, toNumber(row?.page_total), null) };
    if (head) return { status: 200, headers };
    return { status: 200, headers, body: row?.body ?? '[]' };
  });
}

function statementOf(sql: string, params: Params, respond: Statement['respond']): Statement {
  return { sql, params: params.values, respond };
}
