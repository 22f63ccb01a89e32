import { toFriendlyError } from '../errors';
import { row } from './result';

type Result<T> = { data: T | null; error: unknown };

const UNIQUE_VIOLATION = '23505';

/** Whether a backend error is a unique violation: for a row with the client's id, that row is there already. */
export const isUniqueViolation = (error: unknown): boolean =>
  typeof error === 'object' && error !== null && (error as { code?: unknown }).code === UNIQUE_VIOLATION;

/**
 * The row of an insert that carries the client's id, also when the same insert arrives a second time (a request
 * whose answer was lost, sent again; a replayed offline write). The second insert fails on the primary key
 * (23505) and changes nothing; the row is then read back by its id and owner, so a replay answers as the
 * first insert did. An id that is not the caller's own row is refused as the database functions refuse it
 * (42501, 'This id is already taken'), never answered with a 23505 that a caller could take for "already there".
 */
export async function insertOnce<T>(
  id: string | undefined,
  insert: () => PromiseLike<Result<T>>,
  readOwn: (id: string) => PromiseLike<Result<T>>,
): Promise<T> {
  const inserted = await insert();
  if (id === undefined || !isUniqueViolation(inserted.error)) return row(inserted);
  const own = await readOwn(id);
  if (own.error) throw toFriendlyError(own.error);
  if (own.data !== null) return own.data;
  throw toFriendlyError({ code: '42501', status: 403, message: 'This id is already taken', hint: 'id_taken' });
}
