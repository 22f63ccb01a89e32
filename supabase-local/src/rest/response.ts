import type { ApiResponse } from '../http/types.ts';
import type { Queryable } from '../db/types.ts';
import { RestError } from './errors.ts';

/** Runs inside the request's transaction and builds the answer. */
export type Executor = (tx: Queryable) => Promise<ApiResponse>;

export interface ReadRow {
  total: number | null;
  page_total: number;
  body: string;
  single_body?: string | null;
}

export function singleRowError(n: number): RestError {
  return new RestError(406, 'PGRST116', 'Cannot coerce the result to a single JSON object', `The result contains ${n} rows`);
}

export function contentRange(offset: number, n: number, total: number | null): string {
  const totalText = total === null ? '*' : String(total);
  return n > 0 ? `${offset}-${offset + n - 1}/${totalText}` : `*/${totalText}`;
}

/** Status per PostgREST's range rules: 416 past the end, 206 for a partial page, else 200. */
export function rangeStatus(offset: number, n: number, total: number | null): number {
  if (total === null) return 200;
  if (offset > total) {
    throw new RestError(416, 'PGRST103', 'Requested range not satisfiable', `An offset of ${offset} was requested, but there are only ${total} rows.`, null, {
      headers: { 'content-range': `*/${total}` },
    });
  }
  return n < total ? 206 : 200;
}

export function toNumber(value: unknown): number {
  return typeof value === 'number' ? value : Number(value ?? 0);
}
