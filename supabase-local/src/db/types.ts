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
}

export interface Database extends Queryable {
  readonly kind: 'pglite' | 'postgres';
  /** One transaction; commit on resolve, rollback on throw. Never call the Database's own query inside fn (PGlite deadlocks). */
  transaction<T>(fn: (tx: Queryable) => Promise<T>, options?: TransactionOptions): Promise<T>;
  close(): Promise<void>;
}
