import type { Database } from '../db/types.ts';
import type { Role } from '../http/types.ts';

export interface StreamedColumn {
  name: string;
  /** The type's name as Realtime reports it (pg_type.typname: int4, text, timestamptz, _text...). */
  type: string;
  /** The type as SQL writes it, for casts (format_type). */
  sqlType: string;
  /** Whether each API role may read it (column or table SELECT privilege). */
  selectable: Record<Role, boolean>;
}

/** A table of the publication supabase_realtime: what a change's payload and checks need to know of it. */
export interface StreamedTable {
  schema: string;
  table: string;
  columns: StreamedColumn[];
  primaryKey: string[];
  rowLevelSecurity: boolean;
  /** REPLICA IDENTITY FULL: an update or delete carries the whole old row, else only its primary key. */
  replicaIdentityFull: boolean;
}

const CATALOG_SQL = `
select n.nspname as schema, c.relname as table, c.relrowsecurity as rls, c.relreplident = 'f' as full_identity,
  coalesce((
    select jsonb_agg(jsonb_build_object(
      'name', a.attname, 'type', t.typname, 'sqlType', format_type(a.atttypid, a.atttypmod),
      'selectable', jsonb_build_object(
        'anon', has_column_privilege('anon', c.oid, a.attnum, 'SELECT'),
        'authenticated', has_column_privilege('authenticated', c.oid, a.attnum, 'SELECT'),
        'service_role', has_column_privilege('service_role', c.oid, a.attnum, 'SELECT'))
    ) order by a.attnum)
    from pg_catalog.pg_attribute a join pg_catalog.pg_type t on t.oid = a.atttypid
    where a.attrelid = c.oid and a.attnum > 0 and not a.attisdropped
  ), '[]') as columns,
  coalesce((
    select jsonb_agg(a.attname order by array_position(i.indkey::int2[], a.attnum))
    from pg_catalog.pg_index i join pg_catalog.pg_attribute a on a.attrelid = i.indrelid and a.attnum = any(i.indkey)
    where i.indrelid = c.oid and i.indisprimary
  ), '[]') as primary_key
from pg_catalog.pg_publication_tables pt
join pg_catalog.pg_namespace n on n.nspname = pt.schemaname
join pg_catalog.pg_class c on c.relnamespace = n.oid and c.relname = pt.tablename
where pt.pubname = 'supabase_realtime'`;

/** The server's own name for the row of one table. */
export const tableKey = (schema: string, table: string): string => `${schema}.${table}`;

/**
 * A cached map of the streamed tables, read again when asked to and more than a moment old; reading it
 * also puts the capture trigger on tables added to the publication since (and takes it off removed ones).
 */
export class RealtimeCatalog {
  private tables = new Map<string, StreamedTable>();
  private loadedAt = -Infinity;
  private loading: Promise<void> | null = null;

  constructor(
    private readonly db: Database,
    private readonly maxAgeMs = 1000,
  ) {}

  get(schema: string, table: string): StreamedTable | undefined {
    return this.tables.get(tableKey(schema, table));
  }

  all(): StreamedTable[] {
    return [...this.tables.values()];
  }

  /** Reads the catalog again unless it was read within maxAgeMs (`force`: in any case). */
  refresh(force = false): Promise<void> {
    if (!force && performance.now() - this.loadedAt < this.maxAgeMs) return Promise.resolve();
    this.loading ??= (async () => {
      try {
        // A table added to the publication since the last look gets its capture trigger first.
        await this.db.query('select realtime_local.sync_triggers()');
        const { rows } = await this.db.query<{
          schema: string;
          table: string;
          rls: boolean;
          full_identity: boolean;
          columns: StreamedColumn[];
          primary_key: string[];
        }>(CATALOG_SQL);
        this.tables = new Map(
          rows.map((row) => [
            tableKey(row.schema, row.table),
            {
              schema: row.schema,
              table: row.table,
              columns: row.columns,
              primaryKey: row.primary_key,
              rowLevelSecurity: row.rls,
              replicaIdentityFull: row.full_identity,
            },
          ]),
        );
        this.loadedAt = performance.now();
      } finally {
        this.loading = null;
      }
    })();
    return this.loading;
  }
}
