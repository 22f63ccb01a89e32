import { rows } from './result';

/**
 * Hosted Supabase answers at most this many rows per request (PostgREST's max_rows), silently cutting the
 * rest, so a list that can grow past it is read page by page.
 */
export const MAX_ROWS_PER_REQUEST = 1000;

type Page<T> = PromiseLike<{ data: T[] | null; error: unknown }>;

/**
 * Every row of a list query, one page at a time. `page(from, to)` must order by a unique key (or end its
 * order with one) so that pages neither overlap nor skip rows.
 */
export async function allPages<T>(page: (from: number, to: number) => Page<T>): Promise<T[]> {
  const all: T[] = [];
  for (let from = 0; ; from += MAX_ROWS_PER_REQUEST) {
    const batch = rows(await page(from, from + MAX_ROWS_PER_REQUEST - 1));
    all.push(...batch);
    if (batch.length < MAX_ROWS_PER_REQUEST) return all;
  }
}
