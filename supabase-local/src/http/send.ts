import type { ServerResponse } from 'node:http';
import type { ApiResponse } from './types.ts';

/** Every JSON answer of the server, whichever API gives it. */
export const JSON_CONTENT_TYPE = 'application/json; charset=utf-8';

export function send(res: ServerResponse, response: ApiResponse): void {
  if (res.headersSent) {
    res.end();
    return;
  }
  res.statusCode = response.status;
  for (const [name, value] of Object.entries(response.headers ?? {})) res.setHeader(name, value);
  res.end(response.body ?? undefined);
}

export function json(status: number, body: unknown, headers: Record<string, string> = {}): ApiResponse {
  return { status, headers: { 'content-type': JSON_CONTENT_TYPE, ...headers }, body: JSON.stringify(body) };
}
