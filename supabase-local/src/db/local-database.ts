import type { Database, Queryable } from './types.ts';

/** A handle that can also run multi-statement SQL scripts (migrations, bootstrap). */
export interface ScriptQueryable extends Queryable {
  exec(sql: string): Promise<void>;
}

/** What the server itself uses; the public Database interface stays minimal for other modules. */
export interface LocalDatabase extends Database {
  exec(sql: string): Promise<void>;
  transaction<T>(fn: (tx: ScriptQueryable) => Promise<T>): Promise<T>;
}
