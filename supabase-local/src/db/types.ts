export interface QueryResult<R = Record<string, unknown>> {
  rows: R[];
  affectedRows: number;
  fields: { name: string; dataTypeID: number }[];
}

export interface Queryable {
  query<R = Record<string, unknown>>(sql: string, params?: unknown[]): Promise<QueryResult<R>>;
}

/** How a transaction runs; both are what PostgREST sets per request. */
export interface TransactionOptions {
  /** `BEGIN READ ONLY`: a write inside fails with SQLSTATE 25006. */
  readOnly?: boolean;
  /**
   * statement_timeout for every statement of the transaction, in ms (0 or absent: none). A statement that
   * runs longer fails with SQLSTATE 57014 and the transaction is rolled back.
   */
  statementTimeoutMs?: number;
  /**
   * Transaction-local settings (`set_config(name, value, true)`), applied in this order right after BEGIN
   * and sent with it: the role, request.jwt.claims, ...
   */
  settings?: Readonly<Record<string, string>>;
  /**
   * The id (a uuid) of the auth session the request's token belongs to: the transaction's first statement
   * checks it still exists and fails with SQLSTATE SL303 when it does not (signed out), before anything runs.
   */
  requireSession?: string;
  /**
   * Whose work this is, for sharing the database fairly (the signed-in user, else the role and client
   * address): one owner's statements wait in its own queue and run one at a time (see fair-queue.ts).
   * Default: the server's own work.
   */
  owner?: string;
  /** Aborts when the request's client went away: queued work is dropped, running work cancelled. */
  signal?: AbortSignal;
}

export interface Database extends Queryable {
  readonly kind: 'pglite' | 'postgres';
  /** One transaction; commit on resolve, rollback on throw. Never call the Database's own query inside fn (PGlite deadlocks). */
  transaction<T>(fn: (tx: Queryable) => Promise<T>, options?: TransactionOptions): Promise<T>;
  /**
   * One statement in its own transaction, committed before the result comes back: for work whose answer
   * cannot undo it (reads). PGlite runs BEGIN, the statement and COMMIT in one round trip to its worker.
   */
  queryInTransaction<R = Record<string, unknown>>(
    sql: string,
    params: unknown[],
    options?: TransactionOptions,
  ): Promise<QueryResult<R>>;
  close(): Promise<void>;
}
