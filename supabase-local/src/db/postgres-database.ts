import pg from 'pg';
import type { QueryResult } from './types.ts';
import type { LocalDatabase, ScriptQueryable } from './local-database.ts';
import { SESSION_SEARCH_PATH } from './search-path.ts';

const identity = (value: string): string => value;
const TEXT_OIDS = new Set([1082, 1083, 1114, 1184, 1266]);
const INT8_OID = 20;

// Same value shapes as the PGlite adapter: date/time types as text, int8 as a number when it fits.
const types = {
  getTypeParser(oid: number, format?: 'text' | 'binary') {
    if (TEXT_OIDS.has(oid)) return identity;
    if (oid === INT8_OID) {
      return (value: string) => {
        const big = BigInt(value);
        return big > BigInt(Number.MAX_SAFE_INTEGER) || big < BigInt(Number.MIN_SAFE_INTEGER) ? value : Number(big);
      };
    }
    return pg.types.getTypeParser(oid, format ?? 'text');
  },
};

function wrap(client: pg.Pool | pg.PoolClient): ScriptQueryable {
  return {
    async query<R>(sql: string, params: unknown[] = []): Promise<QueryResult<R>> {
      const result = await client.query({ text: sql, values: params, types } as pg.QueryConfig);
      return {
        rows: result.rows as R[],
        affectedRows: result.command === 'SELECT' ? 0 : (result.rowCount ?? 0),
        fields: result.fields.map((f) => ({ name: f.name, dataTypeID: f.dataTypeID })),
      };
    },
    async exec(sql: string): Promise<void> {
      // Without values pg uses the simple protocol, which accepts several statements.
      await client.query(sql);
    },
  };
}

export async function openPostgresDatabase(connectionString: string): Promise<LocalDatabase> {
  const pool = new pg.Pool({ connectionString, max: 8, options: `-c search_path=${SESSION_SEARCH_PATH.replace(/ /g, '')}` });
  // An idle client losing its connection must not crash the server.
  pool.on('error', () => undefined);
  await pool.query('select 1');
  const root = wrap(pool);
  return {
    kind: 'postgres',
    query: root.query,
    exec: root.exec,
    async transaction<T>(fn: (tx: ScriptQueryable) => Promise<T>): Promise<T> {
      const client = await pool.connect();
      let broken: Error | undefined;
      try {
        await client.query('begin');
        const result = await fn(wrap(client));
        await client.query('commit');
        return result;
      } catch (error) {
        try {
          await client.query('rollback');
        } catch (rollbackError) {
          broken = rollbackError as Error;
        }
        throw error;
      } finally {
        client.release(broken);
      }
    },
    close: () => pool.end(),
  };
}
