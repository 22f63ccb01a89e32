import { toFriendlyError } from '../errors';

type Result<T> = { data: T | null; error: unknown };

/** Rows of a list query; a backend error becomes a friendly error. */
export function rows<T>({ data, error }: Result<T[]>): T[] {
  if (error) throw toFriendlyError(error);
  return data ?? [];
}

/** The single row of a `.single()` query. */
export function row<T>({ data, error }: Result<T>): T {
  if (error) throw toFriendlyError(error);
  if (data === null) throw toFriendlyError(new Error('No row returned'));
  return data;
}

/** The optional row of a `.maybeSingle()` query. */
export function maybeRow<T>({ data, error }: Result<T>): T | null {
  if (error) throw toFriendlyError(error);
  return data;
}

/** A write whose result rows are not needed. */
export function done({ error }: { error: unknown }): void {
  if (error) throw toFriendlyError(error);
}

/** Drops undefined entries so an update only sends the fields the caller provided. */
export function definedOnly<T extends Record<string, unknown>>(patch: T): Partial<T> {
  return Object.fromEntries(Object.entries(patch).filter(([, v]) => v !== undefined)) as Partial<T>;
}
