import type { Queryable } from '../db/types.ts';
import { parseDurationMs } from './duration.ts';

export interface ColumnInfo {
  name: string;
  /** format_type() output: catalog-made, already quoted where needed, safe to splice as a type name. */
  type: string;
}

export interface TableInfo {
  name: string;
  kind: 'table' | 'view';
  columns: Map<string, ColumnInfo>;
  columnOrder: string[];
  primaryKey: string[];
  uniques: string[][];
}

/** A foreign key: `table(columns)` references `foreignTable(foreignColumns)`, both in public. */
export interface ForeignKey {
  name: string;
  table: string;
  columns: string[];
  foreignTable: string;
  foreignColumns: string[];
}

export interface FunctionArg {
  name: string;
  type: string;
  hasDefault: boolean;
}

export interface FunctionInfo {
  name: string;
  args: FunctionArg[];
  returnsSet: boolean;
  /** void: nothing; scalar: one value; composite: rows with `columns`. */
  returnKind: 'void' | 'scalar' | 'composite';
  /** Result columns for composite returns (a public table's row type or RETURNS TABLE). */
  resultTable: TableInfo | null;
  volatile: boolean;
  /**
   * The function's own `SET statement_timeout` in ms. PostgREST applies it to the whole request (it
   * "hoists" it), because a statement's timeout is fixed when the statement starts.
   */
  statementTimeoutMs: number | null;
}

export interface Catalog {
  tables: Map<string, TableInfo>;
  foreignKeys: ForeignKey[];
  functions: Map<string, FunctionInfo[]>;
}

const TABLES_SQL = `
select c.relname::text as table_name, c.relkind::text as kind, a.attname::text as column_name,
       format_type(a.atttypid, a.atttypmod) as type
from pg_class c
join pg_namespace n on n.oid = c.relnamespace
join pg_attribute a on a.attrelid = c.oid and a.attnum > 0 and not a.attisdropped
where n.nspname = 'public' and c.relkind in ('r', 'v', 'm', 'p', 'f')
order by c.relname, a.attnum`;

const CONSTRAINTS_SQL = `
select con.conname::text as name, con.contype::text as type, cl.relname::text as table_name,
       (select array_agg(att.attname::text order by k.ord) from unnest(con.conkey) with ordinality k(attnum, ord)
          join pg_attribute att on att.attrelid = con.conrelid and att.attnum = k.attnum) as columns,
       fcl.relname::text as foreign_table, fns.nspname::text as foreign_schema,
       (select array_agg(att.attname::text order by k.ord) from unnest(con.confkey) with ordinality k(attnum, ord)
          join pg_attribute att on att.attrelid = con.confrelid and att.attnum = k.attnum) as foreign_columns
from pg_constraint con
join pg_class cl on cl.oid = con.conrelid
join pg_namespace n on n.oid = cl.relnamespace
left join pg_class fcl on fcl.oid = con.confrelid
left join pg_namespace fns on fns.oid = fcl.relnamespace
where n.nspname = 'public' and con.contype in ('p', 'u', 'f')
order by con.conname`;

const FUNCTIONS_SQL = `
select p.proname::text as name, p.proretset as returns_set, p.provolatile::text as volatility,
       format_type(p.prorettype, null) as return_type, t.typtype::text as return_typtype,
       rc.relname::text as return_relname, rn.nspname::text as return_relschema,
       coalesce(p.proargnames::text[], '{}'::text[]) as arg_names,
       coalesce(p.proargmodes::text[], '{}'::text[]) as arg_modes,
       coalesce((select array_agg(format_type(u.x, null) order by u.ord)
                 from unnest(coalesce(p.proallargtypes, p.proargtypes::oid[])) with ordinality u(x, ord)), '{}'::text[]) as arg_types,
       p.pronargs::int as nargs, p.pronargdefaults::int as ndefaults,
       coalesce(p.proconfig, '{}'::text[]) as config
from pg_proc p
join pg_namespace n on n.oid = p.pronamespace
join pg_type t on t.oid = p.prorettype
left join pg_class rc on rc.oid = t.typrelid
left join pg_namespace rn on rn.oid = rc.relnamespace
where n.nspname = 'public' and p.prokind = 'f'
  and t.typname not in ('trigger', 'event_trigger', 'internal', 'language_handler', 'fdw_handler', 'index_am_handler', 'table_am_handler', 'tsm_handler')`;

/** Changes whenever DDL touches public relations, columns, constraints or functions (row versions move). */
const FINGERPRINT_SQL = `
select concat_ws('|',
  (select count(*) || ':' || coalesce(sum(xmin::text::bigint), 0) from pg_class where relnamespace = 'public'::regnamespace),
  (select count(*) || ':' || coalesce(sum(a.xmin::text::bigint), 0) from pg_attribute a join pg_class c on c.oid = a.attrelid where c.relnamespace = 'public'::regnamespace),
  (select count(*) || ':' || coalesce(sum(xmin::text::bigint), 0) from pg_constraint where connamespace = 'public'::regnamespace),
  (select count(*) || ':' || coalesce(sum(xmin::text::bigint), 0) from pg_proc where pronamespace = 'public'::regnamespace)
) as fingerprint`;

interface TableRow {
  table_name: string;
  kind: string;
  column_name: string;
  type: string;
}
interface ConstraintRow {
  name: string;
  type: string;
  table_name: string;
  columns: string[] | null;
  foreign_table: string | null;
  foreign_schema: string | null;
  foreign_columns: string[] | null;
}
interface FunctionRow {
  name: string;
  returns_set: boolean;
  volatility: string;
  return_type: string;
  return_typtype: string;
  return_relname: string | null;
  return_relschema: string | null;
  arg_names: string[];
  arg_modes: string[];
  arg_types: string[];
  nargs: number;
  ndefaults: number;
  config: string[];
}

