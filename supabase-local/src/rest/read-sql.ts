import type { TableInfo } from './catalog.ts';
import type { Condition, OrderTerm } from './parse-filter.ts';
import type { FieldRef } from './parse-select.ts';
import type { EmbedNode, PlanNode } from './plan.ts';
import { quoteIdent as q, type Params } from './sql.ts';

const BINARY: Record<string, string> = {
  eq: '=',
  neq: '<>',
  gt: '>',
  gte: '>=',
  lt: '<',
  lte: '<=',
  like: 'LIKE',
  ilike: 'ILIKE',
  match: '~',
  imatch: '~*',
  isdistinct: 'IS DISTINCT FROM',
  cs: '@>',
  cd: '<@',
  ov: '&&',
  sl: '<<',
  sr: '>>',
  nxr: '&<',
  nxl: '&>',
  adj: '-|-',
};
const FTS: Record<string, string> = {
  fts: 'to_tsquery',
  plfts: 'plainto_tsquery',
  phfts: 'phraseto_tsquery',
  wfts: 'websearch_to_tsquery',
};
const IS: Record<string, string> = {
  null: 'IS NULL',
  not_null: 'IS NOT NULL',
  true: 'IS TRUE',
  false: 'IS FALSE',
  unknown: 'IS UNKNOWN',
};

/** Builds one statement; table aliases t0, t1, … are unique within it. */
export class SqlBuilder {
  readonly params: Params;
  private aliasCount = 0;
  private readonly whereCache = new Map<PlanNode, string>();

  constructor(params: Params) {
    this.params = params;
  }

  nextAlias(): string {
    return `t${this.aliasCount++}`;
  }

  field(alias: string, field: FieldRef): string {
    let sql = `${alias}.${q(field.name)}`;
    for (const step of field.json) {
      const p = this.params.add(/^-?\d{1,9}$/.test(step.key) ? Number(step.key) : step.key);
      sql += `${step.arrow}${p}::${/^-?\d{1,9}$/.test(step.key) ? 'int' : 'text'}`;
    }
    return sql;
  }

  condition(alias: string, c: Condition, table: TableInfo): string {
    if (c.kind === 'logic') {
      const inner = c.children
        .map((child) => this.condition(alias, child, table))
        .join(c.op === 'or' ? ' OR ' : ' AND ');
      return c.negate ? `NOT (${inner})` : `(${inner})`;
    }
    const lhs = this.field(alias, c.field);
    const likeValue = (v: string): string => (c.op === 'like' || c.op === 'ilike' ? v.replace(/\*/g, '%') : v);
    let sql: string;
    if (c.op === 'is') {
      sql = `${lhs} ${IS[c.value as string] ?? 'IS NULL'}`;
    } else if (c.op === 'in') {
      const items = c.value as string[];
      sql = items.length === 0 ? 'false' : `${lhs} IN (${items.map((v) => this.params.add(v)).join(', ')})`;
    } else if (c.quantifier) {
      const items = c.value as string[];
      const joiner = c.quantifier === 'any' ? ' OR ' : ' AND ';
      sql =
        items.length === 0
          ? c.quantifier === 'any'
            ? 'false'
            : 'true'
          : `(${items.map((v) => `${lhs} ${BINARY[c.op]} ${this.params.add(likeValue(v))}`).join(joiner)})`;
    } else if (c.op in FTS) {
      const config = c.ftsConfig !== null ? `${this.params.add(c.ftsConfig)}::regconfig, ` : '';
      // Like PostgREST, a text column is turned into a tsvector with the same configuration as the query.
      const isVector = c.field.json.length === 0 && table.columns.get(c.field.name)?.type === 'tsvector';
      const vector = isVector ? lhs : `to_tsvector(${config}${lhs})`;
      sql = `${vector} @@ ${FTS[c.op]}(${config}${this.params.add(c.value)}::text)`;
    } else {
      sql = `${lhs} ${BINARY[c.op]} ${this.params.add(likeValue(c.value as string))}`;
    }
    return c.negate ? `NOT (${sql})` : sql;
  }

  order(alias: string, terms: OrderTerm[]): string {
    if (terms.length === 0) return '';
    const list = terms.map((t) => {
      let sql = this.field(alias, t.field);
      if (t.direction) sql += t.direction === 'asc' ? ' ASC' : ' DESC';
      if (t.nulls) sql += t.nulls === 'first' ? ' NULLS FIRST' : ' NULLS LAST';
      return sql;
    });
    return ` ORDER BY ${list.join(', ')}`;
  }

  limit(node: PlanNode): string {
    return (node.limit !== null ? ` LIMIT ${node.limit}` : '') + (node.offset !== null ? ` OFFSET ${node.offset}` : '');
  }

  selectList(alias: string, node: PlanNode): string {
    const parts: string[] = [];
    for (const item of node.items) {
      if (item.kind === 'star') {
        // A function result of an unknown row type has no catalog columns: take them all.
        if (node.table.columnOrder.length === 0) parts.push(`${alias}.*`);
        for (const column of node.table.columnOrder) parts.push(`${alias}.${q(column)}`);
      } else if (item.kind === 'column') {
        const expr = this.field(alias, item.field);
        parts.push(`${item.cast ? `(${expr})::${item.cast}` : expr} AS ${q(item.outputName)}`);
      } else if (item.kind === 'count') {
        const expr = 'pg_catalog.count(*)';
        parts.push(`${item.cast ? `(${expr})::${item.cast}` : expr} AS ${q(item.outputName)}`);
      } else if (item.embed.output) {
        parts.push(`${this.embed(alias, item.embed)} AS ${q(item.embed.outputName)}`);
      }
    }
    return parts.join(', ');
  }

