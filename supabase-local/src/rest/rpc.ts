import { JSON_CONTENT_TYPE } from '../http/send.ts';
import type { ApiResponse } from '../http/types.ts';
import type { Catalog, FunctionInfo, TableInfo } from './catalog.ts';
import { errorResponse, RestError } from './errors.ts';
import {
  maxAffectedExceeded,
  preferenceApplied,
  strictMaxAffected,
  type MediaChoice,
  type Preferences,
} from './headers.ts';
import type { RestLimits } from './limits.ts';
import { applyQueryParts, buildNode, capRows } from './plan.ts';
import { parseQueryParams } from './query-params.ts';
import { buildRead, guardBody, SqlBuilder } from './read-sql.ts';
import {
  checkBodySize,
  contentRange,
  rangeStatus,
  singleRowError,
  statementExecutor,
  toNumber,
  type Planned,
  type ReadRow,
  type Statement,
} from './response.ts';
import { findFunction, type FoundFunction } from './rpc-function.ts';
import { Params, quoteIdent as q } from './sql.ts';
import type { RestRequest } from './request.ts';

function pseudoTable(fn: FunctionInfo): TableInfo {
  return (
    fn.resultTable ?? { name: fn.name, kind: 'view', columns: new Map(), columnOrder: [], primaryKey: [], uniques: [] }
  );
}

