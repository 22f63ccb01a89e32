import type { ApiResponse } from '../http/types.ts';
import type { Queryable, QueryResult } from '../db/types.ts';
import { RestError } from './errors.ts';

/** Runs inside the request's transaction and builds the answer. */
export type Executor = (tx: Queryable) => Promise<ApiResponse>;

/** Work done by one statement, and how its result becomes the answer (which may still refuse it). */
export interface Statement {
  sql: string;
  params: unknown[];
  respond(result: QueryResult): ApiResponse;
}

export function statementExecutor(statement: Statement): Executor {
  return async (tx) => statement.respond(await tx.query(statement.sql, statement.params));
}

/** A planned request: its executor and how its transaction runs. */
export interface Planned {
  exec: Executor;
  /**
   * Set when nothing in the answer can undo the work: reads (refusing their answer afterwards, 406 or too
   * large, undoes nothing) and writes answered without their rows. The statement then runs and commits in
   * one go; otherwise `exec` builds the answer inside the transaction, which a refusal rolls back.
   */
  oneShot: Statement | null;
  /** GET and HEAD on /rpc run read-only, as in PostgREST. */
  readOnly: boolean;
  /** A called function's own statement_timeout, which wins over the role's. */
  statementTimeoutMs: number | null;
}

export interface ReadRow {
  total: number | null;
  page_total: number;
  /** null when the body was larger than the limit; then only its size came back. */
  body: string | null;
  body_bytes?: number | null;
  single_body?: string | null;
}

export function singleRowError(n: number): RestError {
  return new RestError(
    406,
    'PGRST116',
    'Cannot coerce the result to a single JSON object',
    `The result contains ${n} rows`,
  );
}

const MB = 1024 * 1024;

function megabytes(bytes: number): string {
  return `${(bytes / MB).toFixed(bytes < 10 * MB ? 1 : 0)} MB`;
}

export function responseTooLarge(bytes: number, maxBytes: number): RestError {
  return new RestError(
    400,
    '54000',
    'Response too large',
    `The response would be ${megabytes(bytes)}; this server answers at most ${megabytes(maxBytes)}.`,
    'Request fewer rows (limit), fewer columns or fewer embedded resources.',
  );
}

/** Throws when the statement reported a body over the limit (it then sent only the size). */
export function checkBodySize(row: { body_bytes?: number | null } | undefined, maxBytes: number): void {
  const bytes = toNumber(row?.body_bytes);
  if (bytes > maxBytes) throw responseTooLarge(bytes, maxBytes);
}

export function contentRange(offset: number, n: number, total: number | null): string {
  const totalText = total === null ? '*' : String(total);
  return n > 0 ? `${offset}-${offset + n - 1}/${totalText}` : `*/${totalText}`;
}

/** Status per PostgREST's range rules: 416 past the end, 206 for a partial page, else 200. */
export function rangeStatus(offset: number, n: number, total: number | null): number {
  if (total === null) return 200;
  if (offset > total) {
    throw new RestError(
      416,
      'PGRST103',
      'Requested range not satisfiable',
      `An offset of ${offset} was requested, but there are only ${total} rows.`,
      null,
      {
        headers: { 'content-range': `*/${total}` },
      },
    );
  }
  return n < total ? 206 : 200;
}

export function toNumber(value: unknown): number {
  return typeof value === 'number' ? value : Number(value ?? 0);
}
