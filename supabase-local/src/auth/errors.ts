import { JSON_CONTENT_TYPE } from '../http/send.ts';
import type { ApiResponse } from '../http/types.ts';

export const API_VERSION_HEADER = { 'x-supabase-api-version': '2024-01-01' };

export function authJson(status: number, body: unknown, headers: Record<string, string> = {}): ApiResponse {
  return {
    status,
    headers: { 'content-type': JSON_CONTENT_TYPE, ...API_VERSION_HEADER, ...headers },
    body: JSON.stringify(body),
  };
}

/**
 * GoTrue error body. auth-js reads `code` when the response carries the 2024-01-01 API version header and
 * `error_code` otherwise; `msg` and `message` cover both readers of the text.
 */
export function authError(
  status: number,
  code: string,
  message: string,
  extra: Record<string, unknown> = {},
): ApiResponse {
  return authJson(status, { code, error_code: code, msg: message, message, ...extra });
}

export class AuthFailure extends Error {
  constructor(readonly response: ApiResponse) {
    super('auth failure');
  }
}

export function fail(status: number, code: string, message: string, extra: Record<string, unknown> = {}): never {
  throw new AuthFailure(authError(status, code, message, extra));
}
