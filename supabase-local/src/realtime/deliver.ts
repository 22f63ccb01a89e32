import type { Database } from '../db/types.ts';
import type { JwtClaims, Role } from '../http/types.ts';
import type { RealtimeCatalog, StreamedColumn, StreamedTable } from './catalog.ts';
import type { RowChange } from './change-feed.ts';
import { sqlOperator, type ColumnFilter } from './filters.ts';
import type { Binding, Subscriber } from './subscription.ts';

/** A record larger than this (JSON bytes) is sent without its long values, as hosted Realtime does. */
export const MAX_RECORD_BYTES = 1024 * 1024;
/** Values kept in a record that was too large: those whose JSON is at most this long. */
const SMALL_VALUE_BYTES = 64;
/** How long checking one subscriber's view of a row may take (ms). */
const VISIBILITY_TIMEOUT_MS = 5000;

const quote = (name: string): string => `"${name.replace(/"/g, '""')}"`;
const qualified = (table: StreamedTable): string => `${quote(table.schema)}.${quote(table.table)}`;

function bindingMatches(binding: Binding, change: RowChange): boolean {
  if (!binding.active) return false;
  if (binding.event !== '*' && binding.event !== change.type) return false;
  if (binding.schema !== '*' && binding.schema !== change.schema) return false;
  return binding.table === undefined || binding.table === '*' || binding.table === change.table;
}

function pick(record: Record<string, unknown> | null, names: readonly string[]): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  if (record === null) return out;
  for (const name of names) if (name in record) out[name] = record[name];
  return out;
}

/** The columns of the old row a change carries: the whole row with REPLICA IDENTITY FULL, else its primary key. */
function oldColumns(table: StreamedTable, change: RowChange): string[] {
  // With row level security on, a delete carries only the primary key whatever the identity.
  const full = table.replicaIdentityFull && !(change.type === 'DELETE' && table.rowLevelSecurity);
  return full ? table.columns.map((c) => c.name) : table.primaryKey;
}

/** The row a filter is checked against: the new row, or for a delete what it carries of the old one. */
function filteredRow(table: StreamedTable, change: RowChange): Record<string, unknown> {
  return change.type === 'DELETE' ? pick(change.old_record, oldColumns(table, change)) : (change.record ?? {});
}

const filterKey = (filter: ColumnFilter): string => JSON.stringify(filter);

/**
 * Which filters the changed row passes, in one query: each value is cast to its column's type and compared
 * with the row's (as Realtime compares them); a null never passes. A filter on a column the row does not
 * carry (a delete carries only its primary key) passes, as on hosted Realtime.
 */
async function passingFilters(
  db: Database,
  table: StreamedTable,
  row: Record<string, unknown>,
  filters: ColumnFilter[],
): Promise<Set<string>> {
  const passing = new Set<string>();
  const checks: { key: string; sql: string }[] = [];
  const params: unknown[] = [JSON.stringify(row)];
  for (const filter of filters) {
    const key = filterKey(filter);
    const column = table.columns.find((c) => c.name === filter.column);
    if (column === undefined) continue;
    if (!(filter.column in row)) {
      passing.add(key);
      continue;
    }
    params.push(Array.isArray(filter.value) ? JSON.stringify(filter.value) : filter.value);
    const value = `$${params.length}`;
    const left = `r.${quote(column.name)}`;
    checks.push({
      key,
      sql:
        filter.op === 'in'
          ? `coalesce(${left} = any(array(select jsonb_array_elements_text(${value}::jsonb)::${column.sqlType})), false)`
          : `coalesce(${left} ${sqlOperator(filter.op)} ${value}::${column.sqlType}, false)`,
    });
  }
  if (checks.length === 0) return passing;
  const sql = `select ${checks.map((c, i) => `${c.sql} as f${i}`).join(', ')} from jsonb_populate_record(null::${qualified(table)}, $1::jsonb) r`;
  const { rows } = await db.query<Record<string, boolean>>(sql, params);
  checks.forEach((check, i) => {
    if (rows[0]?.[`f${i}`] === true) passing.add(check.key);
  });
  return passing;
}

/** The claims that decide what a subscriber may see, without those that change at every refresh. */
function viewKey(claims: JwtClaims): string {
  const { exp: _exp, iat: _iat, ...rest } = claims;
  return JSON.stringify(rest, Object.keys(rest).sort());
}

export interface VisibilityContext {
  /** The connection REST uses: as PostgREST, it switches to the subscriber's role for the check. */
  restDb: Database;
  /** Settings that make a PGlite transaction log in as `authenticator` first (empty on Postgres). */
  login: Readonly<Record<string, string>>;
}