  /** Join condition between the parent row (parentAlias) and the embedded table (alias). */
  join(parentAlias: string, alias: string, embed: EmbedNode): string {
    const { fk, direction } = embed.rel;
    return fk.columns
      .map((col, i) => {
        const fcol = fk.foreignColumns[i] as string;
        return direction === 'm2o'
          ? `${alias}.${q(fcol)} = ${parentAlias}.${q(col)}`
          : `${alias}.${q(col)} = ${parentAlias}.${q(fcol)}`;
      })
      .join(' AND ');
  }

  /** WHERE of a level without the join: its own filters, !inner embeds and is.null embed checks. */
  where(alias: string, node: PlanNode): string {
    const cached = this.whereCache.get(node);
    if (cached !== undefined) return cached;
    const parts = node.conditions.map((c) => this.condition(alias, c, node.table));
    for (const embed of node.embeds) {
      if (embed.inner) parts.push(this.exists(alias, embed));
    }
    for (const { embed, present } of node.embedPresence) {
      if (!(embed.inner && present))
        parts.push(present ? this.exists(alias, embed) : `NOT ${this.exists(alias, embed)}`);
    }
    const sql = parts.join(' AND ');
    this.whereCache.set(node, sql);
    return sql;
  }

  private embedAliases = new Map<EmbedNode, string>();

  private embedAlias(embed: EmbedNode): string {
    let alias = this.embedAliases.get(embed);
    if (!alias) {
      alias = this.nextAlias();
      this.embedAliases.set(embed, alias);
    }
    return alias;
  }

  private exists(parentAlias: string, embed: EmbedNode): string {
    const alias = this.embedAlias(embed);
    const own = this.where(alias, embed.node);
    return `EXISTS (SELECT 1 FROM public.${q(embed.node.table.name)} AS ${alias} WHERE ${this.join(parentAlias, alias, embed)}${own ? ` AND ${own}` : ''})`;
  }

  embed(parentAlias: string, embed: EmbedNode): string {
    const alias = this.embedAlias(embed);
    const node = embed.node;
    const own = this.where(alias, node);
    const inner = `SELECT ${this.selectList(alias, node)} FROM public.${q(node.table.name)} AS ${alias} WHERE ${this.join(parentAlias, alias, embed)}${own ? ` AND ${own}` : ''}`;
    const row = `_${alias}`;
    if (embed.rel.toOne) return `(SELECT row_to_json(${row}) FROM (${inner} LIMIT 1) AS ${row})`;
    return `(SELECT coalesce(json_agg(${row}), '[]'::json) FROM (${inner}${this.order(alias, node.order)}${this.limit(node)}) AS ${row})`;
  }
}

export interface ReadStatement {
  /** Optional `WITH …` prefix (writes with representation). */
  cte: string;
  /** FROM clause producing the root rows under `alias`. */
  from: string;
  alias: string;
  root: PlanNode;
  count: boolean;
  single: boolean;
  stripNulls: boolean;
  /** A body larger than this stays in the database; only its size (body_bytes) comes back. */
  maxBytes: number;
}

/**
 * Wraps a statement answering `body` (and `keep` columns) so that a body over maxBytes is never sent: the
 * answer then holds a null body and its size in body_bytes. `single_body` follows the body's fate.
 */
export function guardBody(cte: string, inner: string, keep: string[], maxBytes: number): string {
  const limit = Math.floor(maxBytes);
  const fits = `octet_length(_b.body) <= ${limit}`;
  const columns = keep.map((c) =>
    c === 'single_body' ? `CASE WHEN ${fits} THEN _b.single_body END AS single_body` : `_b.${c}`,
  );
  columns.push('octet_length(_b.body) AS body_bytes', `CASE WHEN ${fits} THEN _b.body END AS body`);
  // OFFSET 0 keeps Postgres from inlining the subquery, which would build the body once per reference.
  return `${cte}SELECT ${columns.join(', ')} FROM (${inner} OFFSET 0) AS _b`;
}

/** One statement answering rows as a JSON text built by Postgres, plus counts. */
export function buildRead(b: SqlBuilder, s: ReadStatement): string {
  const list = b.selectList(s.alias, s.root);
  const where = b.where(s.alias, s.root);
  const whereSql = where ? ` WHERE ${where}` : '';
  const inner = `SELECT ${list} FROM ${s.from}${whereSql}${b.order(s.alias, s.root.order)}${b.limit(s.root)}`;
  const countSql = s.count ? `(SELECT count(*) FROM ${s.from}${whereSql})::int` : 'NULL::int';
  const row = s.stripNulls ? 'json_strip_nulls(row_to_json(_r))' : 'row_to_json(_r)';
  const single = s.single ? `, (json_agg(${row})->0)::text AS single_body` : '';
  const statement = `SELECT ${countSql} AS total, count(_r)::int AS page_total, coalesce(json_agg(${row}), '[]'::json)::text AS body${single} FROM (${inner}) AS _r`;
  return guardBody(
    s.cte,
    statement,
    s.single ? ['total', 'page_total', 'single_body'] : ['total', 'page_total'],
    s.maxBytes,
  );
}
