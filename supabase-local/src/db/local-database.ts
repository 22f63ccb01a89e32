import type { Database, Queryable, TransactionOptions } from './types.ts';

/** A handle that can also run multi-statement SQL scripts (migrations, bootstrap). */
export interface ScriptQueryable extends Queryable {
  exec(sql: string): Promise<void>;
}

/** What the server itself uses; the public Database interface stays minimal for other modules. */
export interface LocalDatabase extends Database {
  exec(sql: string): Promise<void>;
  transaction<T>(fn: (tx: ScriptQueryable) => Promise<T>, options?: TransactionOptions): Promise<T>;
  /**
   * The connection REST requests use: on a Postgres server a login as the non-superuser `authenticator`
   * (as PostgREST), closed with this database; PGlite has one session, so itself.
   */
  restDatabase(): Promise<Database>;
  /**
   * Calls `listener` with the payload of every NOTIFY on `channel` (delivered when the notifying transaction
   * commits) from now on; the result stops it. Notifications sent while the listening session was being
   * replaced (PGlite reopened, a lost Postgres connection) are not delivered.
   */
  listen(channel: string, listener: (payload: string) => void): Promise<() => void>;
}
