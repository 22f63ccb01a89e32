import { mkdir } from 'node:fs/promises';
import { PGlite, type Transaction } from '@electric-sql/pglite';
import { pgcrypto } from '@electric-sql/pglite/contrib/pgcrypto';
import type { QueryResult } from './types.ts';
import type { LocalDatabase, ScriptQueryable } from './local-database.ts';
import { SESSION_SEARCH_PATH } from './search-path.ts';

type PgliteHandle = Pick<PGlite, 'query' | 'exec'> | Transaction;

const identity = (value: string): string => value;
// Dates and timestamps stay text so both adapters return the same values (pg would build local-time Dates).
const TEXT_PARSERS = { 1082: identity, 1083: identity, 1114: identity, 1184: identity, 1266: identity };

function wrap(handle: PgliteHandle): ScriptQueryable {
  return {
    async query<R>(sql: string, params: unknown[] = []): Promise<QueryResult<R>> {
      const result = await handle.query<R>(sql, params);
      return { rows: result.rows, affectedRows: result.affectedRows ?? 0, fields: result.fields };
    },
    async exec(sql: string): Promise<void> {
      await handle.exec(sql);
    },
  };
}

export async function openPgliteDatabase(dataDir: string): Promise<LocalDatabase> {
  // PGlite does not create missing parent folders itself.
  await mkdir(dataDir, { recursive: true });
  const pg = await PGlite.create(dataDir, { extensions: { pgcrypto }, parsers: TEXT_PARSERS });
  await pg.exec(`set search_path = ${SESSION_SEARCH_PATH}`);
  const root = wrap(pg);
  return {
    kind: 'pglite',
    query: root.query,
    exec: root.exec,
    transaction: <T>(fn: (tx: ScriptQueryable) => Promise<T>) => pg.transaction((tx) => fn(wrap(tx))),
    close: async () => {
      if (!pg.closed) await pg.close();
    },
  };
}
