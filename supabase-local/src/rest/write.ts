import type { Queryable } from '../db/types.ts';
import type { ApiResponse } from '../http/types.ts';
import type { Catalog, TableInfo } from './catalog.ts';
import { RestError } from './errors.ts';
import {
  maxAffectedExceeded,
  preferenceApplied,
  strictMaxAffected,
  type MediaChoice,
  type Preferences,
} from './headers.ts';
import { invalidJson as invalidBody, parseJsonBody as parseBody } from './json-body.ts';
import type { RestLimits } from './limits.ts';
import { applyQueryParts, buildNode, unknownColumn, type PlanNode } from './plan.ts';
import { parseQueryParams, type QueryParts } from './query-params.ts';
import { buildRead, SqlBuilder } from './read-sql.ts';
import {
  checkBodySize,
  contentRange,
  singleRowError,
  statementExecutor,
  toNumber,
  type Executor,
  type Planned,
  type ReadRow,
  type Statement,
} from './response.ts';
import { Params, quoteIdent as q } from './sql.ts';
import type { RestRequest } from './request.ts';

type JsonObject = Record<string, unknown>;

function isObject(value: unknown): value is JsonObject {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function unknownPayloadColumn(table: TableInfo, column: string): RestError {
  return new RestError(
    400,
    'PGRST204',
    `Could not find the '${column}' column of '${table.name}' in the schema cache`,
    null,
    null,
    {
      catalogMiss: true,
    },
  );
}

function checkPayloadColumns(table: TableInfo, columns: string[]): void {
  for (const c of columns) if (!table.columns.has(c)) throw unknownPayloadColumn(table, c);
}

export interface WriteContext {
  req: RestRequest;
  catalog: Catalog;
  table: TableInfo;
  prefs: Preferences;
  media: MediaChoice;
  limits: RestLimits;
}

/** The part shared by all writes: parse the query, plan the returned shape, and answer. */
function prepare(ctx: WriteContext): {
  parts: QueryParts;
  root: PlanNode;
  b: SqlBuilder;
  params: Params;
  wantRows: boolean;
} {
  const parts = parseQueryParams(ctx.req.url.searchParams, { maxEmbedDepth: ctx.limits.maxEmbedDepth });
  const root = buildNode(ctx.catalog, ctx.table, parts.select, true);
  applyQueryParts(root, parts);
  const params = new Params();
  const b = new SqlBuilder(params);
  // RETURNING needs a SELECT policy, so rows come back only when the client asked for them.
  const wantRows = ctx.prefs.return === 'representation';
  return { parts, root, b, params, wantRows };
}

/**
 * Filters of PATCH/DELETE apply to the table itself; embedded filters only shape the representation.
 * Without any filter the statement is refused as hosted Supabase's pg-safeupdate does (SQLSTATE 21000,
 * 400 in PostgREST); a filter matching no row is still a filter.
 */
function mutationWhere(b: SqlBuilder, alias: string, root: PlanNode, verb: 'UPDATE' | 'DELETE'): string {
  if (root.limit !== null || root.offset !== null) {
    throw new RestError(
      400,
      'PGRST100',
      '"failed to parse limit" limit and offset are not supported on PATCH or DELETE',
    );
  }
  const where = root.conditions.map((c) => b.condition(alias, c, root.table)).join(' AND ');
  if (!where) throw new RestError(400, '21000', `${verb} requires a WHERE clause`);
  return ` WHERE ${where}`;
}

/** The representation node reads back the written rows: no root filters or paging, they are already applied. */
function representationNode(root: PlanNode): PlanNode {
  return { ...root, conditions: [], embedPresence: [], limit: null, offset: null };
}

interface WriteResult {
  rows: (ReadRow & JsonObject)[] | JsonObject[];
  affectedRows: number;
}

const NO_ROWS: WriteResult = { rows: [{ total: null, page_total: 0, body: '[]', single_body: null }], affectedRows: 0 };

/** What a write was, for its status and headers. */
interface WriteKind {
  action: 'insert' | 'update' | 'delete';
  /** Rows an upsert (merge-duplicates) inserted rather than updated; null when nothing ran. */
  inserted?: number | null;
  location?: ((row: JsonObject) => string) | null;
}

/**
 * PostgREST's statuses: an insert is 201, except an upsert (merge-duplicates) that inserted no row, which
 * is 200; an update or delete is 200 with its rows and 204 without.
 */
function writeStatus(ctx: WriteContext, kind: WriteKind, wantRows: boolean): number {
  if (kind.action !== 'insert') return wantRows ? 200 : 204;
  return ctx.prefs.resolution === 'merge-duplicates' && (kind.inserted ?? 0) <= 0 ? 200 : 201;
}

function answer(ctx: WriteContext, result: WriteResult, wantRows: boolean, kind: WriteKind): ApiResponse {
  const first = result.rows[0] as (ReadRow & JsonObject) | undefined;
  if (wantRows) checkBodySize(first, ctx.limits.maxResponseBytes);
  const location = kind.location ?? null;
  const n = wantRows ? toNumber(first?.page_total) : location ? result.rows.length : result.affectedRows;
  if (ctx.media.single && n !== 1) throw singleRowError(n);
  const limit = kind.action === 'insert' ? null : strictMaxAffected(ctx.prefs);
  if (limit !== null && n > limit) throw maxAffectedExceeded(n);
  const headers: Record<string, string> = {
    'content-range': contentRange(0, n, ctx.prefs.count ? n : null),
  };
  const applied = preferenceApplied(ctx.prefs, kind.action);
  if (applied) headers['preference-applied'] = applied;
  if (location && first) headers.location = location(first);
  const status = writeStatus(ctx, kind, wantRows);
  if (!wantRows) return { status, headers };
  headers['content-type'] = ctx.media.contentType;
  return { status, headers, body: ctx.media.single ? (first?.single_body ?? 'null') : (first?.body ?? '[]') };
}

/** A write without a database statement (nothing to insert or set), or one of several statements. */
function noStatement(exec: Executor): Planned {
  return { exec, oneShot: null, readOnly: false, statementTimeoutMs: null };
}

/** A write done by one statement; it may commit before its answer is built when that answer cannot refuse it. */
function oneStatement(ctx: WriteContext, sql: string, params: unknown[], wantRows: boolean, kind: WriteKind): Planned {
  const statement: Statement = { sql, params, respond: (result) => answer(ctx, result, wantRows, kind) };
  // Returned rows may be too large, a single-object answer may find 0 or 2 rows and a strict max-affected
  // may be exceeded: each must roll back.
  const canRefuse = wantRows || ctx.media.single || (kind.action !== 'insert' && strictMaxAffected(ctx.prefs) !== null);
  return {
    exec: statementExecutor(statement),
    oneShot: canRefuse ? null : statement,
    readOnly: false,
    statementTimeoutMs: null,
  };
}

/**
 * How an upsert tells inserted rows from updated ones without reading them back (which would need a SELECT
 * policy): a transaction-local counter goes up for every row offered to INSERT and down for every row that
 * took the conflict's UPDATE instead. Both conditions are always true.
 */
const INSERTED_SETTING = 'supabase_local.upsert_inserted';
const insertedSoFar = `coalesce(nullif(current_setting('${INSERTED_SETTING}', true), '')::int, 0)`;
const COUNT_OFFERED = `set_config('${INSERTED_SETTING}', (${insertedSoFar} + 1)::text, true) IS NOT NULL`;
const COUNT_UPDATED = `set_config('${INSERTED_SETTING}', (${insertedSoFar} - 1)::text, true) IS NOT NULL`;

async function readInserted(tx: Queryable): Promise<number | null> {
  const { rows } = await tx.query<{ inserted: number | null }>(
    `SELECT nullif(current_setting('${INSERTED_SETTING}', true), '')::int AS inserted`,
  );
  return rows[0]?.inserted ?? null;
}

function readBack(ctx: WriteContext, b: SqlBuilder, root: PlanNode, cte: string): string {
  const alias = b.nextAlias();
  return buildRead(b, {
    cte,
    from: `_w AS ${alias}`,
    alias,
    root: representationNode(root),
    count: false,
    single: ctx.media.single,
    stripNulls: ctx.media.stripNulls,
    maxBytes: ctx.limits.maxResponseBytes,
  });
}

export function planInsert(ctx: WriteContext): Planned {
  const { parts, root, b, params, wantRows } = prepare(ctx);
  const { table, prefs } = ctx;
  const body = parseBody(ctx.req.rawBody);
  const rows = Array.isArray(body) ? body : [body];
  if (!rows.every(isObject)) throw invalidBody('The body must be a JSON object or an array of objects.');
  let columns: string[];
  if (parts.columns) {
    columns = [...new Set(parts.columns)];
  } else {
    columns = Object.keys(rows[0] ?? {});
    const key = [...columns].sort().join('\u0000');
    if (rows.some((r) => Object.keys(r).sort().join('\u0000') !== key)) throw invalidBody('All object keys must match');
  }
  checkPayloadColumns(table, columns);
  // With missing=default, absent keys take the column default: rows with the same keys are inserted together.
  const groups = new Map<string, { columns: string[]; rows: JsonObject[] }>();
  for (const r of rows) {
    const cols = prefs.missing === 'default' ? columns.filter((c) => Object.hasOwn(r, c)) : columns;
    const key = cols.join('\u0000');
    const group = groups.get(key) ?? { columns: cols, rows: [] };
    group.rows.push(r);
    groups.set(key, group);
  }
  let conflict = '';
  if (prefs.resolution) {
    const target = parts.onConflict ?? table.primaryKey;
    if (target.length === 0)
      throw new RestError(
        400,
        'PGRST100',
        '"failed to parse on_conflict" the table has no primary key; give on_conflict',
      );
    for (const c of target) if (!table.columns.has(c)) throw unknownColumn(table.name, c);
    conflict = ` ON CONFLICT (${target.map(q).join(', ')})`;
    conflict += prefs.resolution === 'ignore-duplicates' ? ' DO NOTHING' : '';
  }
  const pk = table.primaryKey;
  const headersOnly = prefs.return === 'headers-only' && pk.length > 0;
  const returning = wantRows ? ' RETURNING *' : headersOnly ? ` RETURNING ${pk.map(q).join(', ')}` : '';
  const counted = prefs.resolution === 'merge-duplicates';
  const statement = (g: { columns: string[]; rows: JsonObject[] }, p: Params): string => {
    const list = g.columns.map(q).join(', ');
    let onConflict = conflict;
    if (counted) {
      onConflict +=
        g.columns.length > 0
          ? ` DO UPDATE SET ${g.columns.map((c) => `${q(c)} = EXCLUDED.${q(c)}`).join(', ')} WHERE ${COUNT_UPDATED}`
          : ' DO NOTHING';
    }
    const into = g.columns.length > 0 ? `public.${q(table.name)} (${list})` : `public.${q(table.name)}`;
    const offered = counted ? ` WHERE ${COUNT_OFFERED}` : '';
    return `INSERT INTO ${into} SELECT ${list} FROM json_populate_recordset(NULL::public.${q(table.name)}, ${p.add(JSON.stringify(g.rows))}::json) AS _p${offered}${onConflict}${returning}`;
  };
  const groupList = [...groups.values()];
  const location = headersOnly
    ? (row: JsonObject): string =>
        `/${table.name}?${pk.map((c) => `${encodeURIComponent(c)}=eq.${encodeURIComponent(String(row[c]))}`).join('&')}`
    : null;
  const kind: WriteKind = { action: 'insert', location };
  if (rows.length === 0) return noStatement(async () => answer(ctx, NO_ROWS, wantRows, kind));
  if (wantRows) {
    const ctes = groupList.map((g, i) => `_w${i} AS (${statement(g, params)})`);
    const union = groupList.map((_, i) => `SELECT * FROM _w${i}`).join(' UNION ALL ');
    const sql = readBack(ctx, b, root, `WITH ${ctes.join(', ')}, _w AS (${union}) `);
    if (!counted) return oneStatement(ctx, sql, params.values, true, kind);
    return noStatement(async (tx) => {
      const result = await tx.query<ReadRow & JsonObject>(sql, params.values);
      return answer(ctx, result, true, { ...kind, inserted: await readInserted(tx) });
    });
  }
  // Without representation each key set is its own statement, counted together.
  const prepared = groupList.map((g) => {
    const p = new Params();
    return { sql: statement(g, p), values: p.values };
  });
  const only = prepared.length === 1 ? prepared[0] : undefined;
  if (only && !counted) return oneStatement(ctx, only.sql, only.values, false, kind);
  return noStatement(async (tx) => {
    const total: { rows: JsonObject[]; affectedRows: number } = { rows: [], affectedRows: 0 };
    for (const st of prepared) {
      const r = await tx.query<JsonObject>(st.sql, st.values);
      total.affectedRows += r.affectedRows;
      total.rows.push(...r.rows);
    }
    return answer(ctx, total, false, { ...kind, inserted: counted ? await readInserted(tx) : null });
  });
}

export function planUpdate(ctx: WriteContext): Planned {
  const { root, b, params, wantRows } = prepare(ctx);
  const { table } = ctx;
  const body = parseBody(ctx.req.rawBody);
  if (!isObject(body)) throw invalidBody('The body of a PATCH must be a JSON object.');
  const columns = Object.keys(body);
  checkPayloadColumns(table, columns);
  // An empty PATCH changes nothing and runs no UPDATE (so pg-safeupdate never sees one), as in PostgREST.
  if (columns.length === 0)
    return noStatement(async () =>
      answer({ ...ctx, media: { ...ctx.media, single: false } }, NO_ROWS, wantRows, { action: 'update' }),
    );
  const where = mutationWhere(b, '_m', root, 'UPDATE');
  const payload = params.add(JSON.stringify(body));
  const set = columns.map((c) => `${q(c)} = _p.${q(c)}`).join(', ');
  const update = `UPDATE public.${q(table.name)} AS _m SET ${set} FROM json_populate_record(NULL::public.${q(table.name)}, ${payload}::json) AS _p${where}`;
  if (wantRows) {
    const sql = readBack(ctx, b, root, `WITH _w AS (${update} RETURNING _m.*) `);
    return oneStatement(ctx, sql, params.values, true, { action: 'update' });
  }
  return oneStatement(ctx, update, params.values, false, { action: 'update' });
}

export function planDelete(ctx: WriteContext): Planned {
  const { root, b, params, wantRows } = prepare(ctx);
  const where = mutationWhere(b, '_m', root, 'DELETE');
  const del = `DELETE FROM public.${q(ctx.table.name)} AS _m${where}`;
  if (wantRows) {
    const sql = readBack(ctx, b, root, `WITH _w AS (${del} RETURNING _m.*) `);
    return oneStatement(ctx, sql, params.values, true, { action: 'delete' });
  }
  return oneStatement(ctx, del, params.values, false, { action: 'delete' });
}
