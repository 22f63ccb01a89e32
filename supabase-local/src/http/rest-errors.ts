import type { ApiResponse } from './types.ts';

export function restError(status: number, code: string, message: string, extraHeaders: Record<string, string> = {}): ApiResponse {
  return {
    status,
    headers: { 'content-type': 'application/json; charset=utf-8', ...extraHeaders },
    body: JSON.stringify({ code, message, details: null, hint: null }),
  };
}

export function restJwtError(code: 'PGRST301' | 'PGRST303', message: string): ApiResponse {
  return restError(401, code, message, {
    'www-authenticate': `Bearer error="invalid_token", error_description="${message}"`,
  });
}