function newTable(name: string, kind: TableInfo['kind']): TableInfo {
  return { name, kind, columns: new Map(), columnOrder: [], primaryKey: [], uniques: [] };
}

function addColumn(table: TableInfo, name: string, type: string): void {
  table.columns.set(name, { name, type });
  table.columnOrder.push(name);
}

function configuredTimeout(config: string[]): number | null {
  const entry = config.find((c) => c.startsWith('statement_timeout='));
  return entry === undefined ? null : parseDurationMs(entry.slice('statement_timeout='.length));
}

function buildFunction(row: FunctionRow, tables: Map<string, TableInfo>): FunctionInfo {
  const modes = row.arg_modes.length > 0 ? row.arg_modes : row.arg_types.map(() => 'i');
  const inputs: { name: string; type: string }[] = [];
  const outputs: { name: string; type: string }[] = [];
  modes.forEach((mode, i) => {
    const arg = { name: row.arg_names[i] ?? '', type: row.arg_types[i] ?? 'unknown' };
    if (mode === 'i' || mode === 'b' || mode === 'v') inputs.push(arg);
    if (mode === 'o' || mode === 'b' || mode === 't') outputs.push(arg);
  });
  const firstDefault = inputs.length - row.ndefaults;
  const args = inputs.map((a, i) => ({ ...a, hasDefault: i >= firstDefault }));
  let returnKind: FunctionInfo['returnKind'] = 'scalar';
  let resultTable: TableInfo | null = null;
  if (row.return_type === 'void') returnKind = 'void';
  else if (outputs.length > 1 || (row.return_type === 'record' && outputs.length > 0)) {
    returnKind = 'composite';
    resultTable = newTable(row.name, 'view');
    for (const out of outputs) addColumn(resultTable, out.name, out.type);
  } else if (row.return_typtype === 'c') {
    returnKind = 'composite';
    resultTable =
      row.return_relschema === 'public' && row.return_relname ? (tables.get(row.return_relname) ?? null) : null;
  }
  return {
    name: row.name,
    args,
    returnsSet: row.returns_set,
    returnKind,
    resultTable,
    volatile: row.volatility === 'v',
    statementTimeoutMs: configuredTimeout(row.config),
  };
}

export async function loadCatalog(db: Queryable): Promise<Catalog> {
  const tableRows = (await db.query<TableRow>(TABLES_SQL)).rows;
  const constraintRows = (await db.query<ConstraintRow>(CONSTRAINTS_SQL)).rows;
  const functionRows = (await db.query<FunctionRow>(FUNCTIONS_SQL)).rows;
  const tables = new Map<string, TableInfo>();
  for (const row of tableRows) {
    let table = tables.get(row.table_name);
    if (!table) {
      table = newTable(row.table_name, row.kind === 'r' || row.kind === 'p' ? 'table' : 'view');
      tables.set(row.table_name, table);
    }
    addColumn(table, row.column_name, row.type);
  }
  const foreignKeys: ForeignKey[] = [];
  for (const row of constraintRows) {
    const table = tables.get(row.table_name);
    const columns = row.columns ?? [];
    if (!table) continue;
    if (row.type === 'p') table.primaryKey = columns;
    if (row.type === 'p' || row.type === 'u') table.uniques.push(columns);
    if (row.type === 'f' && row.foreign_schema === 'public' && row.foreign_table && tables.has(row.foreign_table)) {
      foreignKeys.push({
        name: row.name,
        table: row.table_name,
        columns,
        foreignTable: row.foreign_table,
        foreignColumns: row.foreign_columns ?? [],
      });
    }
  }
  const functions = new Map<string, FunctionInfo[]>();
  for (const row of functionRows) {
    const list = functions.get(row.name) ?? [];
    list.push(buildFunction(row, tables));
    functions.set(row.name, list);
  }
  return { tables, foreignKeys, functions };
}

/**
 * Caches the catalog. A name missing from the cache triggers a cheap fingerprint check and a reload only
 * when the schema really changed, so unknown names sent by clients cannot force expensive reloads.
 */
export class CatalogCache {
  private catalog: Promise<Catalog> | null = null;
  private fingerprint: string | null = null;
  private dirty = false;
  private readonly db: Queryable;

  constructor(db: Queryable) {
    this.db = db;
  }

  get(): Promise<Catalog> {
    if (!this.catalog || this.dirty) {
      this.dirty = false;
      this.catalog = this.load();
    }
    return this.catalog;
  }

  /** Called after migrations, or when Postgres reports a relation/column we believed existed. */
  invalidate(): void {
    this.dirty = true;
  }

  /** Returns true when the schema changed since the cached load (the cache is then replaced). */
  async refreshIfChanged(): Promise<boolean> {
    const current = await this.readFingerprint();
    if (current === this.fingerprint && !this.dirty) return false;
    this.dirty = false;
    this.catalog = this.load();
    await this.catalog;
    return true;
  }

  private async readFingerprint(): Promise<string> {
    const rows = (await this.db.query<{ fingerprint: string }>(FINGERPRINT_SQL)).rows;
    return rows[0]?.fingerprint ?? '';
  }

  private async load(): Promise<Catalog> {
    try {
      const fingerprint = await this.readFingerprint();
      const catalog = await loadCatalog(this.db);
      this.fingerprint = fingerprint;
      return catalog;
    } catch (err) {
      this.catalog = null;
      throw err;
    }
  }
}