export function planRpc(
  req: RestRequest,
  catalog: Catalog,
  name: string,
  prefs: Preferences,
  media: MediaChoice,
  limits: RestLimits,
): Planned {
  const fn = findFunction(req, catalog, name);
  // A strict max-affected counts the rows a function returns, so one returning a single value is refused.
  if (strictMaxAffected(prefs) !== null && !fn.info.returnsSet) {
    throw new RestError(
      400,
      'PGRST128',
      'Function must return SETOF or TABLE when max-affected preference is used with handling=strict',
    );
  }
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

/** The call expression and the FROM item its named arguments come from (empty when there is none). */
function callOf(found: FoundFunction, params: Params): { call: string; argSource: string } {
  const name = `public.${q(found.info.name)}`;
  if (found.call === 'positional')
    return { call: `${name}(${params.add(found.body)}::${found.arg.type})`, argSource: '' };
  const used = found.info.args.filter((a) => found.keys.includes(a.name));
  if (used.length === 0) return { call: `${name}()`, argSource: '' };
  return {
    call: `${name}(${used.map((a) => `${q(a.name)} := _a.${q(a.name)}`).join(', ')})`,
    argSource: `json_to_record(${params.add(JSON.stringify(found.args))}::json) AS _a(${used.map((a) => `${q(a.name)} ${a.type}`).join(', ')})`,
  };
}

/**
 * Status and Content-Range of a call's rows, as for a read: 206 for a partial page of a counted set, 416
 * past its end. The 416 is answered, not thrown, so the call's work still commits, as in PostgREST.
 */
function rangeAnswer(
  offset: number,
  n: number,
  total: number | null,
): { status: number; contentRange: string } | ApiResponse {
  try {
    return { status: rangeStatus(offset, n, total), contentRange: contentRange(offset, n, total) };
  } catch (err) {
    if (err instanceof RestError) return errorResponse(err.status, err.body, err.headers);
    throw err;
  }
}

function callStatement(
  req: RestRequest,
  catalog: Catalog,
  found: FoundFunction,
  prefs: Preferences,
  media: MediaChoice,
  limits: RestLimits,
): Statement {
  const fn = found.info;
  const parseOptions = { skip: found.fromQuery, maxEmbedDepth: limits.maxEmbedDepth };
  const maxBytes = limits.maxResponseBytes;
  const params = new Params();
  const b = new SqlBuilder(params);
  const { call, argSource } = callOf(found, params);
  const head = req.method === 'HEAD';
  const count = prefs.count !== null;
  const maxAffected = strictMaxAffected(prefs);
  const applied = preferenceApplied(prefs, 'rpc');
  const withApplied = (headers: Record<string, string>): Record<string, string> =>
    applied ? { ...headers, 'preference-applied': applied } : headers;
  /** Rows over a strict max-affected fail the call, which then rolls back. */
  const checkAffected = (n: number): void => {
    if (maxAffected !== null && n > maxAffected) throw maxAffectedExceeded(n);
  };

  if (fn.returnKind === 'composite') {
    const table = pseudoTable(fn);
    const parts = parseQueryParams(req.url.searchParams, parseOptions);
    const embeddable = fn.resultTable !== null && catalog.tables.get(fn.resultTable.name) === fn.resultTable;
    const root = buildNode(catalog, table, parts.select, embeddable);
    applyQueryParts(root, parts);
    capRows(root, limits.maxRows);
    const alias = b.nextAlias();
    const source = argSource ? `${argSource} CROSS JOIN LATERAL ${call} AS ${alias}` : `${call} AS ${alias}`;
    // Counting reads the rows twice: the call's rows are kept in a CTE so the function runs once.
    const cte = count ? `WITH _call AS (SELECT ${alias}.* FROM ${source}) ` : '';
    const from = count ? `_call AS ${alias}` : source;
    const single = media.single || !fn.returnsSet;
    const sql = buildRead(b, { cte, from, alias, root, count, single, stripNulls: media.stripNulls, maxBytes });
    return statementOf(sql, params, ({ rows }) => {
      const row = rows[0] as ReadRow | undefined;
      checkBodySize(row, maxBytes);
      const n = toNumber(row?.page_total);
      if (media.single && n !== 1) throw singleRowError(n);
      checkAffected(n);
      const total = row?.total === null || row?.total === undefined ? null : toNumber(row.total);
      const range = rangeAnswer(root.offset ?? 0, n, total);
      if (!('contentRange' in range)) return range;
      const headers = withApplied({ 'content-type': media.contentType, 'content-range': range.contentRange });
      if (head) return { status: range.status, headers };
      return { status: range.status, headers, body: single ? (row?.single_body ?? 'null') : (row?.body ?? '[]') };
    });
  }

  const from = argSource ? ` FROM ${argSource}` : '';
  // One value (or none) is one row, as PostgREST counts it.
  const oneRow = contentRange(0, 1, count ? 1 : null);
  if (fn.returnKind === 'void') {
    return statementOf(`SELECT ${call}${from}`, params, () => ({
      status: 204,
      headers: withApplied({ 'content-range': oneRow }),
    }));
  }
  if (!fn.returnsSet) {
    const sql = guardBody('', `SELECT to_json(${call})::text AS body${from}`, [], maxBytes);
    return statementOf(sql, params, ({ rows }) => {
      const row = rows[0] as { body: string | null; body_bytes: number | null } | undefined;
      checkBodySize(row, maxBytes);
      const headers = withApplied({ 'content-type': JSON_CONTENT_TYPE, 'content-range': oneRow });
      if (head) return { status: 200, headers };
      return { status: 200, headers, body: row?.body ?? 'null' };
    });
  }
  const parts = parseQueryParams(req.url.searchParams, parseOptions);
  const requested = parts.limits.find((l) => l.path.length === 0)?.limit ?? null;
  const limit = limits.maxRows === null ? requested : Math.min(requested ?? limits.maxRows, limits.maxRows);
  const offset = parts.limits.find((l) => l.path.length === 0)?.offset ?? null;
  const paging = (limit !== null ? ` LIMIT ${limit}` : '') + (offset !== null ? ` OFFSET ${offset}` : '');
  const source = argSource ? `${argSource} CROSS JOIN LATERAL ${call} AS _f(v)` : `${call} AS _f(v)`;
  // Counted, the values are kept in a CTE so the function runs once for the page and the total.
  const cte = count ? `WITH _call AS (SELECT _f.v FROM ${source}) ` : '';
  const values = count ? '_call AS _f' : source;
  const total = count ? '(SELECT count(*) FROM _call)::int' : 'NULL::int';
  const statement = `SELECT ${total} AS total, count(*)::int AS page_total, coalesce(json_agg(_r.v), '[]'::json)::text AS body FROM (SELECT _f.v FROM ${values}${paging}) AS _r`;
  const sql = guardBody(cte, statement, ['total', 'page_total'], maxBytes);
  return statementOf(sql, params, ({ rows }) => {
    const row = rows[0] as ReadRow | undefined;
    checkBodySize(row, maxBytes);
    const n = toNumber(row?.page_total);
    checkAffected(n);
    const range = rangeAnswer(
      offset ?? 0,
      n,
      row?.total === null || row?.total === undefined ? null : toNumber(row.total),
    );
    if (!('contentRange' in range)) return range;
    const headers = withApplied({ 'content-type': JSON_CONTENT_TYPE, 'content-range': range.contentRange });
    if (head) return { status: range.status, headers };
    return { status: range.status, headers, body: row?.body ?? '[]' };
  });
}

function statementOf(sql: string, params: Params, respond: Statement['respond']): Statement {
  return { sql, params: params.values, respond };
}
