import { JSON_CONTENT_TYPE } from '../http/send.ts';
import type { ApiResponse, Role } from '../http/types.ts';

/** `details` is text, or (for an ambiguous embed) one object per candidate relationship. */
export type ErrorDetails = string | Record<string, string>[] | null;

export interface ErrorBody {
  code: string;
  message: string;
  details: ErrorDetails;
  hint: string | null;
}

/** An error answered as-is; `catalogMiss` marks names that may only be unknown because the cache is stale. */
export class RestError extends Error {
  readonly status: number;
  readonly body: ErrorBody;
  readonly catalogMiss: boolean;
  readonly headers: Record<string, string> | undefined;

  constructor(
    status: number,
    code: string,
    message: string,
    details: ErrorDetails = null,
    hint: string | null = null,
    options: { catalogMiss?: boolean; headers?: Record<string, string> } = {},
  ) {
    super(message);
    this.status = status;
    this.body = { code, message, details, hint };
    this.catalogMiss = options.catalogMiss ?? false;
    this.headers = options.headers;
  }
}

export function parseError(message: string, details: string | null = null): RestError {
  return new RestError(400, 'PGRST100', message, details);
}

export function errorResponse(status: number, body: ErrorBody, headers: Record<string, string> = {}): ApiResponse {
  return { status, headers: { 'content-type': JSON_CONTENT_TYPE, ...headers }, body: JSON.stringify(body) };
}

/** PostgREST's error body with neither details nor hint. */
export function restError(
  status: number,
  code: string,
  message: string,
  headers: Record<string, string> = {},
): ApiResponse {
  return errorResponse(status, { code, message, details: null, hint: null }, headers);
}

/** A token that is not (or no longer) valid: PGRST301 when it cannot be verified, PGRST303 when it has expired or ended. */
export function restJwtError(code: 'PGRST301' | 'PGRST303', message: string): ApiResponse {
  return restError(401, code, message, {
    'www-authenticate': `Bearer error="invalid_token", error_description="${message}"`,
  });
}

/** A signed-out session's token, refused before its expiry (the database raises the same words). */
export const SESSION_ENDED_MESSAGE = 'JWT session has ended (signed out)';

interface PgLikeError {
  code: string;
  message: string;
  detail?: unknown;
  hint?: unknown;
}

export function isPgError(err: unknown): err is PgLikeError {
  if (typeof err !== 'object' || err === null) return false;
  const code = (err as { code?: unknown }).code;
  return (
    typeof code === 'string' && /^[0-9A-Z]{5}$/.test(code) && typeof (err as { message?: unknown }).message === 'string'
  );
}

/** Status per SQLSTATE, following PostgREST's table as measured in the notes. */
export function statusForSqlState(code: string, role: Role): number {
  if (code === '23505' || code === '23503') return 409;
  if (code === '42501') return role === 'anon' ? 401 : 403;
  if (code === '25006') return 405;
  if (code.startsWith('54')) return 413;
  if (code.startsWith('22') || code.startsWith('23') || code.startsWith('42') || code === 'P0001') return 400;
  // Integrity checks raised from triggers or arrays and invalid text representations raised as 2202x/2F/XX
  // by user input are covered above; anything else is a server-side failure.
  return 500;
}

export function pgErrorResponse(err: PgLikeError, role: Role): ApiResponse {
  const text = (v: unknown): string | null => (typeof v === 'string' && v !== '' ? v : null);
  return errorResponse(statusForSqlState(err.code, role), {
    code: err.code,
    message: err.message,
    details: text(err.detail),
    hint: text(err.hint),
  });
}