/** Whether the subscriber's SELECT policy shows the row (as it is now), evaluated with its claims. */
async function canSee(ctx: VisibilityContext, table: StreamedTable, row: Record<string, unknown>, claims: JwtClaims) {
  if (table.primaryKey.length === 0) return false;
  const params: unknown[] = [];
  const where = table.primaryKey.map((name) => {
    const column = table.columns.find((c) => c.name === name) as StreamedColumn;
    const value = row[name];
    params.push(
      value === null || value === undefined ? null : typeof value === 'string' ? value : JSON.stringify(value),
    );
    return `${quote(name)} = $${params.length}::${column.sqlType}`;
  });
  try {
    const { rows } = await ctx.restDb.queryInTransaction<{ visible: boolean }>(
      `select exists (select 1 from ${qualified(table)} where ${where.join(' and ')}) as visible`,
      params,
      {
        readOnly: true,
        statementTimeoutMs: VISIBILITY_TIMEOUT_MS,
        settings: { ...ctx.login, role: claims.role, 'request.jwt.claims': JSON.stringify(claims) },
        requireSession:
          claims.role === 'authenticated' && typeof claims.session_id === 'string' ? claims.session_id : undefined,
        owner: typeof claims.sub === 'string' ? `user:${claims.sub}` : `realtime:${claims.role}`,
      },
    );
    return rows[0]?.visible === true;
  } catch {
    // A signed-out session, a refused privilege or a policy that fails: nothing is sent.
    return false;
  }
}

function smallValues(record: Record<string, unknown>): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const [name, value] of Object.entries(record)) {
    if (Buffer.byteLength(JSON.stringify(value) ?? 'null') <= SMALL_VALUE_BYTES) out[name] = value;
  }
  return out;
}

/** The message data for subscribers of one role: only the columns that role may read. */
function payloadFor(table: StreamedTable, change: RowChange, role: Role): Record<string, unknown> {
  const columns = table.columns.filter((c) => c.selectable[role]);
  const names = columns.map((c) => c.name);
  const data: Record<string, unknown> = {
    schema: change.schema,
    table: change.table,
    commit_timestamp: change.commit_timestamp,
    type: change.type,
    columns: columns.map((c) => ({ name: c.name, type: c.type })),
    errors: null,
  };
  if (change.type !== 'DELETE') {
    let record = pick(change.record, names);
    if (Buffer.byteLength(JSON.stringify(record)) > MAX_RECORD_BYTES) {
      record = smallValues(record);
      data.errors = ['Error 413: Payload Too Large'];
    }
    data.record = record;
  }
  if (change.type !== 'INSERT') {
    const allowed = new Set(names);
    data.old_record = pick(
      change.old_record,
      oldColumns(table, change).filter((name) => allowed.has(name)),
    );
  }
  return data;
}

/**
 * Sends one change to every subscriber that may see it: its binding matches (event, schema, table), its
 * filter passes, its role may read the table, and for an insert or update its SELECT policy shows the row
 * (checked as that subscriber, once per distinct set of claims). A delete carries only the old row's
 * primary key and is not checked against policies: the row is gone.
 */
export async function deliverChange(
  ctx: VisibilityContext & { db: Database; catalog: RealtimeCatalog; subscribers: () => Iterable<Subscriber> },
  change: RowChange,
): Promise<void> {
  const matched: { subscriber: Subscriber; bindings: Binding[] }[] = [];
  for (const subscriber of ctx.subscribers()) {
    const bindings = subscriber.bindings.filter((b) => bindingMatches(b, change));
    if (bindings.length > 0) matched.push({ subscriber, bindings });
  }
  if (matched.length === 0) return;
  let table = ctx.catalog.get(change.schema, change.table);
  if (table === undefined) {
    await ctx.catalog.refresh(true);
    table = ctx.catalog.get(change.schema, change.table);
    if (table === undefined) return;
  }
  const streamed = table;
  const row = filteredRow(streamed, change);
  const filters = new Map<string, ColumnFilter>();
  for (const { bindings } of matched)
    for (const b of bindings) if (b.filter) filters.set(filterKey(b.filter), b.filter);
  const passing =
    filters.size === 0 ? new Set<string>() : await passingFilters(ctx.db, streamed, row, [...filters.values()]);

  const receivers: { subscriber: Subscriber; ids: number[] }[] = [];
  for (const { subscriber, bindings } of matched) {
    if (!streamed.columns.some((c) => c.selectable[subscriber.claims.role])) continue;
    const ids = bindings.filter((b) => b.filter === undefined || passing.has(filterKey(b.filter))).map((b) => b.id);
    if (ids.length > 0) receivers.push({ subscriber, ids });
  }
  if (receivers.length === 0) return;

  const checked = new Map<string, Promise<boolean>>();
  const needsCheck = (claims: JwtClaims): boolean =>
    change.type !== 'DELETE' && streamed.rowLevelSecurity && claims.role !== 'service_role';
  const visible = (claims: JwtClaims): Promise<boolean> => {
    if (!needsCheck(claims)) return Promise.resolve(true);
    const key = viewKey(claims);
    let result = checked.get(key);
    if (result === undefined) {
      result = canSee(ctx, streamed, change.record ?? {}, claims);
      checked.set(key, result);
    }
    return result;
  };
  const payloads = new Map<Role, Record<string, unknown>>();
  await Promise.all(
    receivers.map(async ({ subscriber, ids }) => {
      if (!(await visible(subscriber.claims))) return;
      const role = subscriber.claims.role;
      let data = payloads.get(role);
      if (data === undefined) {
        data = payloadFor(streamed, change, role);
        payloads.set(role, data);
      }
      subscriber.send('postgres_changes', { ids, data });
    }),
  );
}
