import type { Catalog, ForeignKey, TableInfo } from './catalog.ts';
import { RestError } from './errors.ts';
import type { Condition, OrderTerm } from './parse-filter.ts';
import type { FieldRef, SelectItem } from './parse-select.ts';
import type { QueryParts } from './query-params.ts';

export interface Relationship {
  fk: ForeignKey;
  /** m2o: the parent holds the foreign key; o2m: the embedded table does. */
  direction: 'm2o' | 'o2m';
  toOne: boolean;
}

export interface EmbedNode {
  name: string;
  alias: string | null;
  outputName: string;
  /**
   * False for an embed that selects nothing (`users()`, also nested): PostgREST leaves its key out of the
   * answer, while its filters and !inner still apply.
   */
  output: boolean;
  inner: boolean;
  rel: Relationship;
  node: PlanNode;
}

export type PlanItem =
  | { kind: 'star' }
  | { kind: 'column'; field: FieldRef; outputName: string; cast: string | null }
  /** `count` where the table has no such column: the number of rows, as Postgres reads `t.count` as `count(t)`. */
  | { kind: 'count'; outputName: string; cast: string | null }
  | { kind: 'embed'; embed: EmbedNode };

export interface PlanNode {
  table: TableInfo;
  items: PlanItem[];
  embeds: EmbedNode[];
  conditions: Condition[];
  /** `embed=is.null` / `embed=not.is.null`: the embedded rows must be absent / present. */
  embedPresence: { embed: EmbedNode; present: boolean }[];
  order: OrderTerm[];
  limit: number | null;
  offset: number | null;
}

const CASTS = new Set([
  'text',
  'varchar',
  'char',
  'int',
  'int2',
  'int4',
  'int8',
  'integer',
  'smallint',
  'bigint',
  'numeric',
  'real',
  'double precision',
  'float4',
  'float8',
  'boolean',
  'bool',
  'date',
  'time',
  'timestamp',
  'timestamptz',
  'uuid',
  'json',
  'jsonb',
  'interval',
]);

export function unknownColumn(table: string, column: string): RestError {
  return new RestError(400, '42703', `column ${table}.${column} does not exist`, null, null, { catalogMiss: true });
}

export function unknownTable(name: string): RestError {
  return new RestError(404, 'PGRST205', `Could not find the table 'public.${name}' in the schema cache`, null, null, {
    catalogMiss: true,
  });
}

export function checkField(table: TableInfo, field: FieldRef): void {
  if (!table.columns.has(field.name)) throw unknownColumn(table.name, field.name);
}

function checkCondition(table: TableInfo, condition: Condition): void {
  if (condition.kind === 'filter') checkField(table, condition.field);
  else condition.children.forEach((c) => checkCondition(table, c));
}

function sameSet(a: string[], b: string[]): boolean {
  return a.length === b.length && a.every((x) => b.includes(x));
}

function findRelationship(
  catalog: Catalog,
  parent: TableInfo,
  name: string,
  hints: string[],
): { rel: Relationship; target: TableInfo } {
  const candidates: Relationship[] = [];
  // A column names the key it leads (`step_id` for the composite key (step_id, goal_id)).
  const leads = (fk: ForeignKey, column: string): boolean => fk.columns[0] === column;
  for (const fk of catalog.foreignKeys) {
    if (fk.table === parent.name && (name === fk.foreignTable || name === fk.name || leads(fk, name))) {
      candidates.push({ fk, direction: 'm2o', toOne: true });
    }
    if (fk.foreignTable === parent.name && (name === fk.table || name === fk.name)) {
      const toOne = catalog.tables.get(fk.table)?.uniques.some((u) => sameSet(u, fk.columns)) ?? false;
      candidates.push({ fk, direction: 'o2m', toOne });
    }
  }
  const matching = candidates.filter((c) =>
    hints.every((h) => h === c.fk.name || leads(c.fk, h) || h === c.fk.table || h === c.fk.foreignTable),
  );
  // A self-reference matches both directions of one key; with a hint (`tasks!step_id`) PostgREST reads the
  // children (one-to-many), while the column name as embed name (`step:step_id`) reads the parent.
  const selfRef = matching.length === 2 && matching[0]?.fk === matching[1]?.fk;
  const chosen =
    matching.length === 1
      ? matching[0]
      : selfRef && hints.length > 0
        ? matching.find((c) => c.direction === 'o2m')
        : undefined;
  if (chosen) {
    const target = catalog.tables.get(chosen.direction === 'm2o' ? chosen.fk.foreignTable : chosen.fk.table);
    if (target) return { rel: chosen, target };
  }
  if (matching.length === 0) {
    throw new RestError(
      400,
      'PGRST200',
      `Could not find a relationship between '${parent.name}' and '${name}' in the schema cache`,
      `Searched for a foreign key relationship between '${parent.name}' and '${name}' in the schema 'public', but no matches were found.`,
      null,
      { catalogMiss: true },
    );
  }
  const targetOf = (c: Relationship): string => (c.direction === 'm2o' ? c.fk.foreignTable : c.fk.table);
  const options = matching.map((c) => `'${targetOf(c)}!${c.fk.name}'`).join(', ');
  throw new RestError(
    300,
    'PGRST201',
    `Could not embed because more than one relationship was found for '${parent.name}' and '${name}'`,
    matching.map((c) => relationshipDetails(catalog, parent, c)),
    `Try changing '${name}' to one of the following: ${options}. Find the desired relationship in the 'details' key.`,
  );
}

