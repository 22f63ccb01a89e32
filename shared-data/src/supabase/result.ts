import { FriendlyError, toFriendlyError } from '../errors';

// `status` is the HTTP status (0 when no response came): the offline queue tells a refusal (4xx) from a
// server fault (5xx) and from no connection by it, and the backend's error object does not carry it.
type Result<T> = { data: T | null; error: unknown; status?: number };

function failure(error: unknown, status: number | undefined): FriendlyError {
  const friendly = toFriendlyError(error);
  if (friendly.status !== undefined || status === undefined || status <= 0) return friendly;
  return new FriendlyError(friendly.message, { code: friendly.code, status, cause: friendly.cause });
}

/** Rows of a list query; a backend error becomes a friendly error. */
export function rows<T>({ data, error, status }: Result<T[]>): T[] {
  if (error) throw failure(error, status);
  return data ?? [];
}

/** The single row of a `.single()` query. */
export function row<T>({ data, error, status }: Result<T>): T {
  if (error) throw failure(error, status);
  if (data === null) throw toFriendlyError(new Error('No row returned'));
  return data;
}

/** The optional row of a `.maybeSingle()` query. */
export function maybeRow<T>({ data, error, status }: Result<T>): T | null {
  if (error) throw failure(error, status);
  return data;
}

/** A write whose result rows are not needed. */
export function done({ error, status }: { error: unknown; status?: number }): void {
  if (error) throw failure(error, status);
}

/** Drops undefined entries so an update only sends the fields the caller provided. */
export function definedOnly<T extends Record<string, unknown>>(patch: T): Partial<T> {
  return Object.fromEntries(Object.entries(patch).filter(([, v]) => v !== undefined)) as Partial<T>;
}