/** One candidate of an ambiguous embed, described as PostgREST does: from the parent's side of the key. */
function relationshipDetails(catalog: Catalog, parent: TableInfo, rel: Relationship): Record<string, string> {
  const { fk, direction } = rel;
  const ownUnique = catalog.tables.get(fk.table)?.uniques.some((u) => sameSet(u, fk.columns)) ?? false;
  const [from, fromColumns, to, toColumns]: [string, string[], string, string[]] =
    direction === 'm2o'
      ? [fk.table, fk.columns, fk.foreignTable, fk.foreignColumns]
      : [fk.foreignTable, fk.foreignColumns, fk.table, fk.columns];
  return {
    cardinality: ownUnique ? 'one-to-one' : direction === 'm2o' ? 'many-to-one' : 'one-to-many',
    embedding: `${parent.name} with ${to}`,
    relationship: `${fk.name} using ${from}(${fromColumns.join(', ')}) and ${to}(${toColumns.join(', ')})`,
  };
}

function outputNameOf(field: FieldRef): string {
  const last = field.json[field.json.length - 1];
  return last ? last.key : field.name;
}

/** The aggregate functions PostgREST offers only with db-aggregates-enabled, which hosted Supabase leaves off. */
function aggregatesNotAllowed(): RestError {
  return new RestError(400, 'PGRST123', 'Use of aggregate functions is not allowed');
}

/**
 * Plans one level of a select; `depth` counts embedding levels from the root (0). Embeds of one level need
 * distinct names: PostgREST names each embed's subquery `<table>_<alias or name>_<depth>`, so a repeated
 * one fails in Postgres with 42712, which is answered here before any SQL runs.
 */
export function buildNode(
  catalog: Catalog,
  table: TableInfo,
  items: SelectItem[],
  allowEmbeds: boolean,
  depth = 0,
): PlanNode {
  const node: PlanNode = {
    table,
    items: [],
    embeds: [],
    conditions: [],
    embedPresence: [],
    order: [],
    limit: null,
    offset: null,
  };
  for (const item of items) {
    if (item.kind === 'star') {
      node.items.push(item);
    } else if (item.kind === 'aggregate') {
      throw aggregatesNotAllowed();
    } else if (item.kind === 'column') {
      const rowCount = item.field.name === 'count' && item.field.json.length === 0 && !table.columns.has('count');
      if (!rowCount) checkField(table, item.field);
      if (item.cast !== null && !CASTS.has(item.cast.replace(/\[\]$/, ''))) {
        throw new RestError(
          400,
          'PGRST100',
          `"failed to parse select" cast to unsupported type ${item.cast}`,
          null,
          null,
        );
      }
      node.items.push(
        rowCount
          ? { kind: 'count', outputName: item.alias ?? 'count', cast: item.cast }
          : { kind: 'column', field: item.field, outputName: item.alias ?? outputNameOf(item.field), cast: item.cast },
      );
    } else {
      if (!allowEmbeds)
        throw new RestError(400, 'PGRST100', '"failed to parse select" embedding is not available here');
      const outputName = item.alias ?? item.name;
      if (node.embeds.some((e) => e.outputName === outputName)) {
        throw new RestError(
          400,
          '42712',
          `table name "${table.name}_${outputName}_${depth + 1}" specified more than once`,
        );
      }
      const { rel, target } = findRelationship(catalog, table, item.name, item.hints);
      const child = buildNode(catalog, target, item.children, true, depth + 1);
      const embed: EmbedNode = {
        name: item.name,
        alias: item.alias,
        outputName,
        output: child.items.some((i) => i.kind !== 'embed' || i.embed.output),
        inner: item.joinType === 'inner',
        rel,
        node: child,
      };
      node.embeds.push(embed);
      node.items.push({ kind: 'embed', embed });
    }
  }
  return node;
}

function findEmbed(node: PlanNode, segment: string): EmbedNode | undefined {
  return (
    node.embeds.find((e) => e.alias === segment) ?? node.embeds.find((e) => e.alias === null && e.name === segment)
  );
}

function nodeAt(root: PlanNode, path: string[]): PlanNode {
  let node = root;
  for (const segment of path) {
    const embed = findEmbed(node, segment);
    if (!embed) {
      throw new RestError(
        400,
        'PGRST108',
        `'${segment}' is not an embedded resource in this request`,
        null,
        `Verify that '${segment}' is included in the 'select' query parameter.`,
      );
    }
    node = embed.node;
  }
  return node;
}

/** Attaches filters, order and limits from the query string to the levels they name, checking every column. */
export function applyQueryParts(root: PlanNode, parts: QueryParts): void {
  for (const { path, condition } of parts.conditions) {
    const node = nodeAt(root, path);
    if (
      condition.kind === 'filter' &&
      condition.op === 'is' &&
      condition.field.json.length === 0 &&
      !node.table.columns.has(condition.field.name)
    ) {
      const embed = findEmbed(node, condition.field.name);
      if (embed && (condition.value === 'null' || condition.value === 'not_null')) {
        node.embedPresence.push({ embed, present: (condition.value === 'null') === condition.negate });
        continue;
      }
    }
    checkCondition(node.table, condition);
    node.conditions.push(condition);
  }
  for (const { path, terms } of parts.orders) {
    const node = nodeAt(root, path);
    terms.forEach((t) => checkField(node.table, t.field));
    node.order.push(...terms);
  }
  for (const { path, limit, offset } of parts.limits) {
    const node = nodeAt(root, path);
    if (limit !== null) node.limit = limit;
    if (offset !== null) node.offset = offset;
  }
}

/**
 * PostgREST's db-max-rows: every level of a read (the top level and each embedded list) answers at most
 * maxRows rows; a smaller limit stays, a larger one or none becomes maxRows, offsets are kept.
 */
export function capRows(node: PlanNode, maxRows: number | null): void {
  if (maxRows === null) return;
  node.limit = node.limit === null ? maxRows : Math.min(node.limit, maxRows);
  for (const embed of node.embeds) capRows(embed.node, maxRows);
}
